import { defineModule } from '../../lib/module.ts';
import { portalRoutes } from './portal.routes.ts';

export const portalsModule = defineModule({ name: 'portals', routes: [portalRoutes] });
