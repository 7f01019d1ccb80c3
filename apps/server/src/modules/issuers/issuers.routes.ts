import { AppError, issuerTexts } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readForm } from '../../lib/multipart.ts';
import { pageQuery, pageSchema, toPage } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { toUserDto, userDtoSchema } from '../people/people.dto.ts';
import { idParams } from '../people/people.schemas.ts';
import * as repo from './issuers.repository.ts';
import * as svc from './issuers.service.ts';

const tags = ['issuers'];
const issuerSchema = z.object({
  id: z.number(),
  superuserId: z.number(),
  providerName: z.string(),
  isTest: z.boolean(),
  hasLoggedin: z.boolean(),
  user: userDtoSchema,
  documents: z.record(z.string(), z.string().nullable()),
  productCount: z.number(),
});

async function toIssuerDto(exec: Executor, row: { issuer: repo.IssuerRow; user: repo.UserRow }) {
  const docs = await repo.documentsOf(exec, row.issuer.id);
  return {
    id: row.issuer.id,
    superuserId: row.issuer.superuserId,
    providerName: await repo.providerName(exec, row.issuer.superuserId),
    isTest: row.issuer.isTest,
    hasLoggedin: row.user.hasLoggedin,
    user: toUserDto(row.user),
    documents: Object.fromEntries(
      svc.ISSUER_DOCUMENT_TYPES.map((t) => [
        t,
        docs.some((d) => d.type === t) ? `/api/issuer/${row.issuer.id}/documents/${t}` : null,
      ]),
    ),
    productCount: await repo.productCount(exec, row.issuer.id),
  };
}

export const issuerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const fileFields = svc.ISSUER_DOCUMENT_TYPES;

  app.post(
    '/issuer',
    {
      onRequest: app.requirePermission('issuer.create'),
      schema: {
        tags,
        summary:
          'Create an issuer (multipart: user fields, superuser, and the PDFs projectFinanceContract, dataPrivacy, orderPrivacyContract); mails the registration link',
        response: { 201: issuerSchema },
      },
    },
    async (request, reply) => {
      const id = await svc.createIssuer(
        app.deps,
        caller(request),
        actorOf(request),
        await readForm(request, fileFields),
      );
      return reply.status(201).send(await toIssuerDto(db, (await repo.findIssuer(db, id))!));
    },
  );

  app.get(
    '/issuer/',
    {
      onRequest: app.requirePermission('issuer.list'),
      schema: {
        tags,
        querystring: z.object({
          ...pageQuery,
          email: z.string().max(254).optional(),
          lastName: z.string().max(100).optional(),
          company: z.string().max(100).optional(),
        }),
        response: { 200: pageSchema(issuerSchema) },
      },
    },
    async (request) => {
      const scope = svc.issuerScope(caller(request), db);
      const { page, isAscending, ...filters } = request.query;
      if (scope === null) return toPage(request.url, page, 0, []);
      const { count, rows } = await repo.listIssuers(db, scope, filters, page, isAscending);
      return toPage(request.url, page, count, await Promise.all(rows.map((r) => toIssuerDto(db, r))));
    },
  );

  app.get(
    '/issuer/names',
    {
      onRequest: app.requirePermission('product.create'),
      schema: {
        tags,
        response: { 200: z.object({ names: z.array(z.object({ id: z.number(), name: z.string() })) }) },
      },
    },
    async (request) => {
      const scope = svc.issuerScope(caller(request), db);
      if (scope === null) return { names: [] };
      const rows = await repo.namesOf(db, scope);
      return {
        names: rows.map((r) => ({ id: r.id, name: r.company?.trim() || `${r.firstName} ${r.lastName}` })),
      };
    },
  );

  app.get(
    '/issuer/has-issuer',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: z.object({ hasIssuer: z.boolean() }) } },
    },
    async (request) => {
      const scope = svc.issuerScope(caller(request), db);
      return { hasIssuer: scope !== null && (await repo.namesOf(db, scope)).length > 0 };
    },
  );

  app.get(
    '/issuer/has-test-issuer',
    {
      onRequest: app.requirePermission('issuer.list'),
      schema: { tags, response: { 200: z.object({ hasTestIssuer: z.boolean() }) } },
    },
    async (request) => {
      const scope = svc.issuerScope(caller(request), db);
      if (scope === null) return { hasTestIssuer: false };
      return { hasTestIssuer: await repo.hasTestIssuer(db, scope) };
    },
  );

  app.get(
    '/issuer/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams, response: { 200: issuerSchema } },
    },
    async (request) => toIssuerDto(db, await svc.getIssuer(db, caller(request), request.params.id)),
  );

  app.put(
    '/issuer/:id/update',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "Update user fields and documents (JSON or multipart); isTest is the operator's",
        params: idParams,
        response: { 200: issuerSchema },
      },
    },
    async (request) => {
      await svc.updateIssuer(
        app.deps,
        caller(request),
        actorOf(request),
        request.params.id,
        await readForm(request, fileFields),
      );
      return toIssuerDto(db, await svc.getIssuer(db, caller(request), request.params.id));
    },
  );

  app.delete(
    '/issuer/:id/delete',
    {
      onRequest: app.requirePermission('issuer.delete'),
      schema: {
        tags,
        summary: 'Delete an issuer that never logged in and has no subscriptions (its products are hidden)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await svc.deleteIssuer(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/issuer/registration/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Send the registration mail again',
        params: idParams,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'superuser' && c.role !== 'admin') throw new AppError('FORBIDDEN');
      await svc.resendRegistration(app.deps, c, actorOf(request), request.params.id);
      return { detail: issuerTexts.registrationSent };
    },
  );

  app.get(
    '/issuer/:id/documents/:type',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: idParams.extend({
          type: z.enum(svc.ISSUER_DOCUMENT_TYPES as [svc.IssuerDocumentType, ...svc.IssuerDocumentType[]]),
        }),
      },
    },
    async (request, reply) => {
      await svc.getIssuer(db, caller(request), request.params.id);
      const doc = (await repo.documentsOf(db, request.params.id)).find((d) => d.type === request.params.type);
      if (!doc) throw new AppError('NOT_FOUND');
      const { meta, buffer } = await app.deps.files.read(doc.fileId);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  );
};
