import * as contract from '@zp/domain/products/products.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
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
    handler: async (request, reply) => {
      const product = await publicProduct(app.deps, request.params.id);
      reply.header('access-control-allow-origin', '*');
      return product;
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
