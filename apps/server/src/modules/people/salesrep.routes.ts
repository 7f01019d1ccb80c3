import * as c from '@zp/domain/people/people.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { openAdvertPackage } from './use-cases/get-advert-package.ts';
import { getSalesrepHierarchy } from './use-cases/get-hierarchy.ts';
import { getSalesrepLinks } from './use-cases/get-links.ts';
import { getNextLicensedSalesrep, getSalesrep } from './use-cases/get-salesrep.ts';
import { listSalesreps } from './use-cases/list-people.ts';
import { updateSalesrep } from './use-cases/update-salesrep.ts';

export const salesrepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...routeOf(app, c.listSalesreps),
    handler: (request) => listSalesreps(db, caller(request), request.query, request.url),
  });
  app.route({
    ...routeOf(app, c.getNextLicensedSalesrep),
    handler: (request) =>
      getNextLicensedSalesrep(db, caller(request), request.params.id, request.query.productKind),
  });
  app.route({
    ...routeOf(app, c.getSalesrepHierarchy),
    handler: (request) => getSalesrepHierarchy(db, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.getSalesrepLinks),
    handler: (request) => getSalesrepLinks(app.deps, db, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.getSalesrepAdvertPackage),
    handler: async (request, reply) => {
      const { id, productId } = request.params;
      const pkg = await openAdvertPackage(app.deps, db, caller(request), id, productId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', pkg.fileName))
        .type('application/zip')
        .send(pkg.stream);
    },
  });
  app.route({
    ...routeOf(app, c.getSalesrep),
    handler: (request) => getSalesrep(db, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.updateSalesrep),
    handler: (request) =>
      updateSalesrep(app.deps, caller(request), actorOf(request), request.params.id, request.body),
  });
};
