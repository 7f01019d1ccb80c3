import * as c from '@zp/domain/resellers/hierarchy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { getResellerDashboard } from './use-cases/get-dashboard.ts';
import { getResellerHierarchy } from './use-cases/get-hierarchy.ts';
import { getResellerPercentages, saveResellerPercentages } from './use-cases/percentages.ts';

export const resellerHierarchyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, c.getResellerPercentages),
    handler: () => getResellerPercentages(deps.db),
  });
  app.route({
    ...routeOf(app, c.saveResellerPercentages),
    handler: (req) => saveResellerPercentages(deps, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, c.getResellerHierarchy),
    handler: (req) => getResellerHierarchy(deps.db, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, c.getResellerDashboard),
    handler: (req) => getResellerDashboard(deps, deps.db, caller(req)),
  });
};
