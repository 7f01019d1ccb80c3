import * as contract from '@zp/domain/products/products.contract';
import { templateSampleTexts } from '@zp/domain/texts/de/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import type { ProductRow } from './product.mapper.ts';
import { productView } from './product-view.ts';
import { PRODUCT_FILE_FIELDS, readableProduct } from './products.service.ts';
import { templateSample } from './template-sample.ts';
import { createFundedProduct } from './use-cases/create-funded-product.ts';
import { createProduct } from './use-cases/create-product.ts';
import { deleteProduct } from './use-cases/delete-product.ts';
import { finishProduct } from './use-cases/finish-product.ts';
import { hasProductWith, listProducts } from './use-cases/list-products.ts';
import { setProductPaused } from './use-cases/pause-product.ts';
import {
  previousInterestPayment,
  productHasZeichnungs,
  productVolume,
  readProductDocument,
} from './use-cases/read-product.ts';
import { releaseProduct } from './use-cases/release-product.ts';
import { updateProduct } from './use-cases/update-product.ts';

/** `PUT /product/{id}/update` carries three use cases; `productUpdateIntent` says which one a body means. */
const UPDATE_USE_CASES = { update: updateProduct, finish: finishProduct, release: releaseProduct };

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const view = (request: FastifyRequest, row: ProductRow) => productView(db, caller(request), row);

  app.route({
    ...routeOf(app, contract.createProduct),
    handler: async (request, reply) => {
      const row = await createProduct(app.deps, caller(request), actorOf(request), request.body.issuer);
      return reply.status(201).send(await view(request, row));
    },
  });

  app.route({
    ...routeOf(app, contract.createFundedProduct),
    handler: async (request, reply) => {
      const c = caller(request);
      const row = await createFundedProduct(app.deps, c, actorOf(request), request.body.sourceProduct);
      return reply.status(201).send(await view(request, row));
    },
  });

  app.route({
    ...routeOf(app, contract.listProducts),
    handler: (request) => listProducts(db, caller(request), request.url, request.query),
  });

  app.route({
    ...routeOf(app, contract.hasProductWithInstallments),
    handler: async (request) => ({
      hasProductWithInstallment: await hasProductWith(db, caller(request), 'installments'),
    }),
  });

  app.route({
    ...routeOf(app, contract.hasTokenizedProduct),
    handler: async (request) => ({
      hasTokenizedProduct: await hasProductWith(db, caller(request), 'tokenized'),
    }),
  });

  app.route({
    ...routeOf(app, contract.getProduct),
    handler: async (request) => view(request, await readableProduct(db, caller(request), request.params.id)),
  });

  app.route({
    ...routeOf(app, contract.updateProduct),
    handler: async (request) => {
      const form = await readForm(request, PRODUCT_FILE_FIELDS);
      const run = UPDATE_USE_CASES[contract.productUpdateIntent(form.fields)];
      return view(request, await run(app.deps, caller(request), actorOf(request), request.params.id, form));
    },
  });

  app.route({
    ...routeOf(app, contract.deleteProduct),
    handler: async (request, reply) => {
      await deleteProduct(app.deps, caller(request), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, contract.productTemplateSample),
    handler: async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition('attachment', templateSampleTexts.sampleFileName))
        .send(await templateSample()),
  });

  // "Zeichnung pausieren" / "Zeichnung fortsetzen" (issue 16)
  for (const [endpoint, paused] of [
    [contract.pauseProduct, true],
    [contract.resumeProduct, false],
  ] as const) {
    app.route({
      ...routeOf(app, endpoint),
      handler: async (request) =>
        view(
          request,
          await setProductPaused(app.deps, caller(request), actorOf(request), request.params.id, paused),
        ),
    });
  }

  app.route({
    ...routeOf(app, contract.productHasZeichnungs),
    handler: async (request) => ({
      hasZeichnungs: await productHasZeichnungs(app.deps, caller(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(app, contract.getProductVolume),
    handler: async (request) => ({
      total: await productVolume(app.deps, caller(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(app, contract.previousInterestPayment),
    handler: async (request) => {
      const row = await readableProduct(db, caller(request), request.params.id);
      return { lastInterestPayment: previousInterestPayment(row, request.body.date) };
    },
  });

  app.route({
    ...routeOf(app, contract.getProductDocument),
    handler: async (request, reply) => {
      const { params } = request;
      const { meta, buffer } = await readProductDocument(app.deps, caller(request), params.id, params.type);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  });
};
