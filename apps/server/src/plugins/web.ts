import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PagePrerenderer } from '../lib/module.ts';
import { injectPage, type PageAssets } from '../lib/page-inject.ts';
import { sendProblem } from './error-handler.ts';

const MISSING_BUILD = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Zeichnungsplattform</title>
<p>Die Web-Anwendung wurde noch nicht gebaut. Bitte <code>npm run build</code> ausführen.</p></html>`;

/** A file of the build for a URL path, or null (never outside the build folder). */
function buildFile(webDist: string, url: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(url).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (!rel || rel.includes('\0')) return null;
  const full = path.resolve(webDist, rel);
  if (!full.startsWith(webDist + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? path.relative(webDist, full) : null;
  } catch {
    return null;
  }
}

/** index.html of the build, read again when it changed (a rebuild while the server runs). */
function indexReader(file: string): () => string | null {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
      return cached.text;
    } catch {
      return null;
    }
  };
}

/** The encoding a browser takes (`Accept-Encoding`, q=0 refuses): brotli first, then gzip, else none. */
function chooseEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const taken = new Set<string>();
  for (const part of String(accept ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) taken.add(name.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

/**
 * A page rendered here, compressed here: @fastify/compress hooks routes, and the not-found handler that serves the
 * app's pages is none (the bare index.html goes pre-compressed by @fastify/static). A page is 5–40 KiB: brotli at
 * quality 5 takes well under a millisecond.
 */
function sendHtml(accept: string | string[] | undefined, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(accept);
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/** The build's page assets, read again when its assets folder changed (a rebuild while the server runs). */
function pageAssetsOf(webDist: string): () => PageAssets {
  let cached: { at: number; assets: PageAssets } | null = null;
  return () => {
    try {
      const dir = path.join(webDist, 'assets');
      const { mtimeMs } = fs.statSync(dir);
      if (cached?.at !== mtimeMs) {
        const files = fs.readdirSync(dir);
        const islands: Record<string, string> = {};
        for (const f of files) {
          const name = /^([a-z][a-z-]*)-island-[\w-]+\.js$/.exec(f)?.[1];
          if (name) islands[name] = `/assets/${f}`;
        }
        cached = {
          at: mtimeMs,
          assets: {
            fonts: files
              .filter((f) => /^roboto-latin-400-normal-[\w-]+\.woff2$/.test(f))
              .map((f) => `/assets/${f}`),
            islands,
          },
        };
      }
      return cached.assets;
    } catch {
      return { fonts: [], islands: {} };
    }
  };
}

/**
 * Serves the built web app, looking files up per request (a rebuild while the server runs is picked up);
 * unknown /api paths are problem+json 404s, every other GET is the SPA's index.html — with the page's content when a
 * module prerenders that path for this host (issue 22).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  prerenderers: PagePrerenderer[] = [],
): Promise<void> {
  const root = path.resolve(webDist);
  const readIndex = indexReader(path.join(root, 'index.html'));
  const pageAssets = pageAssetsOf(root);
  // preCompressed: the build's `.br`/`.gz` copies (apps/web/build/precompress.ts) are sent with Content-Encoding when
  // the browser accepts them; `Vary: Accept-Encoding` keeps caches apart.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !isRead) {
      return sendProblem(reply, request, {
        status: 404,
        detail: 'Die angeforderte Ressource wurde nicht gefunden.',
      });
    }
    const file = buildFile(root, url);
    if (file) {
      const immutable = file.startsWith(`assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (url.startsWith('/assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
    reply.header('cache-control', 'no-cache');
    const index = readIndex();
    if (index === null) return reply.type('text/html; charset=utf-8').send(MISSING_BUILD);
    for (const prerender of prerenderers) {
      const page = await prerender(app.deps, request.headers.host, url);
      if (page)
        return sendHtml(request.headers['accept-encoding'], reply, injectPage(index, page, pageAssets()));
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', { cacheControl: false });
  });
}
