import { AppError } from '@zp/domain';
import {
  getDevClock,
  listDevMails,
  runDevSchedule,
  sendDevTestMail,
  setDevClock,
} from '@zp/domain/platform/dev.contract';
import { devTexts } from '@zp/domain/texts/de/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { isLoopbackRequest } from '../../lib/loopback.ts';
import { sendTestMail } from './use-cases/send-test-mail.ts';

/**
 * Development helpers; never registered in production, and answering only requests from this machine's
 * loopback: to anyone else they are an unknown route (the same 404 as any other path).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackRequest(request)) return reply.callNotFound();
  });

  app.route({
    ...routeOf(app, listDevMails),
    handler: (request) => app.deps.mailer.listRecent(request.query),
  });

  app.route({
    ...routeOf(app, sendDevTestMail),
    handler: async (request, reply) => {
      const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      return reply.status(201).send({ id: await sendTestMail(app.deps, request.body.to, origin) });
    },
  });

  const clockNow = () => ({ now: app.deps.clock.now().toISOString(), today: app.deps.clock.today() });
  app.route({ ...routeOf(app, getDevClock), handler: async () => clockNow() });
  app.route({
    ...routeOf(app, setDevClock),
    handler: async (request) => {
      app.deps.clock.set(request.body.at ? new Date(request.body.at) : null);
      return clockNow();
    },
  });

  app.route({
    ...routeOf(app, runDevSchedule),
    handler: async (request) => {
      const { name } = request.params;
      if (!(await app.deps.jobs.runScheduleNow(name)))
        throw new AppError('NOT_FOUND', { detail: devTexts.unknownSchedule(name) });
      return { name, ranAt: app.deps.clock.now().toISOString() };
    },
  });
};
