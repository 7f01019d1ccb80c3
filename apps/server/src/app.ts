import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { AppError, installGermanZodMessages, MAX_UPLOAD_BYTES } from '@zp/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createDeps, type Deps } from './deps.ts';
import { answerSerializer } from './lib/answer-serializer.ts';
import { type Chain, createChain } from './lib/chain.ts';
import { applyFixedHeaders, fixedHeadersOf } from './lib/fixed-headers.ts';
import { BOOT_SCRIPT_CSP_SOURCE } from './lib/page-inject.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { MODULES } from './modules/index.ts';
import { listenForProductChanges } from './modules/products/public-cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** A chain adapter to use instead of creating one from config.chain (the caller then closes it). */
  chain?: Chain;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Runs every area's start-up task (ServerModule.startup) once, in registration order. A failing task is logged
 * loudly and does not stop the others or the start.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const m of MODULES) {
    if (!m.startup || (m.devOnly && app.deps.config.production)) continue;
    try {
      await m.startup(app.deps);
    } catch (err) {
      app.log.error({ err, module: m.name }, `start-up task of ${m.name} failed`);
    }
  }
}

/** Builds the whole HTTP app (tests build it too); listening and workers are the caller's business. */
export async function buildApp({
  config,
  database,
  logger,
  chain: givenChain,
}: BuildOptions): Promise<FastifyInstance> {
  installGermanZodMessages();
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers by their contract schema, compiled once per route (lib/answer-serializer.ts, decision 060); what the
  // compiled function does not decide goes through fastify-type-provider-zod's encode as before.
  app.setSerializerCompiler((route) => {
    const viaZod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return route.schema instanceof z.core.$ZodType
      ? answerSerializer(route.schema, viaZod, { crossCheck: config.answerCrossCheck })
      : viaZod;
  });
  const chain = givenChain ?? (await createChain(config.chain));
  app.decorate('deps', createDeps(config, database, app.log, chain));
  // Security headers, built once: @fastify/helmet rebuilt helmet's middleware (and parsed the CSP) on every
  // request, a measurable share of a list request's CPU under load (docs/performance.md). The policy is fixed, so
  // its headers are read once (lib/fixed-headers.ts) and set per request without helmet's chain of middlewares.
  const securityHeaders = fixedHeadersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The prerendered pages' boot script (lib/page-inject.ts), by its hash.
          scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.production,
    }),
  );
  // First of the hooks, so that refusals (401, 403, 429) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    applyFixedHeaders(reply.raw, securityHeaders);
    done();
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAuth(app, app.deps.tokens);

  await app.register(cookie);
  // Answers above 1 KiB compressed (brotli at quality 4, gzip, deflate; issue 22). Already encoded answers (the
  // build's pre-compressed files) and incompressible types (zip, PDF, images) pass through unchanged.
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: shared by every instance (docs/operations.md, Security).
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: () => Object.assign(new AppError('TOO_MANY_REQUESTS'), { statusCode: 429 }),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 200, fieldSize: 200_000 },
  });
  await registerOpenApi(app);

  // Areas by name (modules/index.ts): their routes under /api, their job handlers and schedules.
  for (const m of MODULES) {
    if (m.devOnly && config.production) continue;
    for (const routes of m.routes) await app.register(routes, { prefix: '/api' });
    for (const routes of m.rootRoutes ?? []) await app.register(routes);
    for (const [queue, handler] of Object.entries(m.jobs?.(app.deps) ?? {}))
      app.deps.jobs.register(queue, handler);
    for (const schedule of m.schedules ?? []) app.deps.jobs.schedule(schedule, () => schedule.run(app.deps));
  }

  await registerWeb(
    app,
    config.webDist,
    MODULES.flatMap((m) => m.prerender ?? []),
  );
  // PostgreSQL: every instance drops a changed product's cached public data when the change commits (public-cache.ts).
  let stopProductChanges: (() => Promise<void>) | null = null;
  const listen = database.listen;
  if (listen)
    app.addHook('onReady', async () => {
      // Without the connection the cache still holds an answer for at most 5 s: a warning, not a failed start.
      stopProductChanges = await listenForProductChanges(listen, (err) =>
        app.log.warn({ err }, 'product change notifications lost; reconnecting'),
      ).catch((err) => {
        app.log.warn({ err }, 'product change notifications unavailable; cached public data lives 5 s');
        return null;
      });
    });
  // PostgreSQL: a session read live is kept briefly while this instance hears the revocations (sessions.ts).
  if (listen)
    app.addHook('onReady', async () => {
      await app.deps.sessions
        .listenTo(listen, (err) => app.log.warn({ err }, 'session notifications lost; reconnecting'))
        .catch((err) => {
          app.log.warn({ err }, 'session notifications unavailable; every request asks the database');
        });
    });
  app.addHook('onClose', async () => {
    await app.deps.sessions.close();
    await stopProductChanges?.();
    await app.deps.jobs.stop();
    app.deps.mailer.close();
    if (!givenChain) await chain.close();
  });
  return app;
}
