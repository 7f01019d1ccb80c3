import {
  accountTexts,
  investorSignupSchema,
  loginSchema,
  refreshSchema,
  resellerSignupSchema,
  resetPasswordSchema,
  resetRequestSchema,
  salesrepSignupSchema,
  setPasswordSchema,
  superuserSignupSchema,
} from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { createdSchema, detailSchema, loginAnswerSchema, tokenPairSchema } from './auth.schemas.ts';
import * as auth from './auth.service.ts';
import { type SignupRole, setPassword, signup } from './signup.service.ts';

const SIGNUPS = [
  ['/signup', 'superuser', superuserSignupSchema],
  ['/reseller/signup', 'reseller', resellerSignupSchema],
  ['/investor/signup', 'investor', investorSignupSchema],
  ['/salesrep/signup', 'salesrep', salesrepSignupSchema],
] as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.deps.config.authRateLimit, timeWindow: '1 minute' };
  const portalOf = (host: string | undefined) => app.deps.portals.forHost(host);

  for (const [url, role, schema] of SIGNUPS) {
    app.post(
      url,
      {
        config: { rateLimit },
        schema: {
          tags: ['accounts'],
          summary: `Register a ${role} account on this host's portal; mails the activation link`,
          body: schema,
          response: { 201: createdSchema },
        },
      },
      async (request, reply) => {
        const portal = await portalOf(request.headers.host);
        const created = await signup(app.deps, portal, role as SignupRole, request.body, actorOf(request));
        return reply.status(201).send(created);
      },
    );
  }

  app.post(
    '/set-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Activate with the mailed code and set the password (signs in)',
        body: setPasswordSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request) =>
      setPassword(app.deps, await portalOf(request.headers.host), request.body, actorOf(request)),
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Sign in on this host's portal",
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      return auth.login(app.deps, await portalOf(request.headers.host), email, password, actorOf(request));
    },
  );

  app.post(
    '/token/refresh',
    {
      config: { rateLimit: { max: rateLimit.max * 4, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Rotate the refresh token (a reused one revokes its family)',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) =>
      auth.refresh(app.deps, await portalOf(request.headers.host), request.body.refresh, actorOf(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the session of this refresh token',
        body: refreshSchema,
      },
    },
    async (request, reply) => {
      await auth.logout(app.deps, request.body.refresh, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/reset-password-request',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        body: resetRequestSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await auth.requestReset(
        app.deps,
        await portalOf(request.headers.host),
        request.body.email,
        actorOf(request),
      );
      return { detail: accountTexts.resetRequestSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed reset code',
        body: resetPasswordSchema,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(
        app.deps,
        await portalOf(request.headers.host),
        request.body,
        actorOf(request),
      );
      return { detail: accountTexts.resetDone };
    },
  );
};
