import { AppError } from '@zp/domain';
import { assertCanReadPerson } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import {
  bookingStatusOf,
  findRole,
  findUserById,
  type PersonKind,
  ROLE_TABLES,
  type UserRow,
} from '../people.repository.ts';

type Row = { role: Record<string, unknown> & { id: number }; user: UserRow };

/** A person the caller may read (the access module decides; others are a 404). */
export async function getUser(exec: Executor, caller: AuthClaims, id: number) {
  const user = await findUserById(exec, id);
  if (!user) throw new AppError('NOT_FOUND');
  await assertCanReadPerson(exec, caller, user);
  return user;
}

/**
 * A role row with its person, after the person-level access check. `lock` (inside a transaction): the person's user
 * row stays locked until it ends, for an update of it.
 */
export async function getPerson(
  exec: Executor,
  caller: AuthClaims,
  kind: PersonKind,
  id: number,
  lock = false,
) {
  const row = (await findRole(exec, ROLE_TABLES[kind], id, lock)) as Row | null;
  if (!row) throw new AppError('NOT_FOUND');
  await assertCanReadPerson(exec, caller, row.user);
  return { role: row.role, user: toUserDto(row.user), raw: row.user };
}

export async function getSuperuser(exec: Executor, caller: AuthClaims, id: number) {
  const { role, user } = await getPerson(exec, caller, 'superuser', id);
  const status = (await bookingStatusOf(exec, [id])).get(id);
  return {
    id,
    user,
    resellerId: (role.resellerId as number | null) ?? null,
    booking: status ? { status } : null,
  };
}

export async function getReseller(exec: Executor, caller: AuthClaims, id: number) {
  const { role, user } = await getPerson(exec, caller, 'reseller', id);
  return { id: role.id, user, parentId: (role.parentId as number | null) ?? null };
}

export const toInvestorAnswer = (
  role: Record<string, unknown> & { id: number },
  user: ReturnType<typeof toUserDto>,
) => ({
  id: role.id,
  user,
  superuserId: role.superuserId as number,
  salesrepId: (role.salesrepId as number | null) ?? null,
});

export async function getInvestor(exec: Executor, caller: AuthClaims, id: number) {
  const { role, user } = await getPerson(exec, caller, 'investor', id);
  return toInvestorAnswer(role, user);
}
