// Landing domains (module 13, issue 20): a GET of `/` on a live booking's landing page domain answers the
// server-rendered page; every other request (and every other host) goes on as before.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LANDING_CSP } from './landing-html.ts';
import { renderLandingForHost } from './use-cases/render-landing-page.ts';

const PAGE_PATHS = new Set(['/', '/index.html']);

export const landingHostPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathOnly = request.url.split('?')[0] ?? '/';
    if (!PAGE_PATHS.has(pathOnly)) return;
    const page = await renderLandingForHost(app.deps, request.headers.host);
    if (page === null) return;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', LANDING_CSP)
      .header('cache-control', 'no-cache')
      .send(page);
  });
});
