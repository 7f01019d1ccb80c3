import { defineModule } from '../../lib/module.ts';
import { scheduleRoutes } from './payouts.routes.ts';
import { taxDataRoutes } from './tax-data.routes.ts';

/** After the subscription (issue 18): interest payment events, instalments, the investor's tax data (payout runs follow). */
export const payoutsModule = defineModule({
  name: 'payouts',
  routes: [scheduleRoutes, taxDataRoutes],
});
