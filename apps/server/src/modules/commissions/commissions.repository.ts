// The commissions area's SQL (tables commissions, commission_invoices). Read joins of other areas' tables are listed
// with their reasons in scripts/check-boundaries.mjs (READ_JOINS.commissions).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commissions, products, rowsOf, salesreps, superusers, users, zeichnungen } from '../../db/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type CommissionRow = typeof commissions.$inferSelect;
export type NewCommission = typeof commissions.$inferInsert;

/** The brokering partner and its upline, in order (own first), at most `levels` long; stops at a cycle. */
export async function uplineChain(exec: Executor, salesrepId: number, levels = 6): Promise<number[]> {
  const result = await exec.execute(sql`
    with recursive up(id, head, depth, path) as (
      select id, head_salesrep_id, 0, array[id] from salesreps where id = ${salesrepId}
      union all
      select s.id, s.head_salesrep_id, u.depth + 1, u.path || s.id
        from salesreps s join up u on s.id = u.head
       where u.depth + 1 < ${levels} and not s.id = any(u.path)
    ) select id from up order by depth`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Whether the investor already has another paid, not withdrawn subscription with this provider (then this one pays
 * the follow-up rates). Subscriptions without an investor (external) always count as first.
 */
export async function hasEarlierPaid(
  exec: Executor,
  z: { id: number; investorId: number | null; superuserId: number },
): Promise<boolean> {
  if (z.investorId === null) return false;
  const [row] = await exec
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .where(
      and(
        eq(zeichnungen.investorId, z.investorId),
        eq(zeichnungen.superuserId, z.superuserId),
        eq(zeichnungen.isPaid, true),
        ne(zeichnungen.status, 'W'),
        ne(zeichnungen.id, z.id),
        isNull(zeichnungen.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts the records; a payment already commissioned (commissions_once_idx) inserts nothing. */
export async function insertOnce(exec: Executor, rows: NewCommission[]): Promise<CommissionRow[]> {
  if (rows.length === 0) return [];
  return exec.insert(commissions).values(rows).onConflictDoNothing().returning();
}

/** Inserts clawback records; a record already reversed (commissions_clawback_idx) inserts nothing. */
export async function insertClawbacks(exec: Executor, rows: NewCommission[]): Promise<CommissionRow[]> {
  if (rows.length === 0) return [];
  return exec.insert(commissions).values(rows).onConflictDoNothing().returning();
}

/** Every record of a subscription, oldest first; `lock` takes the row locks (FOR UPDATE). */
export async function commissionsOf(exec: Executor, zeichnungId: number, lock = false) {
  const q = exec
    .select()
    .from(commissions)
    .where(eq(commissions.zeichnungId, zeichnungId))
    .orderBy(asc(commissions.id));
  return lock ? q.for('update') : q;
}

/** O → A of the given open records; returns the changed rows (a record no longer open is skipped). */
export async function approveOpen(exec: Executor, ids: number[], userId: number | null, at: Date) {
  if (ids.length === 0) return [];
  return exec
    .update(commissions)
    .set({ status: 'A', approvedAt: at, approvedByUserId: userId, updatedAt: at })
    .where(and(inArray(commissions.id, ids), eq(commissions.status, 'O')))
    .returning();
}

/** A → O of approved records not yet on a credit note (the approval taken back). */
export async function unapprove(exec: Executor, ids: number[], at: Date) {
  if (ids.length === 0) return [];
  return exec
    .update(commissions)
    .set({ status: 'O', approvedAt: null, approvedByUserId: null, updatedAt: at })
    .where(
      and(inArray(commissions.id, ids), eq(commissions.status, 'A'), isNull(commissions.commissionInvoiceId)),
    )
    .returning();
}

export interface CommissionFilters {
  status?: 'O' | 'A' | 'R' | 'P';
  /** Berlin days, inclusive. */
  startDate?: string;
  endDate?: string;
  productId?: number;
}

/** Which rows a caller sees: undefined = every one (operator). */
export interface CommissionScope {
  superuserId?: number;
  salesrepId?: number;
}

const berlinDay = (d: string) => sql`(${d}::date)::timestamp at time zone 'Europe/Berlin'`;

export async function listCommissions(
  exec: Executor,
  scope: CommissionScope,
  f: CommissionFilters,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = [];
  if (scope.superuserId !== undefined) where.push(eq(commissions.superuserId, scope.superuserId));
  if (scope.salesrepId !== undefined) where.push(eq(commissions.salesrepId, scope.salesrepId));
  if (f.status) where.push(eq(commissions.status, f.status));
  if (f.startDate) where.push(gte(commissions.createdAt, berlinDay(f.startDate)));
  if (f.endDate) where.push(lt(commissions.createdAt, sql`${berlinDay(f.endDate)} + interval '1 day'`));
  if (f.productId !== undefined) where.push(eq(zeichnungen.productId, f.productId));
  const cond = where.length ? and(...where) : undefined;
  const [total] = await exec
    .select({ n: count() })
    .from(commissions)
    .innerJoin(zeichnungen, eq(zeichnungen.id, commissions.zeichnungId))
    .where(cond);
  const repUser = sql<
    string | null
  >`(select trim(concat_ws(' ', ru.first_name, ru.last_name)) from ${users} ru
    join ${salesreps} sr on sr.user_id = ru.id where sr.id = ${commissions.salesrepId})`;
  const rows = await exec
    .select({
      c: commissions,
      productId: zeichnungen.productId,
      productName: products.name,
      salesrepName: repUser,
      superuserEmail: users.email,
    })
    .from(commissions)
    .innerJoin(zeichnungen, eq(zeichnungen.id, commissions.zeichnungId))
    .leftJoin(products, eq(products.id, zeichnungen.productId))
    .innerJoin(superusers, eq(superusers.id, commissions.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(cond)
    .orderBy(ascending ? asc(commissions.id) : desc(commissions.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}
