import * as c from '@zp/domain/records/data-export.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { openDataExport } from './use-cases/export-data.ts';

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, c.exportData),
    handler: async (req, reply) => {
      const { fileName, stream } = await openDataExport(app.deps, caller(req), actorOf(req));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .type('application/zip')
        .send(stream);
    },
  });
};
