import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './error-handler.ts';

const MISSING_BUILD = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Zeichnungsplattform</title>
<p>Die Web-Anwendung wurde noch nicht gebaut. Bitte <code>npm run build</code> ausführen.</p></html>`;

/** Serves the built web app; unknown /api paths are problem+json 404s, every other GET is the SPA. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendProblem(reply, request, {
        status: 404,
        detail: 'Die angeforderte Ressource wurde nicht gefunden.',
      });
    }
    if (url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
    }
    reply.header('cache-control', 'no-cache');
    if (!hasBuild) return reply.type('text/html; charset=utf-8').send(MISSING_BUILD);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
