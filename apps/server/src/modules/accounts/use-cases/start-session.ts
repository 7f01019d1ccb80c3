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
  const familyId = randomUUID();
  const { access, role } = await signAccessOf(deps, exec, user, familyId);
  const refresh = await repo.insertRefresh(exec, user.id, familyId, REFRESH_TTL_MS);
  return loginAnswer(deps, exec, user, role.roleId, access, refresh);
}

/** A fresh access token of the account (its role row and tenant read now), bound to its session (refresh family). */
export async function signAccessOf(deps: Deps, exec: Executor, user: repo.UserRow, familyId: string) {
  const role = await repo.roleOf(exec, user);
  const access = await deps.tokens.signAccess({
    userId: user.id,
    role: user.role,
    ...role,
    scope: user.scope,
    sessionId: familyId,
  });
  return { access, role };
}
