import { issuerTexts } from '@zp/domain';
import * as contract from '@zp/domain/issuers/issuers.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { issuerRequestView } from './issuer-request-view.ts';
import { issuerView } from './issuer-view.ts';
import { getIssuer, ISSUER_DOCUMENT_TYPES, readIssuerDocument } from './issuers.service.ts';
import { createIssuer } from './use-cases/create-issuer.ts';
import { createIssuerRequest } from './use-cases/create-issuer-request.ts';
import { acceptIssuerRequest, declineIssuerRequest } from './use-cases/decide-issuer-request.ts';
import { deleteIssuer } from './use-cases/delete-issuer.ts';
import { listIssuerRequests, readIssuerRequestDocument } from './use-cases/list-issuer-requests.ts';
import { hasTestIssuer, issuerNames, listIssuers } from './use-cases/list-issuers.ts';
import { resendRegistration } from './use-cases/resend-registration.ts';
import { updateIssuer } from './use-cases/update-issuer.ts';

export const issuerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const readIssuer = async (request: Parameters<typeof caller>[0], id: number) =>
    issuerView(db, await getIssuer(db, caller(request), id));

  app.route({
    ...routeOf(app, contract.createIssuer),
    handler: async (request, reply) => {
      const form = await readForm(request, ISSUER_DOCUMENT_TYPES);
      const id = await createIssuer(app.deps, caller(request), actorOf(request), form);
      return reply.status(201).send(await readIssuer(request, id));
    },
  });

  app.route({
    ...routeOf(app, contract.listIssuers),
    handler: (request) => listIssuers(db, caller(request), request.url, request.query),
  });

  app.route({
    ...routeOf(app, contract.listIssuerNames),
    handler: async (request) => ({ names: await issuerNames(db, caller(request)) }),
  });

  app.route({
    ...routeOf(app, contract.hasIssuer),
    handler: async (request) => ({ hasIssuer: (await issuerNames(db, caller(request))).length > 0 }),
  });

  app.route({
    ...routeOf(app, contract.hasTestIssuer),
    handler: async (request) => ({ hasTestIssuer: await hasTestIssuer(db, caller(request)) }),
  });

  app.route({
    ...routeOf(app, contract.getIssuer),
    handler: (request) => readIssuer(request, request.params.id),
  });

  app.route({
    ...routeOf(app, contract.updateIssuer),
    handler: async (request) => {
      const form = await readForm(request, ISSUER_DOCUMENT_TYPES);
      await updateIssuer(app.deps, caller(request), actorOf(request), request.params.id, form);
      return readIssuer(request, request.params.id);
    },
  });

  app.route({
    ...routeOf(app, contract.deleteIssuer),
    handler: async (request, reply) => {
      await deleteIssuer(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, contract.resendIssuerRegistration),
    handler: async (request) => {
      await resendRegistration(app.deps, caller(request), actorOf(request), request.params.id);
      return { detail: issuerTexts.registrationSent };
    },
  });

  app.route({
    ...routeOf(app, contract.getIssuerDocument),
    handler: async (request, reply) => {
      const { id, type } = request.params;
      const { meta, buffer } = await readIssuerDocument(app.deps, caller(request), id, type);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  });

  // Issuer requests (issue 16, decision 013)
  app.route({
    ...routeOf(app, contract.createIssuerRequest),
    handler: async (request, reply) => {
      const form = await readForm(request, ISSUER_DOCUMENT_TYPES);
      const row = await createIssuerRequest(app.deps, caller(request), actorOf(request), form);
      return reply.status(201).send(await issuerRequestView(db, row));
    },
  });

  app.route({
    ...routeOf(app, contract.listIssuerRequests),
    handler: (request) => listIssuerRequests(db, caller(request), request.url, request.query),
  });

  app.route({
    ...routeOf(app, contract.acceptIssuerRequest),
    handler: async (request) =>
      issuerRequestView(
        db,
        await acceptIssuerRequest(app.deps, caller(request), actorOf(request), request.params.id),
      ),
  });

  app.route({
    ...routeOf(app, contract.declineIssuerRequest),
    handler: async (request) =>
      issuerRequestView(
        db,
        await declineIssuerRequest(
          app.deps,
          caller(request),
          actorOf(request),
          request.params.id,
          request.body.reason,
        ),
      ),
  });

  app.route({
    ...routeOf(app, contract.getIssuerRequestDocument),
    handler: async (request, reply) => {
      const { id, type } = request.params;
      const { meta, buffer } = await readIssuerRequestDocument(app.deps, caller(request), id, type);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('inline', meta.originalName))
        .send(buffer);
    },
  });
};
