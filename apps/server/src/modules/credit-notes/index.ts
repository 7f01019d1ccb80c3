import { defineModule } from '../../lib/module.ts';
import { creditNoteRoutes } from './credit-notes.routes.ts';
import { CREDIT_NOTE_ISSUED, runCreditNoteIssued } from './jobs/credit-note-issued.ts';
import { runMonthlyIfDue } from './use-cases/run-credit-notes.ts';

/** Monthly credit notes (Gutschriften, module 11; issue 17, decision 018). */
export const creditNotesModule = defineModule({
  name: 'credit-notes',
  routes: [creditNoteRoutes],
  jobs: (deps) => ({
    // The PDF and the mail of a credit note created by the run (decision 029).
    [CREDIT_NOTE_ISSUED]: (payload, job) => runCreditNoteIssued(deps, payload, job),
  }),
  schedules: [
    {
      // Hourly: on the first day of a month (Berlin) the previous month is settled; later runs that day create
      // nothing new (one note per partner and month).
      name: 'credit-notes.monthly',
      everyMs: 60 * 60 * 1000,
      firstAfterMs: 120_000,
      async run(deps) {
        await runMonthlyIfDue(deps);
      },
    },
  ],
});
