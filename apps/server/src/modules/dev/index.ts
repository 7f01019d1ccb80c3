import { defineModule } from '../../lib/module.ts';
import { devRoutes } from './dev.routes.ts';

export const devModule = defineModule({ name: 'dev', routes: [devRoutes], devOnly: true });
