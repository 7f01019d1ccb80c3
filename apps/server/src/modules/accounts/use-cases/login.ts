import { AppError, accountTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { dummyHash } from '../../../lib/password.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { admit, recordFailure, recordSuccess } from '../sign-in-throttle.ts';
import { requireScope, startSession } from './start-session.ts';

const wrongPassword = () =>
  AppError.validation({ password: accountTexts.wrongPassword }, accountTexts.wrongPassword);

/**
 * Sign-in (spec 001 §3). Every path checks one password hash (a dummy one for unknown e-mails), every failed try
 * counts toward the throttle (sign-in-throttle.ts) whatever the host, and an account of another portal is answered
 * 403 whether the password is right or not — no oracle.
 */
export async function login(deps: Deps, portal: Portal, email: string, password: string, actor: Actor) {
  const scope = requireScope(portal);
  const user = await repo.findUser(deps.db, email, scope);
  const foreign = user ? null : ((await repo.findUsersByEmail(deps.db, email))[0] ?? null);
  const { attempt, counted } = await admit(deps.db, actor.ip ?? '', user ?? foreign);
  if (foreign) {
    await deps.passwords.verify(await dummyHash(), password);
    await recordFailure(deps.db, attempt);
    await writeAudit(deps.db, actor, {
      action: 'auth.login_refused',
      entity: 'user',
      entityId: foreign.id,
      after: { scope, ...counted },
    });
    throw new AppError('FORBIDDEN', { detail: accountTexts.notAllowedHere });
  }
  if (!user) {
    await deps.passwords.verify(await dummyHash(), password);
    await recordFailure(deps.db, attempt);
    throw wrongPassword();
  }
  if (!user.passwordHash) throw new AppError('FORBIDDEN', { detail: accountTexts.accountNotActive });
  if (!(await deps.passwords.verify(user.passwordHash, password))) {
    await recordFailure(deps.db, attempt);
    await writeAudit(deps.db, actor, {
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user.id,
      after: counted,
    });
    throw wrongPassword();
  }
  return deps.db.transaction(async (tx) => {
    await recordSuccess(tx, { ...attempt, account: user });
    const [fresh] = await repo.updateUser(tx, user.id, { hasLoggedin: true });
    await writeAudit(
      tx,
      { ...actor, userId: user.id, role: user.role },
      { action: 'auth.login', entity: 'user', entityId: user.id },
    );
    // The answer tells whether this is the first sign-in (the web app shows /congrats then).
    return startSession(deps, tx, { ...fresh!, hasLoggedin: user.hasLoggedin });
  });
}
