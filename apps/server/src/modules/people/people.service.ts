import { AppError, type UserUpdate } from '@zp/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { assertPersonAccess } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import {
  investors,
  issuers,
  products,
  resellers,
  salesreps,
  superusers,
  users,
  zeichnungen,
} from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { toUserDto } from './people.dto.ts';
import { downlineIds, findUserById, type UserRow, updateUser } from './people.repository.ts';

export async function getUser(exec: Executor, caller: AuthClaims, id: number) {
  const user = await findUserById(exec, id);
  if (!user) throw new AppError('NOT_FOUND');
  await assertPersonAccess(exec, caller, user, false);
  return user;
}

/** Only the identity check (legitimation) is the provider's to confirm; a person cannot mark itself identified. */
export async function updatePerson(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  user: UserRow,
  patch: UserUpdate & { isIdentified?: boolean },
) {
  await assertPersonAccess(deps.db, caller, user, true);
  // An issuer only confirms the identification of its investors; their person data stays theirs.
  if (
    caller.role === 'issuer' &&
    caller.userId !== user.id &&
    Object.keys(patch).some((k) => k !== 'isIdentified')
  ) {
    throw new AppError('FORBIDDEN');
  }
  if (
    patch.isIdentified !== undefined &&
    (caller.userId === user.id || !['admin', 'superuser', 'issuer'].includes(caller.role))
  ) {
    throw new AppError('FORBIDDEN');
  }
  return deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, patch);
    const before = Object.fromEntries(Object.keys(patch).map((k) => [k, user[k as keyof UserRow] ?? null]));
    await writeAudit(tx, actor, {
      action: 'user.update',
      entity: 'user',
      entityId: user.id,
      before,
      after: patch,
    });
    return toUserDto(updated!);
  });
}

/** The WHERE scoping a role list to what the caller may see (DECISIONS.md tenancy). Null = nothing. */
export async function scopeFor(
  exec: Executor,
  caller: AuthClaims,
  list: 'superuser' | 'reseller' | 'investor' | 'salesrep' | 'issuer',
): Promise<SQL | null | undefined> {
  if (caller.role === 'admin') return undefined;
  const tenant = caller.tenantId;
  switch (list) {
    case 'superuser':
      return caller.role === 'reseller' ? eq(superusers.resellerId, caller.roleId) : null;
    case 'reseller':
      return caller.role === 'reseller' ? eq(resellers.parentId, caller.roleId) : null;
    case 'issuer':
      if (caller.role === 'superuser' && tenant != null) return eq(issuers.superuserId, tenant);
      if (caller.role === 'reseller') {
        const recruited = exec
          .select({ id: superusers.id })
          .from(superusers)
          .where(eq(superusers.resellerId, caller.roleId));
        return inArray(issuers.superuserId, recruited);
      }
      return null;
    case 'investor':
      if (caller.role === 'superuser' && tenant != null) return eq(investors.superuserId, tenant);
      if (caller.role === 'issuer') {
        const subscribed = exec
          .select({ id: zeichnungen.investorId })
          .from(zeichnungen)
          .innerJoin(products, eq(products.id, zeichnungen.productId))
          .where(and(eq(products.issuerId, caller.roleId), isNull(zeichnungen.deletedAt)));
        return inArray(investors.id, subscribed);
      }
      if (caller.role === 'salesrep') {
        const [me] = await exec.select().from(salesreps).where(eq(salesreps.id, caller.roleId));
        return me?.isApproved && me.kind !== 'T' ? eq(investors.salesrepId, caller.roleId) : null;
      }
      return null;
    case 'salesrep':
      if ((caller.role === 'superuser' || caller.role === 'issuer') && tenant != null) {
        return eq(salesreps.superuserId, tenant);
      }
      if (caller.role === 'salesrep') {
        const ids = await downlineIds(exec, caller.roleId);
        return ids.length ? inArray(salesreps.id, ids) : null;
      }
      return null;
  }
}

export const userOfRole = async (
  exec: Executor,
  table: typeof superusers | typeof resellers | typeof investors | typeof salesreps,
  id: number,
) => {
  const [row] = await exec
    .select({ user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, id));
  return row?.user ?? null;
};
