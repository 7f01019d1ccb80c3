import { AppError } from '@zp/domain';
import { getPublicFile } from '@zp/domain/platform/files.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';

/**
 * Public files (logos, favicons, product images and their resized copies). Private documents are served by their
 * owning module. A stored file never changes (a new upload gets a new id), so browsers and CDNs may keep it for a
 * year without asking again (decision 038).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getPublicFile),
    handler: async (request, reply) => {
      const meta = await app.deps.files.find(request.params.id);
      if (meta?.visibility !== 'public') throw new AppError('NOT_FOUND');
      const { buffer } = await app.deps.files.read(meta.id);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .type(meta.contentType)
        .send(buffer);
    },
  });
};
