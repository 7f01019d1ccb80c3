import type { UserUpdate } from '@zp/domain';
import { AppError, can, LANDING_FORM_KEYS, userUpdateSchema } from '@zp/domain';
import type { InvestorUpdate } from '@zp/domain/people/people.contract';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { hasLandingInput, saveLandingPage } from '../../landing-page/landing-page.service.ts';
import { getPerson, getSuperuser, getUser, toInvestorAnswer } from './get-person.ts';
import { updateLockedPerson, updatePerson } from './update-person.ts';

/** `PUT /user/:id/update`. */
export async function updateUserById(deps: Deps, c: AuthClaims, actor: Actor, id: number, patch: UserUpdate) {
  return updatePerson(deps, c, actor, await getUser(deps.db, c, id), patch);
}

/**
 * `PUT /superuser/:id/update` (JSON or multipart): the person data, and from the provider itself its landing page
 * (issue 20, decision 034); answered as the superuser detail.
 */
export async function updateSuperuser(deps: Deps, c: AuthClaims, actor: Actor, id: number, form: FormInput) {
  const { raw } = await getPerson(deps.db, c, 'superuser', id);
  const personFields = Object.fromEntries(
    Object.entries(form.fields).filter(([k]) => !LANDING_FORM_KEYS.includes(k)),
  );
  const landing = hasLandingInput(form);
  // Both parts are checked before anything is saved: a bad field in either saves nothing.
  const patch =
    !landing || Object.keys(personFields).length > 0 ? parseFields(userUpdateSchema, personFields) : null;
  if (landing) await saveLandingPage(deps, c, actor, id, form);
  if (patch) await updatePerson(deps, c, actor, raw, patch);
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
  // the investor read with its user locked, in the update's transaction: the lock read is the audit's "before"
  return deps.db.transaction(async (tx) => {
    const { role, raw } = await getPerson(tx, c, 'investor', id, true);
    return toInvestorAnswer(role, await updateLockedPerson(tx, c, actor, raw, patch));
  });
}
