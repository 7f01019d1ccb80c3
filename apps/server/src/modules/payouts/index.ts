import { defineModule } from '../../lib/module.ts';
import { scheduleRoutes } from './payouts.routes.ts';

/** After the subscription (issue 18): interest payment events, instalments (payout runs follow). */
export const payoutsModule = defineModule({
  name: 'payouts',
  routes: [scheduleRoutes],
});
