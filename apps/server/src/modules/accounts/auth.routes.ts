import { accountTexts } from '@zp/domain';
import * as c from '@zp/domain/accounts/accounts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/auth.ts';
import { checkActivationCode } from './use-cases/check-activation-code.ts';
import { login } from './use-cases/login.ts';
import { logout } from './use-cases/logout.ts';
import { refreshSession } from './use-cases/refresh-session.ts';
import { requestPasswordReset } from './use-cases/request-password-reset.ts';
import { resetPassword } from './use-cases/reset-password.ts';
import { setPassword } from './use-cases/set-password.ts';
import { type SignupRole, signup } from './use-cases/sign-up.ts';

const SIGNUPS = [
  [c.signupSuperuser, 'superuser'],
  [c.signupReseller, 'reseller'],
  [c.signupInvestor, 'investor'],
  [c.signupSalesrep, 'salesrep'],
] as const satisfies readonly (readonly [unknown, SignupRole])[];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.deps.config.authRateLimit, timeWindow: '1 minute' };
  const config = { rateLimit };
  const portalOf = (host: string | undefined) => app.deps.portals.forHost(host);

  for (const [contract, role] of SIGNUPS) {
    app.route({
      ...routeOf(app, contract),
      config,
      handler: async (request, reply) => {
        const portal = await portalOf(request.headers.host);
        return reply.status(201).send(await signup(app.deps, portal, role, request.body, actorOf(request)));
      },
    });
  }

  app.route({
    ...routeOf(app, c.setPassword),
    config,
    handler: async (request) =>
      setPassword(app.deps, await portalOf(request.headers.host), request.body, actorOf(request)),
  });

  app.route({
    ...routeOf(app, c.checkActivationCode),
    config,
    handler: async (request) =>
      checkActivationCode(app.deps, await portalOf(request.headers.host), request.body),
  });

  app.route({
    ...routeOf(app, c.login),
    config,
    handler: async (request) => {
      const { email, password } = request.body;
      return login(app.deps, await portalOf(request.headers.host), email, password, actorOf(request));
    },
  });

  app.route({
    ...routeOf(app, c.refreshToken),
    config: { rateLimit: { max: rateLimit.max * 4, timeWindow: '1 minute' } },
    handler: async (request) =>
      refreshSession(app.deps, await portalOf(request.headers.host), request.body.refresh, actorOf(request)),
  });

  app.route({
    ...routeOf(app, c.logout),
    handler: async (request, reply) => {
      await logout(app.deps, request.body.refresh, actorOf(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, c.requestPasswordReset),
    config,
    handler: async (request) => {
      const portal = await portalOf(request.headers.host);
      await requestPasswordReset(app.deps, portal, request.body.email, actorOf(request));
      return { detail: accountTexts.resetRequestSent };
    },
  });

  app.route({
    ...routeOf(app, c.resetPassword),
    config,
    handler: async (request) => {
      await resetPassword(app.deps, await portalOf(request.headers.host), request.body, actorOf(request));
      return { detail: accountTexts.resetDone };
    },
  });
};
