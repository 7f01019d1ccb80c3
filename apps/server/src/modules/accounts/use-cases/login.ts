import { AppError, accountTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { verifyPassword } from '../../../lib/password.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { requireScope, startSession } from './start-session.ts';

const MAX_FAILED_LOGINS = 10;

const LOCK_MS = 15 * 60 * 1000;

const wrongPassword = () =>
  AppError.validation({ password: accountTexts.wrongPassword }, accountTexts.wrongPassword);

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
