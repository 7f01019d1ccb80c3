import * as contract from '@zp/domain/resellers/reseller-commissions.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { approveResellerCommission } from './use-cases/approve-commission.ts';
import { markResellerInvoicePaid } from './use-cases/mark-invoice-paid.ts';
import { getCommissionAccount, listResellerCommissions } from './use-cases/read-commissions.ts';
import {
  getResellerInvoice,
  listResellerInvoices,
  readResellerInvoicePdf,
} from './use-cases/read-invoices.ts';
import { requestResellerPayment } from './use-cases/request-payment.ts';

export const resellerCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, contract.listResellerCommissions),
    handler: (req) => listResellerCommissions(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.approveResellerCommission),
    handler: (req) => approveResellerCommission(deps, caller(req), actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getCommissionAccount),
    handler: (req) => getCommissionAccount(deps, caller(req), req.query),
  });
  app.route({
    ...routeOf(app, contract.requestResellerPayment),
    handler: async (req, reply) =>
      reply.status(201).send(await requestResellerPayment(deps, caller(req), actorOf(req))),
  });
  app.route({
    ...routeOf(app, contract.listResellerInvoices),
    handler: (req) => listResellerInvoices(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.getResellerInvoice),
    handler: (req) => getResellerInvoice(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getResellerInvoicePdf),
    handler: async (req, reply) => {
      const { meta, buffer } = await readResellerInvoicePdf(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
  app.route({
    ...routeOf(app, contract.updateResellerInvoice),
    handler: (req) =>
      markResellerInvoicePaid(deps, caller(req), actorOf(req), req.params.id, req.body.isPaid),
  });
};
