import { defineModule } from '../../lib/module.ts';
import { authRoutes } from './auth.routes.ts';
import { prerenderLoginPage } from './prerender/login-page.ts';

export const accountsModule = defineModule({
  name: 'accounts',
  routes: [authRoutes],
  prerender: [prerenderLoginPage],
});
