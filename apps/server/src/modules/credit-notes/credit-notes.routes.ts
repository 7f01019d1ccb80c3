import * as contract from '@zp/domain/commissions/credit-notes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { markCreditNotePaid } from './use-cases/mark-credit-note-paid.ts';
import {
  creditNotesExist,
  getCreditNote,
  listCreditNotes,
  readCreditNotePdf,
} from './use-cases/read-credit-notes.ts';
import { runCreditNotes } from './use-cases/run-credit-notes.ts';

export const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, contract.listCreditNotes),
    handler: (req) => listCreditNotes(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.creditNotesExist),
    handler: (req) => creditNotesExist(deps, caller(req)),
  });
  app.route({
    ...routeOf(app, contract.getCreditNote),
    handler: (req) => getCreditNote(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.getCreditNotePdf),
    handler: async (req, reply) => {
      const { meta, buffer } = await readCreditNotePdf(deps, caller(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  });
  app.route({
    ...routeOf(app, contract.updateCreditNote),
    handler: (req) => markCreditNotePaid(deps, caller(req), actorOf(req), req.params.id, req.body.isPaid),
  });
  app.route({
    ...routeOf(app, contract.runCreditNotes),
    handler: (req) => runCreditNotes(deps, req.body.period, actorOf(req)),
  });
};
