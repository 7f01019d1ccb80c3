import { defineModule } from '../../lib/module.ts';
import { peopleRoutes } from './people.routes.ts';
import { salesrepRoutes } from './salesrep.routes.ts';

export const peopleModule = defineModule({ name: 'people', routes: [peopleRoutes, salesrepRoutes] });
