import * as contract from '@zp/domain/payouts/tax-data.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { listExemptionOrders, setExemptionOrder } from './use-cases/exemption-orders.ts';
import { listTaxCertificates, readTaxCertificatePdf } from './use-cases/tax-certificates.ts';
import { getTaxProfile, updateTaxProfile } from './use-cases/tax-profile.ts';

/** The investor's own tax data, exemption orders and yearly tax certificates (issue 18, decision 027). */
export const taxDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, contract.getTaxProfile),
    handler: (req) => getTaxProfile(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.updateTaxProfile),
    handler: (req) => updateTaxProfile(deps, caller(req), actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, contract.listExemptionOrders),
    handler: (req) => listExemptionOrders(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.setExemptionOrder),
    handler: (req) => setExemptionOrder(deps, caller(req), actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, contract.listTaxCertificates),
    handler: (req) => listTaxCertificates(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.getTaxCertificatePdf),
    handler: async (req, reply) => {
      const { meta, buffer } = await readTaxCertificatePdf(deps, caller(req), actorOf(req), req.params.year);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
};
