import * as contract from '@zp/domain/products/products.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { marketplaceProducts, portalProducts, publicProduct } from './use-cases/public-products.ts';

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
    ...routeOf(app, contract.listMarketplaceProducts),
    handler: async () => ({ results: await marketplaceProducts(app.deps) }),
  });
};
