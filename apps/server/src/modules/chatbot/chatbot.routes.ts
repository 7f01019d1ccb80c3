import * as contract from '@zp/domain/engagement/chatbot.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { askChatbot, getPortalChatbot, getPublicChatbot } from './use-cases/ask-chatbot.ts';
import { deleteChatbotEntry } from './use-cases/delete-entry.ts';
import { getChatbot } from './use-cases/get-chatbot.ts';
import { saveChatbot } from './use-cases/save-chatbot.ts';

export const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The public endpoints are rate limited per client address like sign-in and sign-up (AUTH_RATE_LIMIT a minute
  // for questions; reading the greeting, which every page view of a portal does, four times that).
  const max = deps.config.authRateLimit;
  const askLimit = { rateLimit: { max, timeWindow: '1 minute' } };
  const readLimit = { rateLimit: { max: max * 4, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(app, contract.getChatbot),
    handler: (req) => getChatbot(deps, caller(req), actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, contract.saveChatbot),
    handler: (req) => saveChatbot(deps, caller(req), actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, contract.deleteChatbotEntry),
    handler: async (req, reply) => {
      await deleteChatbotEntry(deps, caller(req), actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...routeOf(app, contract.getPortalChatbot),
    config: readLimit,
    handler: (req) => getPortalChatbot(deps, req.headers.host),
  });
  app.route({
    ...routeOf(app, contract.getPublicChatbot),
    config: readLimit,
    handler: (req) => getPublicChatbot(deps, req.params.superuserId),
  });
  app.route({
    ...routeOf(app, contract.askChatbot),
    config: askLimit,
    handler: (req) => askChatbot(deps, req.body),
  });
};
