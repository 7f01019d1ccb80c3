import { accountTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { Portal } from '../../portals/portal.service.ts';
import { scopeOfPortal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';

const ANSWERS = {
  valid: accountTexts.activationValid,
  used: accountTexts.activationUsed,
  expired: accountTexts.activationExpired,
  invalid: accountTexts.invalidActivation,
} as const;

/**
 * The activation page asks first whether its link still works, so a used or invalid link is reported when the
 * page opens, not after the password was typed twice. Read-only: the code stays valid for `set-password`.
 */
export async function checkActivationCode(
  deps: Deps,
  portal: Portal,
  input: { email: string; activationCode: string },
): Promise<{ status: keyof typeof ANSWERS; detail: string }> {
  const answer = (status: keyof typeof ANSWERS) => ({ status, detail: ANSWERS[status] });
  const scope = scopeOfPortal(portal);
  if (!scope || !input.activationCode) return answer('invalid');
  const user = await repo.findUser(deps.db, input.email, scope);
  if (!user) return answer('invalid');
  const state = await repo.codeState(deps.db, user.id, 'activation', input.activationCode);
  if (state === 'unknown') return answer('invalid');
  if (state === 'used' && !user.isActive) return answer('invalid');
  return answer(state);
}
