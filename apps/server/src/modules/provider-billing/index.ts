import { defineModule } from '../../lib/module.ts';
import { PROVIDER_INVOICE_ISSUED, runProviderInvoiceIssued } from './jobs/provider-invoice-issued.ts';
import { providerBillingRoutes } from './provider-billing.routes.ts';
import { runMonthlyIfDue } from './use-cases/run-provider-invoices.ts';

/** The operator's monthly provider invoices and the processing fees (issue 19, decision 032). */
export const providerBillingModule = defineModule({
  name: 'provider-billing',
  routes: [providerBillingRoutes],
  jobs: (deps) => ({
    // The PDF and the mail of an invoice created by the run (decision 029).
    [PROVIDER_INVOICE_ISSUED]: (payload, job) => runProviderInvoiceIssued(deps, payload, job),
  }),
  schedules: [
    {
      // Hourly: on the first day of a month (Berlin) the previous month is billed; later runs that day create
      // nothing new (one invoice per booking and month).
      name: 'provider-billing.monthly',
      everyMs: 60 * 60 * 1000,
      firstAfterMs: 150_000,
      async run(deps) {
        await runMonthlyIfDue(deps);
      },
    },
  ],
});
