import { AppError, accountTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { requireScope, startSession } from './start-session.ts';

/** Activation: a valid code sets the first password and signs the user in (spec 001 §4 registration flow). */
export async function setPassword(
  deps: Deps,
  portal: Portal,
  input: { email: string; password: string; activationCode: string },
  actor: Actor,
) {
  const scope = requireScope(portal);
  const invalid = () =>
    AppError.validation({ activationCode: accountTexts.invalidActivation }, accountTexts.invalidActivation);
  const user = await repo.findUser(deps.db, input.email, scope);
  if (!user) throw invalid();
  if (!(await repo.codeIsValid(deps.db, user.id, 'activation', input.activationCode))) throw invalid();
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, user.id, 'activation', input.activationCode))) throw invalid();
    const [fresh] = await repo.updateUser(tx, user.id, { passwordHash, isActive: true, hasLoggedin: true });
    // The password is set: every other outstanding code (activation or reset) of the account is void.
    await repo.voidCodes(tx, user.id);
    await writeAudit(
      tx,
      { ...actor, userId: user.id, role: user.role },
      {
        action: 'auth.activate',
        entity: 'user',
        entityId: user.id,
      },
    );
    return startSession(deps, tx, { ...fresh!, hasLoggedin: user.hasLoggedin });
  });
}
