import type { FastifyPluginAsync } from 'fastify';
import { publicPaths } from './use-cases/sitemap.ts';

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * `/robots.txt` and `/sitemap.xml` at the root of every host (issue 22): the public pages may be crawled, the API
 * and the signed-in area not; the sitemap lists this host's public pages with absolute URLs.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const lines = [
      'User-agent: *',
      'Allow: /$',
      'Allow: /angebote',
      'Allow: /marktplatz',
      'Allow: /login',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Disallow: /home',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const urls = (await publicPaths(app.deps, request.headers.host)).map(
      (p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
