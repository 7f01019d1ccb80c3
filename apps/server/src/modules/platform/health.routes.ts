import { getHealth } from '@zp/domain/platform/platform.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { checkDatabase } from './check-database.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getHealth),
    handler: async () => {
      await checkDatabase(app.deps);
      return { status: 'ok' as const };
    },
  });
};
