import { randomUUID } from 'node:crypto';
import { AppError, accountTexts } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { REFRESH_TTL_MS } from '../../../lib/tokens.ts';
import { type Portal, scopeOfPortal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { type LoginAnswer, loginAnswer } from '../login-answer.ts';

/** The account scope of the host, or 403 where nobody may sign in (unknown or offline portal, landing page). */
export function requireScope(portal: Portal): string {
  const scope = scopeOfPortal(portal);
  if (!scope) throw new AppError('FORBIDDEN', { detail: accountTexts.notAllowedHere });
  return scope;
}

/** Issues a fresh token pair (new refresh family) and the login answer of spec 001 §3. */
export async function startSession(deps: Deps, exec: Executor, user: repo.UserRow): Promise<LoginAnswer> {
  const { access, role } = await signAccessOf(deps, exec, user);
  const refresh = await repo.insertRefresh(exec, user.id, randomUUID(), REFRESH_TTL_MS);
  return loginAnswer(deps, exec, user, role.roleId, access, refresh);
}

/** A fresh access token of the account (its role row and tenant read now). */
export async function signAccessOf(deps: Deps, exec: Executor, user: repo.UserRow) {
  const role = await repo.roleOf(exec, user);
  const access = await deps.tokens.signAccess({
    userId: user.id,
    role: user.role,
    ...role,
    scope: user.scope,
  });
  return { access, role };
}
