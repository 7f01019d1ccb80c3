import { AppError, can, type UserUpdate } from '@zp/domain';
import { isSelf } from '@zp/domain/auth/access';
import { assertCanUpdatePerson } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import { lockUser, type UserRow, updateUser } from '../people.repository.ts';

/**
 * Person data of someone else is the tenant's side's to edit (an issuer only confirms the identification of its
 * investors); the identity check (legitimation) is the provider's to confirm, never the person's own.
 */
export async function updatePerson(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  user: UserRow,
  patch: UserUpdate & { isIdentified?: boolean },
) {
  await assertCanUpdatePerson(deps.db, caller, user);
  assertMayChange(caller, user, patch);
  return deps.db.transaction(async (tx) => {
    // "before" is the row as this update finds it, locked: a concurrent edit of the same person commits first or
    // waits, and each entry shows what its own update replaced
    const current = (await lockUser(tx, user.id)) ?? user;
    return writePerson(tx, actor, current, patch);
  });
}

/**
 * updatePerson inside the caller's transaction, for a user row the caller has read under lock in it (getPerson with
 * `lock`): that row is the audit entry's "before", and no second read is made.
 */
export async function updateLockedPerson(
  tx: Executor,
  caller: AuthClaims,
  actor: Actor,
  locked: UserRow,
  patch: UserUpdate & { isIdentified?: boolean },
) {
  await assertCanUpdatePerson(tx, caller, locked);
  assertMayChange(caller, locked, patch);
  return writePerson(tx, actor, locked, patch);
}

function assertMayChange(caller: AuthClaims, user: UserRow, patch: UserUpdate & { isIdentified?: boolean }) {
  const self = isSelf(caller, user.id);
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
}

/** The update and its audit entry, whose "before" is `current` (the row as locked by this transaction). */
async function writePerson(
  tx: Executor,
  actor: Actor,
  current: UserRow,
  patch: UserUpdate & { isIdentified?: boolean },
) {
  const updated = await updateUser(tx, current.id, patch);
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, current[k as keyof UserRow] ?? null]));
  await writeAudit(tx, actor, {
    action: 'user.update',
    entity: 'user',
    entityId: current.id,
    before,
    after: patch,
  });
  return toUserDto(updated!);
}
