import { AppError, fieldTexts, smartContractFields } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pageSchema, toPage } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { idParams } from '../people/people.schemas.ts';
import { smartContractDtoSchema, toSmartContractDto } from './smart-contracts.dto.ts';
import * as repo from './smart-contracts.repository.ts';
import * as svc from './smart-contracts.service.ts';

const tags = ['smart-contracts'];
const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

const listQuery = z.object({
  ...pageQuery,
  ascending: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  'product-id': z.string().trim().max(12).optional(),
  status: z.enum(['C', 'D']).optional(),
  tokenName: z.string().trim().max(50).optional(),
  symbol: z.string().trim().max(20).optional(),
});

const createBody = z.object({
  product: z.coerce
    .number({ error: fieldTexts.required })
    .int()
    .min(1, fieldTexts.required)
    .max(2_147_483_647),
  ...smartContractFields,
});

const chainSchema = z.object({
  chainId: z.number(),
  chainName: z.string(),
  rpcUrls: z.array(z.string()),
  blockExplorerUrls: z.array(z.string()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  tokenDecimals: z.literal(0),
});

export const smartContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/chain',
    {
      schema: {
        tags,
        summary: 'The chain the tokens live on (for wallet_switchEthereumChain / wallet_addEthereumChain)',
        response: { 200: chainSchema },
      },
    },
    async () => ({ ...app.deps.chain.info, tokenDecimals: 0 as const }),
  );

  app.get(
    '/smartcontract/',
    {
      onRequest: app.requirePermission('smartcontract.list'),
      schema: {
        tags,
        summary:
          'Smart contracts the caller sees, 10 per page (admin all, superuser its tenant, issuer its products)',
        querystring: listQuery,
        response: { 200: pageSchema(smartContractDtoSchema) },
      },
    },
    async (request) => {
      const c = caller(request);
      const q = request.query;
      const scope = svc.contractScope(c);
      if (scope === null) return toPage(request.url, q.page, 0, []);
      const productId = q['product-id'];
      const filters = {
        productId: productId ? (/^\d{1,10}$/.test(productId) ? Number(productId) : -1) : undefined,
        status: q.status,
        tokenName: q.tokenName,
        symbol: q.symbol,
      };
      const ascending = q.ascending ?? q.isAscending;
      const { count, rows } = await repo.listContracts(db, scope, filters, q.page, ascending);
      return toPage(request.url, q.page, count, rows.map(toSmartContractDto));
    },
  );

  app.get(
    '/smartcontract/product/:id',
    {
      onRequest: app.requirePermission('smartcontract.view'),
      schema: {
        tags,
        summary: 'The smart contract of a product',
        params: idParams,
        response: { 200: smartContractDtoSchema },
      },
    },
    async (request) => svc.getContractOfProduct(db, caller(request), request.params.id),
  );

  app.get(
    '/smartcontract/:id',
    {
      onRequest: app.requirePermission('smartcontract.view'),
      schema: { tags, params: idParams, response: { 200: smartContractDtoSchema } },
    },
    async (request) => svc.getContract(db, caller(request), request.params.id),
  );

  app.post(
    '/smartcontract/create',
    {
      onRequest: app.requirePermission('smartcontract.create'),
      schema: {
        tags,
        summary:
          'Create (201) or, while not deployed, replace (200) the smart contract of a finished tokenized product',
        body: createBody,
        response: { 200: smartContractDtoSchema, 201: smartContractDtoSchema },
      },
    },
    async (request, reply) => {
      const result = await svc.createContract(app.deps, caller(request), actorOf(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result.dto);
    },
  );

  app.post(
    '/smartcontract/deploy-request',
    {
      onRequest: app.requirePermission('smartcontract.requestDeploy'),
      schema: {
        tags,
        summary: 'Ask the operator to deploy (mail with tenant, product, contract and message)',
        body: z.object({
          message: z.string().trim().max(2000, fieldTexts.textMax(2000)).default(''),
          smartContract: rowId.optional(),
        }),
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => svc.requestDeploy(app.deps, caller(request), actorOf(request), request.body),
  );

  app.post(
    '/smartcontract/:id/deploy',
    {
      onRequest: app.requirePermission('smartcontract.deploy'),
      schema: {
        tags,
        summary:
          'Operator: start the deployment (202, deployState queued); 409 while one runs or once deployed. A job signs, sends and confirms it.',
        params: idParams,
        response: { 202: smartContractDtoSchema },
      },
    },
    async (request, reply) => {
      const c = caller(request);
      if (c.role !== 'admin') throw new AppError('FORBIDDEN');
      const dto = await svc.startDeploy(app.deps, c, actorOf(request), request.params.id);
      return reply.status(202).send(dto);
    },
  );
};
