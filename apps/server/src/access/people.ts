// People: which persons a caller may read or change, and which rows of each person list it sees.
import { AppError } from '@zp/domain';
import {
  isAdmin,
  isInDownline,
  isOwnSalesrep,
  isOwnTenant,
  isRecruitedBy,
  isSelf,
  isTenantIssuer,
} from '@zp/domain/auth/access';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { investors, issuers, products, resellers, salesreps, superusers, zeichnungen } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { downlineIds, type UserRow } from '../modules/people/people.repository.ts';

/** The tenant (superusers.id) a person belongs to: portal accounts by scope, issuers and superusers by row. */
async function tenantOf(exec: Executor, user: UserRow): Promise<number | null> {
  const [kind, id] = user.scope.split(':');
  if ((kind === 'investor' || kind === 'broker') && id) return Number(id);
  if (user.role === 'issuer') {
    const [row] = await exec
      .select({ t: issuers.superuserId })
      .from(issuers)
      .where(eq(issuers.userId, user.id));
    return row?.t ?? null;
  }
  if (user.role === 'superuser') {
    const [row] = await exec
      .select({ id: superusers.id })
      .from(superusers)
      .where(eq(superusers.userId, user.id));
    return row?.id ?? null;
  }
  return null;
}

async function recruiterOf(exec: Executor, user: UserRow): Promise<number | null> {
  if (user.role !== 'superuser') return null;
  const [row] = await exec
    .select({ r: superusers.resellerId })
    .from(superusers)
    .where(eq(superusers.userId, user.id));
  return row?.r ?? null;
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
 * a reseller the superusers it recruited (read only); an issuer the investors of its products.
 * Everyone else gets a 404, so ids of other tenants leak nothing.
 */
async function assertPersonAccess(exec: Executor, caller: AuthClaims, user: UserRow, write: boolean) {
  if (isSelf(caller, user.id) || isAdmin(caller)) return;
  if (isOwnTenant(caller, caller.tenantId) && isOwnTenant(caller, await tenantOf(exec, user))) return;
  if (
    !write &&
    caller.role === 'reseller' &&
    isRecruitedBy(caller, { resellerId: await recruiterOf(exec, user) })
  )
    return;
  if (caller.role === 'issuer' && (await subscribedToIssuer(exec, caller.roleId, user))) return;
  throw new AppError('NOT_FOUND');
}

export type SalesrepRow = typeof salesreps.$inferSelect;

/** Who may touch a salesrep: itself, its provider or the admin; its upline and the tenant's issuers read it. */
async function assertSalesrepAccess(exec: Executor, caller: AuthClaims, row: SalesrepRow, write: boolean) {
  if (isAdmin(caller)) return;
  // Own row and tenant first: the downline of a big partner is thousands of ids (read only when needed).
  if (isOwnSalesrep(caller, row) || isOwnTenant(caller, row.superuserId)) return;
  if (
    !write &&
    caller.role === 'salesrep' &&
    isInDownline(caller, row, await downlineIds(exec, caller.roleId))
  )
    return;
  if (!write && isTenantIssuer(caller, row.superuserId)) return;
  throw new AppError('NOT_FOUND');
}

export type PersonList = 'superuser' | 'reseller' | 'investor' | 'salesrep' | 'issuer';

/**
 * The WHERE scoping a person list to what the caller may see (DECISIONS.md tenancy):
 * `undefined` = all rows, `null` = none.
 */
export async function personScope(
  exec: Executor,
  caller: AuthClaims,
  list: PersonList,
): Promise<SQL | null | undefined> {
  if (isAdmin(caller)) return undefined;
  const tenant = caller.tenantId;
  switch (list) {
    case 'superuser':
      return caller.role === 'reseller' ? eq(superusers.resellerId, caller.roleId) : null;
    case 'reseller':
      return caller.role === 'reseller' ? eq(resellers.parentId, caller.roleId) : null;
    case 'issuer':
      if (caller.role === 'superuser' && tenant != null) return eq(issuers.superuserId, tenant);
      if (caller.role === 'reseller') return inArray(issuers.superuserId, recruitedBy(exec, caller.roleId));
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
        // approved 34/32 partners: the investors they and their downline brokered (issue 17, decision 017)
        if (!me?.isApproved || me.kind === 'T') return null;
        return inArray(investors.salesrepId, [caller.roleId, ...(await downlineIds(exec, caller.roleId))]);
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

/** Ids of the superusers a reseller recruited (a subquery). */
const recruitedBy = (exec: Executor, resellerId: number) =>
  exec.select({ id: superusers.id }).from(superusers).where(eq(superusers.resellerId, resellerId));

/** May read this person (404 otherwise). */
export const assertCanReadPerson = (exec: Executor, c: AuthClaims, user: UserRow) =>
  assertPersonAccess(exec, c, user, false);
/** May change this person's data (404 otherwise; which fields is the use case's business). */
export const assertCanUpdatePerson = (exec: Executor, c: AuthClaims, user: UserRow) =>
  assertPersonAccess(exec, c, user, true);
/** May read this affiliate partner (404 otherwise). */
export const assertCanReadSalesrep = (exec: Executor, c: AuthClaims, row: SalesrepRow) =>
  assertSalesrepAccess(exec, c, row, false);
/** May change this affiliate partner (404 otherwise). */
export const assertCanUpdateSalesrep = (exec: Executor, c: AuthClaims, row: SalesrepRow) =>
  assertSalesrepAccess(exec, c, row, true);
