import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as c from '@zp/domain/engagement/landing-page.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { caller } from '../../plugins/auth.ts';
import { getLandingPage, previewLandingPage } from './use-cases/get-landing-page.ts';

const WIDGET = readFileSync(path.join(import.meta.dirname, 'assets', 'chat-widget.js'));

export const landingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, c.getLandingPage),
    handler: (request) => getLandingPage(deps, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.getLandingPagePreview),
    handler: async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await previewLandingPage(deps, caller(request), request.params.id)),
  });
  app.route({
    ...routeOf(app, c.getChatWidgetScript),
    handler: (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(WIDGET),
  });
};
