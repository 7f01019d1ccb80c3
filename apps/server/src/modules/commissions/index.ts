import { defineModule } from '../../lib/module.ts';
import { commissionRoutes } from './commissions.routes.ts';

export const commissionsModule = defineModule({
  name: 'commissions',
  routes: [commissionRoutes],
});
