import * as c from '@zp/domain/privacy/privacy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { requestErasure } from './use-cases/erase-person.ts';
import { openMyData } from './use-cases/export-my-data.ts';
import { listRequests, myRequests } from './use-cases/read-requests.ts';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, c.myData),
    handler: async (req, reply) => {
      const pkg = await openMyData(deps, caller(req), actorOf(req));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', pkg.fileName))
        .type('application/zip')
        .send(pkg.stream);
    },
  });
  app.route({
    ...routeOf(app, c.requestErasure),
    // the password is checked: limited like sign-in
    config: { rateLimit: { max: deps.config.authRateLimit, timeWindow: '1 minute' } },
    handler: (req) => requestErasure(deps, caller(req), actorOf(req), req.body.password),
  });
  app.route({
    ...routeOf(app, c.myRequests),
    handler: (req) => myRequests(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, c.listRequests),
    handler: (req) => listRequests(deps, caller(req), req.url, req.query),
  });
};
