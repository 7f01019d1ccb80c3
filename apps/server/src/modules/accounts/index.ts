import { defineModule } from '../../lib/module.ts';
import { authRoutes } from './auth.routes.ts';

export const accountsModule = defineModule({ name: 'accounts', routes: [authRoutes] });
