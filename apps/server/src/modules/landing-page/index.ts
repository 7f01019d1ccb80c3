import { defineModule } from '../../lib/module.ts';
import { landingHostPlugin } from './landing-host.ts';
import { landingPageRoutes } from './landing-page.routes.ts';

/** Landing page (module 13, issue 20, decision 034): the editor's reads and the page on the landing domain. */
export const landingPageModule = defineModule({
  name: 'landing-page',
  routes: [landingPageRoutes, landingHostPlugin],
});
