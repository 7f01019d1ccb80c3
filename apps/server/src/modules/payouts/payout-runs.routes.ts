import * as contract from '@zp/domain/payouts/payout-runs.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { confirmPayoutRun } from './use-cases/confirm-payout-run.ts';
import { listPayoutDates, previewPayoutRun } from './use-cases/preview-payout-run.ts';
import {
  getPayoutRun,
  listPayoutNotices,
  listPayoutRuns,
  readPayoutNotice,
  readPayoutRunSepa,
} from './use-cases/read-payout-runs.ts';

/** Payout runs and payout notices (issue 18, decision 026). */
export const payoutRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, contract.listPayoutDates),
    handler: (req) => listPayoutDates(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.previewPayoutRun),
    handler: (req) => previewPayoutRun(deps, caller(req), req.params.id, req.query.date),
  });
  app.route({
    ...routeOf(app, contract.confirmPayoutRun),
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await confirmPayoutRun(deps, caller(req), actorOf(req), req.params.id, req.body.date)),
  });
  app.route({
    ...routeOf(app, contract.listPayoutRuns),
    handler: (req) => listPayoutRuns(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.getPayoutRun),
    handler: (req) => getPayoutRun(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getPayoutRunSepa),
    handler: async (req, reply) => {
      const { meta, buffer } = await readPayoutRunSepa(deps, caller(req), req.params.id);
      return reply
        .type('application/xml')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
  app.route({
    ...routeOf(app, contract.listPayoutNotices),
    handler: (req) => listPayoutNotices(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.getPayoutNoticePdf),
    handler: async (req, reply) => {
      const { meta, buffer } = await readPayoutNotice(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
};
