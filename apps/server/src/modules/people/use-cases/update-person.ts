import { AppError, can, type UserUpdate } from '@zp/domain';
import { isSelf } from '@zp/domain/auth/access';
import { assertCanUpdatePerson } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import { lockUser, type UserRow, updateUser } from '../people.repository.ts';

/** What a person update may change: the person's data and, for the provider, the identification. */
type PersonPatch = UserUpdate & { isIdentified?: boolean };

/** updateLockedPerson in a transaction of its own, for a user read outside it (locked here for the "before"). */
export function updatePerson(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  user: UserRow,
  patch: PersonPatch,
) {
  return deps.db.transaction(async (tx) => {
    // "before" is the row as this update finds it, locked: a concurrent edit of the same person commits first or
    // waits, and each entry shows what its own update replaced
    const current = (await lockUser(tx, user.id)) ?? user;
    return updateLockedPerson(tx, caller, actor, current, patch);
  });
}

/**
 * Person data of someone else is the tenant's side's to edit (an issuer only confirms the identification of its
 * investors); the identity check (legitimation) is the provider's to confirm, never the person's own. Runs in the
 * caller's transaction, for a user row read under lock in it (getPerson with `lock`, or updatePerson): that row is
 * the audit entry's "before".
 */
export async function updateLockedPerson(
  tx: Executor,
  caller: AuthClaims,
  actor: Actor,
  locked: UserRow,
  patch: PersonPatch,
) {
  await assertCanUpdatePerson(tx, caller, locked);
  const self = isSelf(caller, locked.id);
  if (
    !self &&
    !can(caller.role, 'user.updateOthers') &&
    Object.keys(patch).some((k) => k !== 'isIdentified')
  ) {
    throw new AppError('FORBIDDEN');
  }
  if (patch.isIdentified !== undefined && (self || !can(caller.role, 'investor.identify'))) {
    throw new AppError('FORBIDDEN');
  }
  const updated = await updateUser(tx, locked.id, patch);
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, locked[k as keyof UserRow] ?? null]));
  await writeAudit(tx, actor, {
    action: 'user.update',
    entity: 'user',
    entityId: locked.id,
    before,
    after: patch,
  });
  return toUserDto(updated!);
}
