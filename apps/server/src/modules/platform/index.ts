import { defineModule } from '../../lib/module.ts';
import { healthRoutes } from './health.routes.ts';

export const platformModule = defineModule({ name: 'platform', routes: [healthRoutes] });
