import * as contract from '@zp/domain/bookings/bookings.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { listModules, listModuleVersions } from './use-cases/list-modules.ts';

/** The module catalogue (public: the booking wizard and the price pages show it before sign-in). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(app, contract.listModules), handler: async () => listModules() });
  app.route({ ...routeOf(app, contract.listModuleVersions), handler: async () => listModuleVersions() });
};
