import { AppError, accountTexts, can, type Permission } from '@zp/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Actor } from '../lib/audit.ts';
import type { AuthClaims, TokenService } from '../lib/tokens.ts';
import { scopeOfPortal } from '../modules/portals/portal.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthClaims | null;
  }
}

/** Reads the bearer token; a token is only valid on the portal (host) it was issued for. */
async function authenticate(
  app: FastifyInstance,
  tokens: TokenService,
  request: FastifyRequest,
): Promise<AuthClaims> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = await tokens.verifyAccess(token);
  if (!claims) throw new AppError('UNAUTHORIZED', { detail: accountTexts.sessionExpired });
  const portal = await app.deps.portals.forHost(request.headers.host);
  if (scopeOfPortal(portal) !== claims.scope) throw new AppError('UNAUTHORIZED');
  // The token dies with its session (logout, reuse revocation, password reset), on every instance at once
  // (modules/accounts/sessions.ts, decision 058).
  if (claims.sessionId && !(await app.deps.sessions.isLive(claims.sessionId)))
    throw new AppError('UNAUTHORIZED', { detail: accountTexts.sessionExpired });
  request.auth = claims;
  return claims;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', (async (request) => {
    await authenticate(app, tokens, request);
  }) as onRequestAsyncHookHandler);
  app.decorate('requirePermission', (permission: Permission) => {
    const handler: onRequestAsyncHookHandler = async (request) => {
      const claims = await authenticate(app, tokens, request);
      if (!can(claims.role, permission)) throw new AppError('FORBIDDEN');
    };
    return handler;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireAuth: onRequestAsyncHookHandler;
    requirePermission(permission: Permission): onRequestAsyncHookHandler;
  }
}

/** The authenticated caller; only call behind requireAuth/requirePermission. */
export function caller(request: FastifyRequest): AuthClaims {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** The audit actor of a request (anonymous before sign-in). */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth?.userId ?? null,
    role: request.auth?.role ?? null,
    requestId: request.id,
    ip: request.ip,
  };
}
