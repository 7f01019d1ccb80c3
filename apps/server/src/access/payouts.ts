// Interest payment events and instalments (issue 18, docs/decisions/024): which rows a caller sees and who books
// them. Admin every row, an issuer the rows of its products, an investor its own; every other role is refused by
// the permission (403). A row outside the caller's scope is not found (404), like every detail route.
import { AppError, can, type Permission } from '@zp/domain';
import { isAdmin, isOwnZeichnung, isProductIssuer } from '@zp/domain/auth/access';
import { sql } from 'drizzle-orm';
import { type Executor, intArray, rowsOf } from '../db/client.ts';
import type { AuthClaims } from '../lib/tokens.ts';

/** The owners of one schedule row: its product's issuer and tenant, its subscription's investor. */
export interface ScheduleRowOwner {
  superuserId: number;
  issuerId: number;
  investorId: number | null;
}

/** The rows a list reads: all, an issuer's products' (products.issuer_id), an investor's own (investor_id). */
export type ScheduleScope = { all: true } | { issuerId: number } | { investorId: number };

/** The list scope of a caller holding `permission` (else 403). */
export function scheduleScope(c: AuthClaims, permission: Permission): ScheduleScope {
  if (!can(c.role, permission)) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'issuer') return { issuerId: c.roleId };
  if (c.role === 'investor') return { investorId: c.roleId };
  throw new AppError('FORBIDDEN');
}

const owns = (c: AuthClaims, row: ScheduleRowOwner) =>
  isAdmin(c) ||
  isProductIssuer(c, row) ||
  isOwnZeichnung(c, { superuserId: row.superuserId, investorId: row.investorId, salesrepId: null });

/** Reads one row: in scope, else 404 (a missing row too). */
export function assertScheduleRowReadable(c: AuthClaims, row: ScheduleRowOwner | null | undefined) {
  if (!row || !owns(c, row)) throw new AppError('NOT_FOUND');
}

/** Books one row (paid, tokens): admin or the product's issuer; anyone else's row is not found (404). */
export function assertScheduleRowBookable(c: AuthClaims, row: ScheduleRowOwner | null | undefined) {
  if (!row || !(isAdmin(c) || isProductIssuer(c, row))) throw new AppError('NOT_FOUND');
}

/**
 * The subscriptions among `ids` that exist, locked until the caller's transaction ends (FOR NO KEY UPDATE, in id
 * order, so two callers never wait on each other in a circle): the schedule generator's guarantee in place of a
 * foreign key per generated row (docs/decisions/043). A locked subscription cannot be deleted (a delete waits, then
 * meets the guard trigger of migration 0027) and a second generating transaction waits here until the first has
 * committed, then sees its rows. The payment and acceptance steps hold this lock already (they update the row).
 */
export async function lockSubscriptionsForSchedules(exec: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await exec.execute(
    sql`select id from zeichnungen where id = any(${intArray(ids)}) order by id for no key update`,
  );
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}
