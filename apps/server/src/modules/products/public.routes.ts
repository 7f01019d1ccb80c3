import * as contract from '@zp/domain/products/products.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { notModified, pickEncoding } from '../../lib/encoded-body.ts';
import { publicProductAnswer } from './public-cache.ts';
import {
  marketplaceProducts,
  portalProducts,
  publicProduct,
  publicProductDocuments,
  readPublicProductDocument,
} from './use-cases/public-products.ts';

export const publicProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, contract.getPublicProduct),
    // encoded here from the cache (br, gzip or none, each with its ETag), never again by the compress plugin
    compress: false,
    handler: async (request, reply) => {
      const id = request.params.id;
      const answer = await publicProductAnswer(app.deps.db, id, () => publicProduct(app.deps, id));
      // The answer as the client accepts it, compressed once per product and encoding (not per request).
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const etag = answer.body.etagOf(encoding);
      reply
        .header('access-control-allow-origin', '*')
        .header('vary', 'Accept-Encoding')
        .header('etag', etag)
        .header('cache-control', 'public, max-age=0, must-revalidate');
      if (notModified(request.headers['if-none-match'], etag))
        return reply.code(304).send(undefined as never);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Serialised once when cached (it was checked against the answer schema in the tests of public-data).
      return reply.type('application/json; charset=utf-8').send(answer.body.body(encoding) as never);
    },
  });

  app.route({
    ...routeOf(app, contract.listPortalProducts),
    handler: async (request) => ({ results: await portalProducts(app.deps, request.headers.host) }),
  });

  app.route({
    ...routeOf(app, contract.listPublicProductDocuments),
    handler: async (request) => ({
      results: await publicProductDocuments(app.deps, request.headers.host, request.params.id),
    }),
  });

  app.route({
    ...routeOf(app, contract.getPublicProductDocument),
    handler: async (request, reply) => {
      const { id, type } = request.params;
      const { meta, buffer } = await readPublicProductDocument(app.deps, request.headers.host, id, type);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  });

  app.route({
    ...routeOf(app, contract.listMarketplaceProducts),
    handler: async () => ({ results: await marketplaceProducts(app.deps) }),
  });
};
