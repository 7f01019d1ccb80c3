// Landing domains (module 13, issue 20): a GET of `/` on a live booking's landing page domain answers the
// server-rendered page; every other request (and every other host) goes on as before.
// The page comes from the per-provider cache (landing-cache.ts) already compressed: brotli or gzip as the client
// accepts, with an ETag per encoding; `no-cache` makes browsers revalidate each visit (an edit shows at once), a
// matching If-None-Match answers 304 without a body.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { notModified, pickEncoding } from '../../lib/encoded-body.ts';
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
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const etag = page.etagOf(encoding);
    reply
      .header('content-security-policy', LANDING_CSP)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .header('etag', etag);
    if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  });
});
