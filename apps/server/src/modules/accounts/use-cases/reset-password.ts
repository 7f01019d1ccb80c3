import { AppError, accountTexts, mailTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { mailBrandOfPortal } from '../../portals/mail-brand.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { clearLocks } from '../sign-in-throttle.ts';
import { requireScope } from './start-session.ts';

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
  // The code first: a wrong code costs a lookup, for an existing account as for an unknown one (no timing oracle).
  if (!(await repo.codeIsValid(deps.db, user.id, 'reset', input.reset_code))) throw invalid();
  const passwordHash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, user.id, 'reset', input.reset_code))) throw invalid();
    await repo.updateUser(tx, user.id, { passwordHash, isActive: true, failedLogins: 0, lockedUntil: null });
    // Every other outstanding code dies with the old password; every session (and its access tokens) too.
    await repo.voidCodes(tx, user.id);
    await clearLocks(tx, user.id);
    await repo.revokeAllOfUser(tx, user.id);
    const content = renderMail(
      {
        greeting: mailTexts.activationGreeting(`${user.firstName} ${user.lastName}`.trim()),
        paragraphs: [mailTexts.passwordChangedBody],
      },
      mailBrandOfPortal(deps.config, portal),
    );
    await deps.mailer.send(tx, { to: user.email, subject: mailTexts.passwordChangedSubject, ...content });
    await writeAudit(
      tx,
      { ...actor, userId: user.id, role: user.role },
      { action: 'auth.password_reset', entity: 'user', entityId: user.id },
    );
  });
}
