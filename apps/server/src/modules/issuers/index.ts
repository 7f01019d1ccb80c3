import { defineModule } from '../../lib/module.ts';
import { issuerRoutes } from './issuers.routes.ts';

export const issuersModule = defineModule({ name: 'issuers', routes: [issuerRoutes] });
