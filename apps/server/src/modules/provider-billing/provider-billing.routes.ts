import * as contract from '@zp/domain/billing/provider-invoices.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMayRunProviderInvoices } from '../../access/provider-invoices.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { markProviderInvoicePaid } from './use-cases/mark-provider-invoice-paid.ts';
import {
  getProviderInvoice,
  listProviderInvoices,
  providerInvoiceOpenAmounts,
  readProviderInvoicePdf,
} from './use-cases/read-provider-invoices.ts';
import { runProviderInvoices } from './use-cases/run-provider-invoices.ts';

export const providerBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, contract.listProviderInvoices),
    handler: (req) => listProviderInvoices(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.providerInvoiceOpenAmounts),
    handler: (req) => providerInvoiceOpenAmounts(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.getProviderInvoice),
    handler: (req) => getProviderInvoice(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getProviderInvoicePdf),
    handler: async (req, reply) => {
      const { meta, buffer } = await readProviderInvoicePdf(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
  app.route({
    ...routeOf(app, contract.updateProviderInvoice),
    handler: (req) => markProviderInvoicePaid(deps, caller(req), actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.runProviderInvoices),
    handler: (req) => {
      assertMayRunProviderInvoices(caller(req));
      return runProviderInvoices(deps, req.body.period, actorOf(req));
    },
  });
};
