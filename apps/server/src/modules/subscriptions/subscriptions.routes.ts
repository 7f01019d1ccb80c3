// HTTP only: the contract's endpoints wired to the use cases (use-cases/).

import { zeichnungTexts } from '@zp/domain';
import { getInducements as inducementsEndpoint } from '@zp/domain/commissions/commissions.contract';
import * as contract from '@zp/domain/subscriptions/subscriptions.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { zeichnungAnswer } from './subscriptions.dto.ts';
import type { UseCaseContext } from './use-cases/context.ts';
import { createZeichnung } from './use-cases/create.ts';
import { createExternal } from './use-cases/create-external.ts';
import { deleteZeichnung } from './use-cases/delete.ts';
import { sendDemoZeichnungsschein } from './use-cases/demo-zeichnungsschein.ts';
import { getZeichnung, readZeichnungsschein } from './use-cases/get.ts';
import { getInducements } from './use-cases/get-inducements.ts';
import { listZeichnungenFor } from './use-cases/list.ts';
import { startIdentification } from './use-cases/start-identification.ts';
import { updateZeichnung } from './use-cases/update.ts';
import { uploadLegitimation } from './use-cases/upload-legitimation.ts';
import { withdrawZeichnung } from './use-cases/withdraw.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): UseCaseContext => ({
    deps: app.deps,
    caller: caller(request),
    actor: actorOf(request),
  });

  app.route({
    ...routeOf(app, contract.createZeichnung),
    handler: async (request, reply) => {
      const { row, p, inv } = await createZeichnung(
        ctx(request),
        request.body.product,
        request.body.investor,
      );
      return reply
        .status(201)
        .send(await zeichnungAnswer(app.deps.db, row, app.deps.clock.today(), { p, inv }));
    },
  });

  app.route({
    ...routeOf(app, contract.listZeichnungen),
    handler: (request) => listZeichnungenFor(ctx(request), request.url, request.query),
  });

  app.route({
    ...routeOf(app, contract.getZeichnung),
    handler: (request) => getZeichnung(ctx(request), request.params.id),
  });

  app.route({
    ...routeOf(app, inducementsEndpoint),
    handler: (request) => getInducements(ctx(request), request.params.id),
  });

  app.route({
    ...routeOf(app, contract.updateZeichnung),
    handler: (request) => updateZeichnung(ctx(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(app, contract.deleteZeichnung),
    handler: async (request, reply) => {
      await deleteZeichnung(ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, contract.withdrawZeichnung),
    handler: async (request) => {
      const row = await withdrawZeichnung(ctx(request), request.params.id);
      const answer = await zeichnungAnswer(app.deps.db, row, app.deps.clock.today());
      return { ...answer, detail: zeichnungTexts.withdrawn };
    },
  });

  app.route({
    ...routeOf(app, contract.createExternalZeichnung),
    handler: async (request, reply) => {
      const row = await createExternal(ctx(request), request.body);
      const answer = await zeichnungAnswer(app.deps.db, row);
      return reply.status(201).send({ ...answer, detail: zeichnungTexts.externalSaved });
    },
  });

  app.route({
    ...routeOf(app, contract.downloadZeichnungsschein),
    handler: async (request, reply) => {
      const { meta, buffer } = await readZeichnungsschein(ctx(request), request.params.id);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });

  app.route({
    ...routeOf(app, contract.sendDemoZeichnungsschein),
    handler: (request) => sendDemoZeichnungsschein(ctx(request), request.params.id),
  });

  app.route({
    ...routeOf(app, contract.uploadLegitimation),
    handler: async (request) => {
      const readScan = async () => (await readForm(request, ['idScan'])).files.idScan;
      return uploadLegitimation(ctx(request), request.params.id, readScan);
    },
  });

  app.route({
    ...routeOf(app, contract.startIdentification),
    handler: (request) => startIdentification(ctx(request), request.params.id),
  });
};
