import * as c from '@zp/domain/platform/audit.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { caller } from '../../plugins/auth.ts';
import { listAuditLog } from './use-cases/list-audit-log.ts';
import { verifyAuditLog } from './use-cases/verify-audit-log.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, c.listAuditLog),
    handler: (req) => listAuditLog(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, c.verifyAuditLog),
    handler: () => verifyAuditLog(deps),
  });
};
