import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchema } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { toUserDto, toUserSummary } from './people.dto.ts';
import { listPeople } from './people.queries.ts';
import { findUserById } from './people.repository.ts';
import * as s from './people.schemas.ts';
import { getSalesrep, nextLicensedSalesrep, type SalesrepRow, updateSalesrep } from './salesrep.service.ts';

const tags = ['people'];

export const salesrepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const withUser = async (row: SalesrepRow) => {
    const { userId: _u, createdAt: _c, ...rest } = row;
    return { ...rest, user: toUserDto((await findUserById(db, row.userId))!) };
  };

  app.get(
    '/salesrep/',
    {
      onRequest: app.requirePermission('salesrep.list'),
      schema: { tags, querystring: s.personListQuery, response: { 200: pageSchema(s.salesrepRowSchema) } },
    },
    async (request) =>
      listPeople(db, caller(request), 'salesrep', request.query, request.url, (r) => {
        const { userId: _u, createdAt: _c, ...rest } = r.role as unknown as SalesrepRow;
        return { ...rest, user: toUserSummary(r.user) };
      }),
  );

  app.get(
    '/salesrep/next-licensed-salesrep/:id',
    {
      onRequest: app.requirePermission('salesrep.view'),
      schema: {
        tags,
        summary: 'The first approved licensed salesrep at or above this one',
        params: s.idParams,
        response: { 200: s.salesrepDtoSchema },
      },
    },
    async (request) => withUser(await nextLicensedSalesrep(db, caller(request), request.params.id)),
  );

  app.get(
    '/salesrep/:id',
    {
      onRequest: app.requirePermission('salesrep.view'),
      schema: { tags, params: s.idParams, response: { 200: s.salesrepDtoSchema } },
    },
    async (request) => withUser(await getSalesrep(db, caller(request), request.params.id)),
  );

  app.put(
    '/salesrep/:id/update',
    {
      onRequest: app.requirePermission('salesrep.update'),
      schema: {
        tags,
        summary: "Kind T saves directly; 34/32 request a licence check; isApproved is the provider's",
        params: s.idParams,
        body: s.salesrepUpdateSchema,
        response: { 200: s.salesrepDtoSchema },
      },
    },
    async (request) =>
      withUser(
        await updateSalesrep(app.deps, caller(request), actorOf(request), request.params.id, request.body),
      ),
  );
};
