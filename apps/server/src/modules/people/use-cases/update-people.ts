import type { UserUpdate } from '@zp/domain';
import { AppError, can } from '@zp/domain';
import type { InvestorUpdate } from '@zp/domain/people/people.contract';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { getPerson, getSuperuser, getUser, toInvestorAnswer } from './get-person.ts';
import { updatePerson } from './update-person.ts';

/** `PUT /user/:id/update`. */
export async function updateUserById(deps: Deps, c: AuthClaims, actor: Actor, id: number, patch: UserUpdate) {
  return updatePerson(deps, c, actor, await getUser(deps.db, c, id), patch);
}

/** `PUT /superuser/:id/update`: the person data, answered as the superuser detail. */
export async function updateSuperuser(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  patch: UserUpdate,
) {
  const { raw } = await getPerson(deps.db, c, 'superuser', id);
  await updatePerson(deps, c, actor, raw, patch);
  return getSuperuser(deps.db, c, id);
}

/** `PUT /investor/:id/update`: investor.update, or investor.identify for a body with the identification only. */
export async function updateInvestor(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  patch: InvestorUpdate,
) {
  const keys = Object.keys(patch);
  const identifyOnly = keys.length > 0 && keys.every((k) => k === 'isIdentified');
  if (!can(c.role, 'investor.update') && !(identifyOnly && can(c.role, 'investor.identify')))
    throw new AppError('FORBIDDEN');
  const { role, raw } = await getPerson(deps.db, c, 'investor', id);
  return toInvestorAnswer(role, await updatePerson(deps, c, actor, raw, patch));
}
