import { defineModule } from '../../lib/module.ts';
import { payoutRunRoutes } from './payout-runs.routes.ts';
import { scheduleRoutes } from './payouts.routes.ts';
import { PAYOUT_NOTICE, runPayoutNotice } from './use-cases/payout-notice-job.ts';

/** After the subscription (issue 18): interest payment events, instalments, payout runs and their notices. */
export const payoutsModule = defineModule({
  name: 'payouts',
  routes: [scheduleRoutes, payoutRunRoutes],
  jobs: (deps) => ({ [PAYOUT_NOTICE]: (payload, job) => runPayoutNotice(deps, payload, job) }),
});
