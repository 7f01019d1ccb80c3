import { LANDING_FILE_FIELDS } from '@zp/domain';
import { getMe as me } from '@zp/domain/accounts/accounts.contract';
import * as c from '@zp/domain/people/people.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { toUserDto } from './people.dto.ts';
import { countsFor } from './use-cases/count-people.ts';
import { getMe } from './use-cases/get-me.ts';
import { getInvestor, getReseller, getSuperuser, getUser } from './use-cases/get-person.ts';
import { listInvestors, listResellers, listSuperusers } from './use-cases/list-people.ts';
import { updateInvestor, updateSuperuser, updateUserById } from './use-cases/update-people.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({ ...routeOf(app, me), handler: (request) => getMe(db, caller(request)) });
  app.route({ ...routeOf(app, c.getCounts), handler: (request) => countsFor(db, caller(request)) });

  app.route({
    ...routeOf(app, c.getUser),
    handler: async (request) => toUserDto(await getUser(db, caller(request), request.params.id)),
  });
  app.route({
    ...routeOf(app, c.updateUser),
    handler: (request) =>
      updateUserById(app.deps, caller(request), actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(app, c.listSuperusers),
    handler: (request) => listSuperusers(db, caller(request), request.query, request.url),
  });
  app.route({
    ...routeOf(app, c.getSuperuser),
    handler: (request) => getSuperuser(db, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.updateSuperuser),
    handler: async (request) =>
      updateSuperuser(
        app.deps,
        caller(request),
        actorOf(request),
        request.params.id,
        await readForm(request, LANDING_FILE_FIELDS),
      ),
  });

  app.route({
    ...routeOf(app, c.listResellers),
    handler: (request) => listResellers(db, caller(request), request.query, request.url),
  });
  app.route({
    ...routeOf(app, c.getReseller),
    handler: (request) => getReseller(db, caller(request), request.params.id),
  });

  app.route({
    ...routeOf(app, c.listInvestors),
    handler: (request) => listInvestors(db, caller(request), request.query, request.url),
  });
  app.route({
    ...routeOf(app, c.getInvestor),
    handler: (request) => getInvestor(db, caller(request), request.params.id),
  });
  app.route({
    ...routeOf(app, c.updateInvestor),
    handler: (request) =>
      updateInvestor(app.deps, caller(request), actorOf(request), request.params.id, request.body),
  });
};
