import { randomUUID } from 'node:crypto';
import { AppError, accountTexts, mailTexts } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { REFRESH_TTL_MS, RESET_TTL_MS } from '../../lib/tokens.ts';
import { type Portal, scopeOfPortal } from '../portals/portal.service.ts';
import * as repo from './accounts.repository.ts';
import { portalBaseUrl, resetLink } from './links.ts';
import { type LoginAnswer, loginAnswer } from './login-answer.ts';

const MAX_FAILED_LOGINS = 10;
const LOCK_MS = 15 * 60 * 1000;

/** The account scope of the host, or 403 where nobody may sign in (unknown or offline portal, landing page). */
export function requireScope(portal: Portal): string {
  const scope = scopeOfPortal(portal);
  if (!scope) throw new AppError('FORBIDDEN', { detail: accountTexts.notAllowedHere });
  return scope;
}

const wrongPassword = () =>
  AppError.validation({ password: accountTexts.wrongPassword }, accountTexts.wrongPassword);

/** Issues a fresh token pair (new refresh family) and the login answer of spec 001 §3. */
export async function startSession(deps: Deps, exec: Executor, user: repo.UserRow): Promise<LoginAnswer> {
  const role = await repo.roleOf(exec, user);
  const access = await deps.tokens.signAccess({
    userId: user.id,
    role: user.role,
    ...role,
    scope: user.scope,
  });
  const refresh = await repo.insertRefresh(exec, user.id, randomUUID(), REFRESH_TTL_MS);
  return loginAnswer(deps, exec, user, role.roleId, access, refresh);
}

export async function login(deps: Deps, portal: Portal, email: string, password: string, actor: Actor) {
  const scope = requireScope(portal);
  const user = await repo.findUser(deps.db, email, scope);
  if (!user) {
    // An account of this e-mail on another portal: say it may not sign in here rather than "wrong password".
    for (const other of await repo.findUsersByEmail(deps.db, email)) {
      if (await verifyPassword(other.passwordHash, password)) {
        await writeAudit(deps.db, actor, {
          action: 'auth.login_refused',
          entity: 'user',
          entityId: other.id,
          after: { scope },
        });
        throw new AppError('FORBIDDEN', { detail: accountTexts.notAllowedHere });
      }
    }
    throw wrongPassword();
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    throw new AppError('TOO_MANY_REQUESTS', { detail: accountTexts.accountLocked });
  }
  if (!user.passwordHash) throw new AppError('FORBIDDEN', { detail: accountTexts.accountNotActive });
  if (!(await verifyPassword(user.passwordHash, password))) {
    const { failed, locked: lock } = await repo.recordFailedLogin(
      deps.db,
      user.id,
      MAX_FAILED_LOGINS,
      LOCK_MS,
    );
    await writeAudit(deps.db, actor, {
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user.id,
      after: { failed, locked: lock },
    });
    throw wrongPassword();
  }
  return deps.db.transaction(async (tx) => {
    const [fresh] = await repo.updateUser(tx, user.id, {
      failedLogins: 0,
      lockedUntil: null,
      hasLoggedin: true,
    });
    await writeAudit(
      tx,
      { ...actor, userId: user.id, role: user.role },
      { action: 'auth.login', entity: 'user', entityId: user.id },
    );
    // The answer tells whether this is the first sign-in (the web app shows /congrats then).
    return startSession(deps, tx, { ...fresh!, hasLoggedin: user.hasLoggedin });
  });
}

export async function refresh(deps: Deps, portal: Portal, token: string, actor: Actor) {
  const row = await repo.findRefresh(deps.db, token);
  const unauthorized = () => new AppError('UNAUTHORIZED', { detail: accountTexts.sessionExpired });
  if (!row || row.revokedAt || row.expiresAt < new Date()) throw unauthorized();
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user || user.scope !== scopeOfPortal(portal)) throw unauthorized();
  const result = await deps.db.transaction(async (tx) => {
    if (!(await repo.markRotated(tx, row.id))) {
      await repo.revokeFamily(tx, row.familyId);
      await writeAudit(
        tx,
        { ...actor, userId: user.id, role: user.role },
        {
          action: 'auth.refresh_reuse',
          entity: 'user',
          entityId: user.id,
          after: { familyId: row.familyId },
        },
      );
      return null;
    }
    const role = await repo.roleOf(tx, user);
    const access = await deps.tokens.signAccess({
      userId: user.id,
      role: user.role,
      ...role,
      scope: user.scope,
    });
    const next = await repo.insertRefresh(tx, user.id, row.familyId, REFRESH_TTL_MS);
    return { access, refresh: next };
  });
  if (!result) throw unauthorized();
  return result;
}

export async function logout(deps: Deps, token: string, actor: Actor): Promise<void> {
  const row = await repo.findRefresh(deps.db, token);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await repo.revokeFamily(tx, row.familyId);
    await writeAudit(
      tx,
      { ...actor, userId: row.userId },
      { action: 'auth.logout', entity: 'user', entityId: row.userId },
    );
  });
}

export async function requestReset(deps: Deps, portal: Portal, email: string, actor: Actor): Promise<void> {
  const scope = requireScope(portal);
  const user = await repo.findUser(deps.db, email, scope);
  if (!user)
    throw new AppError('NOT_FOUND', {
      detail: accountTexts.unknownEmail,
      errors: { email: accountTexts.unknownEmail },
    });
  if ((await repo.countRecentCodes(deps.db, user.id, 'reset', 3600_000)) >= 3)
    throw new AppError('TOO_MANY_REQUESTS');
  await deps.db.transaction(async (tx) => {
    const code = await repo.createCode(tx, user.id, 'reset', RESET_TTL_MS);
    const link = resetLink(portalBaseUrl(deps.config, portal), user.email, code);
    const content = renderMail({
      greeting: mailTexts.activationGreeting(`${user.firstName} ${user.lastName}`.trim()),
      paragraphs: [mailTexts.resetBody],
      action: { label: mailTexts.resetAction, url: link },
    });
    await deps.mailer.send(tx, { to: user.email, subject: mailTexts.resetSubject, ...content });
    await writeAudit(tx, actor, { action: 'auth.reset_requested', entity: 'user', entityId: user.id });
  });
}

export async function resetPassword(
  deps: Deps,
  portal: Portal,
  input: { email: string; reset_code: string; password: string },
  actor: Actor,
) {
  const scope = requireScope(portal);
  const invalid = () =>
    AppError.validation({ reset_code: accountTexts.invalidReset }, accountTexts.invalidReset);
  const user = await repo.findUser(deps.db, input.email, scope);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, user.id, 'reset', input.reset_code))) throw invalid();
    await repo.updateUser(tx, user.id, { passwordHash, isActive: true, failedLogins: 0, lockedUntil: null });
    await repo.revokeAllOfUser(tx, user.id);
    const content = renderMail({
      greeting: mailTexts.activationGreeting(`${user.firstName} ${user.lastName}`.trim()),
      paragraphs: [mailTexts.passwordChangedBody],
    });
    await deps.mailer.send(tx, { to: user.email, subject: mailTexts.passwordChangedSubject, ...content });
    await writeAudit(
      tx,
      { ...actor, userId: user.id, role: user.role },
      { action: 'auth.password_reset', entity: 'user', entityId: user.id },
    );
  });
}
