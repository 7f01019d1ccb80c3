import { AppError, lastInterestPaymentDate } from '@zp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCanRead, canWrite, productScope } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/index.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readForm } from '../../lib/multipart.ts';
import { pageQuery, toPage } from '../../lib/paging.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { idParams } from '../people/people.schemas.ts';
import { contractSummary } from '../smart-contracts/smart-contracts.service.ts';
import { type ProductRow, toProductDto } from './product.mapper.ts';
import * as repo from './products.repository.ts';
import { createProduct, deleteProduct, PRODUCT_FILE_FIELDS, updateProduct } from './products.service.ts';

const tags = ['products'];
const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const listQuery = z.object({
  ...pageQuery,
  uuid: z.string().trim().max(36).optional(),
  'product-id': z.string().trim().max(12).optional(),
  'product-name': z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  issuer: z.string().max(100).optional(),
  'is-zeichnable': boolQuery,
  status: z.enum(['O', 'F']).optional(),
  subscribed: boolQuery,
});

export async function productDto(exec: Executor, c: AuthClaims | null, row: ProductRow) {
  const subs = await repo.subscriptionCounts(exec, row.id);
  return toProductDto(row, {
    issuerName: await repo.issuerName(exec, row.issuerId),
    documents: await repo.documentsOf(exec, row.id),
    editable: subs.beyondO === 0 && (c ? canWrite(c, row) : false),
    hasZeichnungs: subs.all > 0,
    smartContract: row.isTokenized ? await contractSummary(exec, row.id) : null,
  });
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const load = async (c: AuthClaims, id: number) => {
    const row = await repo.findProduct(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    await assertCanRead(db, c, row);
    return row;
  };

  app.post(
    '/product/create',
    {
      onRequest: app.requirePermission('product.create'),
      schema: {
        tags,
        summary: 'Create a product in status O for an issuer; 409 when no issuer exists yet',
        body: z.object({ issuer: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request, reply) => {
      const c = caller(request);
      const row = await createProduct(app.deps, c, actorOf(request), request.body.issuer);
      return reply.status(201).send(await productDto(db, c, row));
    },
  );

  app.post(
    '/product/create-funded',
    {
      onRequest: app.requirePermission('product.create'),
      schema: {
        tags,
        summary: 'Create a kind-12 copy ("Vorgängerprodukt") of an existing product for record keeping',
        body: z.object({ sourceProduct: z.coerce.number().int().min(1) }),
      },
    },
    async (request, reply) => {
      const c = caller(request);
      const source = await load(c, request.body.sourceProduct);
      if (!canWrite(c, source)) throw new AppError('NOT_FOUND');
      const row = await createProduct(app.deps, c, actorOf(request), source.issuerId, source);
      return reply.status(201).send(await productDto(db, c, row));
    },
  );

  app.get(
    '/product/',
    {
      onRequest: app.requirePermission('product.list'),
      schema: { tags, querystring: listQuery },
    },
    async (request) => {
      const c = caller(request);
      const q = request.query;
      const scope = productScope(db, c);
      if (scope === null) return toPage(request.url, q.page, 0, []);
      const filters = {
        uuid: q.uuid,
        productId: /^\d+$/.test(q['product-id'] ?? '')
          ? Number(q['product-id'])
          : q['product-id']
            ? -1
            : undefined,
        productName: q['product-name'] ?? q.name,
        issuer: q.issuer,
        isZeichnable: q['is-zeichnable'],
        status: q.status,
        subscribed: q.subscribed,
      };
      const { count, rows } = await repo.listProducts(db, scope, filters, q.page, q.isAscending);
      return toPage(
        request.url,
        q.page,
        count,
        await Promise.all(rows.map((r) => productDto(db, c, r.product))),
      );
    },
  );

  app.get(
    '/product/with-installments',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: z.object({ hasProductWithInstallment: z.boolean() }) } },
    },
    async (request) => {
      const scope = productScope(db, caller(request));
      return {
        hasProductWithInstallment:
          scope !== null &&
          (await repo.anyProduct(db, scope ?? undefined, eq(sqlFlag('withInstallments'), true))),
      };
    },
  );

  app.get(
    '/product/has-tokenized-product',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: z.object({ hasTokenizedProduct: z.boolean() }) } },
    },
    async (request) => {
      const scope = productScope(db, caller(request));
      return {
        hasTokenizedProduct:
          scope !== null && (await repo.anyProduct(db, scope ?? undefined, eq(products.isTokenized, true))),
      };
    },
  );

  app.get(
    '/product/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams },
    },
    async (request) => {
      const c = caller(request);
      return productDto(db, c, await load(c, request.params.id));
    },
  );

  app.put(
    '/product/:id/update',
    {
      onRequest: app.requirePermission('product.create'),
      schema: {
        tags,
        summary:
          'Partial update (JSON or multipart with documents and images); validateStep, status F (finish), isZeichnable (release)',
        params: idParams,
      },
    },
    async (request) => {
      const c = caller(request);
      const form = await readForm(request, PRODUCT_FILE_FIELDS);
      const row = await updateProduct(app.deps, c, actorOf(request), request.params.id, form);
      return productDto(db, c, row);
    },
  );

  app.delete(
    '/product/:id/delete',
    {
      onRequest: app.requirePermission('product.create'),
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      await deleteProduct(app.deps, caller(request), actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/product/:id/has-zeichnungs',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams, response: { 200: z.object({ hasZeichnungs: z.boolean() }) } },
    },
    async (request) => {
      const row = await load(caller(request), request.params.id);
      return { hasZeichnungs: (await repo.subscriptionCounts(db, row.id)).all > 0 };
    },
  );

  app.get(
    '/product/:id/get-volume',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Subscribed volume (status F and A) in euros',
        params: idParams,
        response: { 200: z.object({ total: z.number() }) },
      },
    },
    async (request) => {
      const row = await load(caller(request), request.params.id);
      return { total: (await repo.investedTotalCents(db, row.id)) / 100 };
    },
  );

  app.post(
    '/product/:id/prev-interest-payment',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The last interest payment date on or before `date` (contract start + whole periods)',
        params: idParams,
        body: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
        response: { 200: z.object({ lastInterestPayment: z.string().nullable() }) },
      },
    },
    async (request) => {
      const row = await load(caller(request), request.params.id);
      return { lastInterestPayment: previousInterestPayment(row, request.body.date) };
    },
  );

  app.get(
    '/product/:id/documents/:type',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams.extend({ type: z.string().max(50) }) },
    },
    async (request, reply) => {
      const row = await load(caller(request), request.params.id);
      const doc = (await repo.documentsOf(db, row.id)).find((d) => d.type === request.params.type);
      if (!doc) throw new AppError('NOT_FOUND');
      const { meta, buffer } = await app.deps.files.read(doc.fileId);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  );
};

const sqlFlag = (flag: string) => sql`coalesce((${products.flags} ->> ${flag})::boolean, false)`;

/** Contract start plus whole payment periods, the last one not after `date`; null without periodic payments. */
export const previousInterestPayment = (row: ProductRow, date: string): string | null =>
  lastInterestPaymentDate(row.contractStart, row.paymentsPerYear, date);
