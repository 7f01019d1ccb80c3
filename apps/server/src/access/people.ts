import { AppError } from '@zp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { investors, issuers, products, superusers, zeichnungen } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import type { UserRow } from '../modules/people/people.repository.ts';

/** Does `user` belong to the caller's tenant (portal accounts or issuers of the caller's superuser)? */
async function inTenant(exec: Executor, tenantId: number, user: UserRow): Promise<boolean> {
  if (user.scope === `investor:${tenantId}` || user.scope === `broker:${tenantId}`) return true;
  if (user.role === 'issuer') {
    const [row] = await exec
      .select({ t: issuers.superuserId })
      .from(issuers)
      .where(eq(issuers.userId, user.id));
    return row?.t === tenantId;
  }
  if (user.role === 'superuser') {
    const [row] = await exec
      .select({ id: superusers.id })
      .from(superusers)
      .where(eq(superusers.userId, user.id));
    return row?.id === tenantId;
  }
  return false;
}

async function recruitedBy(exec: Executor, resellerId: number, user: UserRow): Promise<boolean> {
  if (user.role !== 'superuser') return false;
  const [row] = await exec
    .select({ r: superusers.resellerId })
    .from(superusers)
    .where(eq(superusers.userId, user.id));
  return row?.r === resellerId;
}

/** Issuers see investors through subscriptions to their own products (DECISIONS.md). */
export async function subscribedToIssuer(exec: Executor, issuerId: number, user: UserRow): Promise<boolean> {
  if (user.role !== 'investor') return false;
  const [row] = await exec
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .innerJoin(investors, eq(investors.id, zeichnungen.investorId))
    .where(and(eq(products.issuerId, issuerId), eq(investors.userId, user.id), isNull(zeichnungen.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Row-level access to a person (DECISIONS.md "tenant"): self; admin everything; a superuser its tenant;
 * a reseller the superusers it recruited (read only). Everyone else gets a 404, so ids of other tenants leak nothing.
 */
export async function assertPersonAccess(exec: Executor, caller: AuthClaims, user: UserRow, write: boolean) {
  if (caller.userId === user.id || caller.role === 'admin') return;
  if (caller.role === 'superuser' && caller.tenantId != null && (await inTenant(exec, caller.tenantId, user)))
    return;
  if (!write && caller.role === 'reseller' && (await recruitedBy(exec, caller.roleId, user))) return;
  if (caller.role === 'issuer' && (await subscribedToIssuer(exec, caller.roleId, user))) return;
  throw new AppError('NOT_FOUND');
}
