import { getProductStatistics } from '@zp/domain/subscriptions/subscriptions.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { productStatistics } from './use-cases/product-statistics.ts';

/** Product Statistik tab (superuser, issuer, admin): subscribed volume against target, over time, by status, by country. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getProductStatistics),
    handler: (request) =>
      productStatistics(
        { deps: app.deps, caller: caller(request), actor: actorOf(request) },
        request.params.id,
      ),
  });
};
