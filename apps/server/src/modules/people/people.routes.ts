import { AppError, can, permissionsOf, userUpdateSchema } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { toUserDto, toUserSummary, userDtoSchema } from './people.dto.ts';
import { countsFor, getPerson, getSuperuser, listPeople, listSuperusers } from './people.queries.ts';
import { findUserById } from './people.repository.ts';
import * as s from './people.schemas.ts';
import { getUser, updatePerson } from './people.service.ts';

const tags = ['people'];

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/me',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The signed-in person, its role and permissions',
        response: {
          200: z.object({
            user: userDtoSchema,
            role: z.string(),
            roleId: z.number(),
            tenantId: z.number().nullable(),
            permissions: z.array(z.string()),
          }),
        },
      },
    },
    async (request) => {
      const c = caller(request);
      const user = await findUserById(db, c.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return {
        user: toUserDto(user),
        role: c.role,
        roleId: c.roleId,
        tenantId: c.tenantId,
        permissions: permissionsOf(c.role),
      };
    },
  );

  app.get(
    '/count',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Statistics cards of the home dashboard, scoped to the caller',
        response: { 200: s.countSchema },
      },
    },
    async (request) => countsFor(db, caller(request)),
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.requirePermission('user.view'),
      schema: { tags, params: s.idParams, response: { 200: userDtoSchema } },
    },
    async (request) => toUserDto(await getUser(db, caller(request), request.params.id)),
  );

  app.put(
    '/user/:id/update',
    {
      onRequest: app.requirePermission('user.update'),
      schema: { tags, params: s.idParams, body: userUpdateSchema, response: { 200: userDtoSchema } },
    },
    async (request) => {
      const user = await getUser(db, caller(request), request.params.id);
      return updatePerson(app.deps, caller(request), actorOf(request), user, request.body);
    },
  );

  app.get(
    '/superuser/',
    {
      onRequest: app.requirePermission('superuser.list'),
      schema: { tags, querystring: s.personListQuery, response: { 200: pageSchema(s.superuserRowSchema) } },
    },
    async (request) => listSuperusers(db, caller(request), request.query, request.url),
  );

  app.get(
    '/superuser/:id',
    {
      onRequest: app.requirePermission('superuser.view'),
      schema: { tags, params: s.idParams, response: { 200: s.superuserDtoSchema } },
    },
    async (request) => getSuperuser(db, caller(request), request.params.id),
  );

  app.put(
    '/superuser/:id/update',
    {
      onRequest: app.requirePermission('superuser.update'),
      schema: { tags, params: s.idParams, body: userUpdateSchema, response: { 200: s.superuserDtoSchema } },
    },
    async (request) => {
      const c = caller(request);
      const { raw } = await getPerson(db, c, 'superuser', request.params.id);
      await updatePerson(app.deps, c, actorOf(request), raw, request.body);
      return getSuperuser(db, c, request.params.id);
    },
  );

  app.get(
    '/reseller/',
    {
      onRequest: app.requirePermission('reseller.list'),
      schema: { tags, querystring: s.personListQuery, response: { 200: pageSchema(s.resellerRowSchema) } },
    },
    async (request) =>
      listPeople(db, caller(request), 'reseller', request.query, request.url, (r) => ({
        id: r.role.id,
        user: toUserSummary(r.user),
      })),
  );

  app.get(
    '/reseller/:id',
    {
      onRequest: app.requirePermission('reseller.view'),
      schema: { tags, params: s.idParams, response: { 200: s.resellerDtoSchema } },
    },
    async (request) => {
      const { role, user } = await getPerson(db, caller(request), 'reseller', request.params.id);
      return { id: role.id, user, parentId: (role.parentId as number | null) ?? null };
    },
  );

  app.get(
    '/investor/',
    {
      onRequest: app.requireAuth,
      schema: { tags, querystring: s.personListQuery, response: { 200: pageSchema(s.investorRowSchema) } },
    },
    async (request) => {
      const c = caller(request);
      if (!can(c.role, 'investor.list') && !can(c.role, 'investor.listBrokered'))
        throw new AppError('FORBIDDEN');
      return listPeople(db, c, 'investor', request.query, request.url, (r) => ({
        id: r.role.id,
        user: toUserSummary(r.user),
        isIdentified: r.user.isIdentified,
      }));
    },
  );

  app.get(
    '/investor/:id',
    {
      onRequest: app.requirePermission('investor.view'),
      schema: { tags, params: s.idParams, response: { 200: s.investorDtoSchema } },
    },
    async (request) => {
      const { role, user } = await getPerson(db, caller(request), 'investor', request.params.id);
      return {
        id: role.id,
        user,
        superuserId: role.superuserId as number,
        salesrepId: (role.salesrepId as number | null) ?? null,
      };
    },
  );

  app.put(
    '/investor/:id/update',
    {
      // investor.update, or investor.identify for a body with the identification only (issuers confirm it).
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: s.idParams,
        body: s.investorUpdateSchema,
        response: { 200: s.investorDtoSchema },
      },
    },
    async (request) => {
      const c = caller(request);
      const keys = Object.keys(request.body);
      const identifyOnly = keys.length > 0 && keys.every((k) => k === 'isIdentified');
      if (!can(c.role, 'investor.update') && !(identifyOnly && can(c.role, 'investor.identify')))
        throw new AppError('FORBIDDEN');
      const { role, raw } = await getPerson(db, c, 'investor', request.params.id);
      const user = await updatePerson(app.deps, c, actorOf(request), raw, request.body);
      return {
        id: role.id,
        user,
        superuserId: role.superuserId as number,
        salesrepId: (role.salesrepId as number | null) ?? null,
      };
    },
  );
};
