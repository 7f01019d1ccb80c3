import { defineModule } from '../../lib/module.ts';
import { pruneInterestEventChanges } from './events-list-memo.ts';
import { payoutRunRoutes } from './payout-runs.routes.ts';
import { scheduleRoutes } from './payouts.routes.ts';
import { taxDataRoutes } from './tax-data.routes.ts';
import { PAYOUT_NOTICE, runPayoutNotice } from './use-cases/payout-notice-job.ts';

/**
 * After the subscription (issue 18): interest payment events, instalments, payout runs and their notices, the
 * investor's tax data and yearly tax certificates.
 */
export const payoutsModule = defineModule({
  name: 'payouts',
  routes: [scheduleRoutes, payoutRunRoutes, taxDataRoutes],
  jobs: (deps) => ({ [PAYOUT_NOTICE]: (payload, job) => runPayoutNotice(deps, payload, job) }),
  schedules: [
    {
      // Records of events-list changes older than a day: no list memo can need them (events-list-memo.ts).
      name: 'payouts.prune-event-changes',
      everyMs: 6 * 60 * 60 * 1000,
      firstAfterMs: 60_000,
      async run(deps) {
        await pruneInterestEventChanges(deps.db);
      },
    },
  ],
});
