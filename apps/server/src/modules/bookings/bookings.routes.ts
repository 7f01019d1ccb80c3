import * as contract from '@zp/domain/bookings/bookings.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { BRANDING_FILES } from './booking-input.ts';
import { checkSubdomain } from './use-cases/check-subdomain.ts';
import { createBooking } from './use-cases/create-booking.ts';
import { createUpgrade } from './use-cases/create-upgrade.ts';
import { decideUpgrade } from './use-cases/decide-upgrade.ts';
import { getBooking, getBookingOfSuperuser, getMyBooking } from './use-cases/get-booking.ts';
import { getUpgrade } from './use-cases/get-upgrade.ts';
import { listBookings, listUpgrades } from './use-cases/list-bookings.ts';
import { readBookingInvoice, readUpgradeInvoice } from './use-cases/read-invoice.ts';
import { requestModule } from './use-cases/request-module.ts';
import { updateBooking } from './use-cases/update-booking.ts';

const brandingFiles = Object.keys(BRANDING_FILES);

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, contract.checkSubdomain),
    handler: (req) => checkSubdomain(deps.db, req.body.subdomain, req.body.subdomainType),
  });
  app.route({
    ...routeOf(app, contract.requestModule),
    handler: (req) => requestModule(deps, caller(req), actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, contract.createBooking),
    handler: async (req, reply) => {
      const form = await readForm(req, brandingFiles);
      return reply.status(201).send(await createBooking(deps, caller(req), actorOf(req), form));
    },
  });
  app.route({
    ...routeOf(app, contract.createUpgrade),
    handler: async (req, reply) => {
      const form = await readForm(req, []);
      return reply.status(201).send(await createUpgrade(deps, caller(req), actorOf(req), form));
    },
  });
  app.route({ ...routeOf(app, contract.getMyBooking), handler: (req) => getMyBooking(deps, caller(req)) });
  app.route({
    ...routeOf(app, contract.listBookings),
    handler: (req) => listBookings(deps, req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.listUpgrades),
    handler: (req) => listUpgrades(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.getUpgrade),
    handler: (req) => getUpgrade(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateUpgrade),
    handler: async (req) => decideUpgrade(deps, actorOf(req), req.params.id, await readForm(req, [])),
  });
  app.route({
    ...routeOf(app, contract.getBookingOfSuperuser),
    handler: (req) => getBookingOfSuperuser(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getBooking),
    handler: (req) => getBooking(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateBooking),
    handler: (req) =>
      updateBooking(deps, caller(req), actorOf(req), req.params.id, () => readForm(req, brandingFiles)),
  });
  app.route({
    ...routeOf(app, contract.getBookingInvoice),
    handler: async (req, reply) => {
      const { meta, buffer } = await readBookingInvoice(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
  app.route({
    ...routeOf(app, contract.getUpgradeInvoice),
    handler: async (req, reply) => {
      const { meta, buffer } = await readUpgradeInvoice(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
};
