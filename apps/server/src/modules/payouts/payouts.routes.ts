import * as contract from '@zp/domain/payouts/schedules.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { getInstallment, installmentsExist, listInstallments } from './use-cases/read-installments.ts';
import { getInterestEvent, listInterestEvents } from './use-cases/read-interest-events.ts';
import { getInterestSchedule, summarizeInterestEvents } from './use-cases/summarize-interest-events.ts';
import { updateInstallment } from './use-cases/update-installment.ts';
import { updateInterestEvent } from './use-cases/update-interest-event.ts';

/** Interest payment events and instalments (issue 18, spec 001 §7). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, contract.listInterestEvents),
    handler: (req) => listInterestEvents(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.interestEventsSummary),
    handler: (req) => summarizeInterestEvents(deps, caller(req), req.query['zeichnung-id']),
  });
  app.route({
    ...routeOf(app, contract.zeichnungInterestSchedule),
    handler: (req) => getInterestSchedule(deps, caller(req), req.query['zeichnung-id']),
  });
  app.route({
    ...routeOf(app, contract.getInterestEvent),
    handler: (req) => getInterestEvent(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateInterestEvent),
    handler: (req) => updateInterestEvent(deps, caller(req), actorOf(req), req.params.id, req.body.isPaid),
  });
  app.route({
    ...routeOf(app, contract.listInstallments),
    handler: (req) => listInstallments(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.installmentsExist),
    handler: (req) => installmentsExist(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.getInstallment),
    handler: (req) => getInstallment(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateInstallment),
    handler: (req) => updateInstallment(deps, caller(req), actorOf(req), req.params.id, req.body),
  });
};
