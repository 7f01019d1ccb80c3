import { AppError } from '@zp/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database readiness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (err) {
        throw new AppError('UNAVAILABLE', { internal: `database not answering: ${String(err)}` });
      }
      return { status: 'ok' as const };
    },
  );
};
