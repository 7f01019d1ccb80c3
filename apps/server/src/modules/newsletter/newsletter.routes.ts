import { AppError, newsletterTexts } from '@zp/domain';
import * as c from '@zp/domain/engagement/newsletter.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { confirmSubscription, unsubscribe } from './use-cases/confirm-unsubscribe.ts';
import { listNewsletters, sendNewsletter } from './use-cases/newsletters.ts';
import { listSubscribers, subscribersCsv } from './use-cases/read-subscribers.ts';
import { subscribe } from './use-cases/subscribe.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Public endpoints: limited per IP like sign-up and sign-in (the database counts across instances).
  const config = { rateLimit: { max: deps.config.authRateLimit, timeWindow: '1 minute' } };
  // The one-click unsubscribe of mail clients (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: accepted and
  // ignored (only in this area's routes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.route({
    ...routeOf(app, c.subscribeMain),
    config,
    handler: async (req, reply) => {
      // The list of the host posted on: the operator's on the main site, the provider's on its portals and landing
      // page (the web there knows no superuser id); an unknown or offline portal takes no sign-ups.
      const portal = await deps.portals.forHost(req.headers.host);
      const list = portal.kind === 'main' ? null : portal.superuserId;
      if (portal.kind !== 'main' && (list === null || !portal.online))
        throw new AppError('BAD_REQUEST', { detail: newsletterTexts.subscribeFailed });
      return reply.status(201).send(await subscribe(deps, list, req.body, actorOf(req)));
    },
  });
  app.route({
    ...routeOf(app, c.subscribeProvider),
    config,
    handler: async (req, reply) =>
      reply.status(201).send(await subscribe(deps, req.params.superuserId, req.body, actorOf(req))),
  });
  app.route({
    ...routeOf(app, c.confirmSubscription),
    config,
    handler: (req) => confirmSubscription(deps, req.params.token, actorOf(req)),
  });
  app.route({
    ...routeOf(app, c.unsubscribe),
    config,
    handler: (req) => unsubscribe(deps, req.params.token, actorOf(req)),
  });
  app.route({
    ...routeOf(app, c.listSubscribers),
    handler: (req) => listSubscribers(deps, caller(req), req.params.userId, req.url, req.query.page),
  });
  app.route({
    ...routeOf(app, c.subscribersCsv),
    handler: async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'newsletter-abonnenten.csv'))
        .send(await subscribersCsv(deps, caller(req), req.params.userId)),
  });
  app.route({
    ...routeOf(app, c.sendNewsletter),
    handler: async (req, reply) =>
      reply.status(201).send(await sendNewsletter(deps, caller(req), actorOf(req), req.body)),
  });
  app.route({
    ...routeOf(app, c.listNewsletters),
    handler: (req) => listNewsletters(deps, caller(req), req.url, req.query.page),
  });
};
