import * as contract from '@zp/domain/commissions/commissions.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { caller } from '../../plugins/auth.ts';
import { listCommissions } from './use-cases/list-commissions.ts';

export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, contract.listCommissions),
    handler: (req) => listCommissions(deps, caller(req), req.url, req.query),
  });
};
