import * as contract from '@zp/domain/bookings/bookings.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { getPortalDocuments, getProviderDocuments } from './use-cases/provider-documents.ts';
import { uploadProviderDocuments } from './use-cases/upload-provider-documents.ts';

/** A provider's legal documents (AGB, Datenschutz, Impressum …): public PDFs shown on its portals. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...routeOf(app, contract.getPortalDocuments),
    handler: (req) => getPortalDocuments(deps, req.headers.host),
  });
  app.route({
    ...routeOf(app, contract.getProviderDocuments),
    handler: (req) => getProviderDocuments(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateProviderDocuments),
    handler: (req) =>
      uploadProviderDocuments(deps, caller(req), actorOf(req), req.params.id, () =>
        readForm(req, contract.PROVIDER_DOCUMENT_TYPES),
      ),
  });
};
