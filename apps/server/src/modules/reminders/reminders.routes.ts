import * as contract from '@zp/domain/engagement/reminders.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { cancelReminder } from './use-cases/cancel-reminder.ts';
import { contactsCsv, listContacts } from './use-cases/list-contacts.ts';
import { readEmailCockpit } from './use-cases/read-cockpit.ts';
import { getReminderSettings, updateReminderSettings } from './use-cases/reminder-settings.ts';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...routeOf(app, contract.getReminderSettings),
    handler: (req) => getReminderSettings(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.updateReminderSettings),
    handler: (req) => updateReminderSettings(deps, caller(req), actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, contract.getEmailCockpit),
    handler: (req) => readEmailCockpit(deps, caller(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.cancelReminder),
    // public: limited like sign-in (the token is unguessable; this stops probing all the same)
    config: { rateLimit: { max: deps.config.authRateLimit, timeWindow: '1 minute' } },
    handler: (req) => cancelReminder(deps, actorOf(req), req.params.investorId, req.params.reminder),
  });
  app.route({
    ...routeOf(app, contract.listContacts),
    handler: (req) => listContacts(deps, caller(req), req.url, req.query),
  });
  app.route({
    ...routeOf(app, contract.contactsCsv),
    handler: async (req, reply) => {
      const csv = await contactsCsv(deps, caller(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'benutzerinteraktionen.csv'))
        .send(csv);
    },
  });
};
