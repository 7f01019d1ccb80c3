import { getHealth } from '@zp/domain/platform/platform.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { lastChainCheck } from '../smart-contracts/smart-contracts.service.ts';
import { checkDatabase } from './check-database.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getHealth),
    handler: async () => {
      await checkDatabase(app.deps);
      const check = lastChainCheck(app.deps);
      return {
        status: 'ok' as const,
        ...(check ? { chain: { missingContracts: check.missing.length } } : {}),
      };
    },
  });
};
