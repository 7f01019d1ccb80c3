import { addDays, berlinMidnight } from '@zp/domain/engagement/reminders';
import { and, asc, count, desc, eq, getTableName, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  investors,
  resellers,
  rowsOf,
  salesreps,
  salesrepTotals,
  superusers,
  users,
} from '../../db/index.ts';
import { preparedStatement, selectById, updateById } from '../../db/prepared.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export interface PersonFilters {
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  startDate?: string;
  endDate?: string;
}

/** WHERE parts for the text and date filters every person list offers. */
export function personWhere(f: PersonFilters): SQL[] {
  const parts: SQL[] = [];
  if (f.email) parts.push(ilike(users.email, containsPattern(f.email)));
  if (f.firstName) parts.push(ilike(users.firstName, containsPattern(f.firstName)));
  if (f.lastName) parts.push(ilike(users.lastName, containsPattern(f.lastName)));
  if (f.company) parts.push(ilike(users.company, containsPattern(f.company)));
  if (f.startDate) parts.push(gte(users.dateJoined, berlinMidnight(f.startDate)));
  if (f.endDate) parts.push(lt(users.dateJoined, berlinMidnight(addDays(f.endDate, 1))));
  return parts;
}

export const ROLE_TABLES = {
  superuser: superusers,
  reseller: resellers,
  investor: investors,
  salesrep: salesreps,
};
export type PersonKind = keyof typeof ROLE_TABLES;
type RoleTable = (typeof ROLE_TABLES)[PersonKind];

/** One page of a role table joined with its users, newest first unless ascending. */
export async function listRole(
  exec: Executor,
  table: RoleTable,
  where: SQL[],
  page: number,
  ascending: boolean,
) {
  const cond = where.length ? and(...where) : undefined;
  const [total] = await exec
    .select({ n: count() })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(cond);
  const rows = await exec
    .select({ role: table, user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(cond)
    .orderBy(ascending ? asc(table.id) : desc(table.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

const findRoleStatement = (table: RoleTable, lock: boolean) =>
  preparedStatement((exec) => {
    const query = exec
      .select({ role: table, user: users })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, sql.placeholder('id')));
    const name = `zp_find_role_${getTableName(table)}`;
    return lock ? query.for('update', { of: users }).prepare(`${name}_locked`) : query.prepare(name);
  });
const findRoleStatements = new Map(
  Object.values(ROLE_TABLES).map((table) => [
    table as RoleTable,
    { read: findRoleStatement(table, false), locked: findRoleStatement(table, true) },
  ]),
);

/**
 * A person of a role with its user; prepared per role (the wizard's person steps read the investor). `lock`: the user
 * row under lock until the transaction ends (an update's "before").
 */
export async function findRole(exec: Executor, table: RoleTable, id: number, lock = false) {
  const statements = findRoleStatements.get(table)!;
  const [row] = await (lock ? statements.locked : statements.read)(exec).execute({ id });
  return row ?? null;
}

export async function countWhere(exec: Executor, table: RoleTable, where?: SQL): Promise<number> {
  const [r] = await exec.select({ n: count() }).from(table).where(where);
  return r?.n ?? 0;
}

/** Ids of every salesrep below `salesrepId` (its whole downline). */
export async function downlineIds(exec: Executor, salesrepId: number): Promise<number[]> {
  const result = await exec.execute(sql`
    with recursive down(id) as (
      select id from salesreps where head_salesrep_id = ${salesrepId}
      union
      select s.id from salesreps s join down d on s.head_salesrep_id = d.id
    ) select id from down limit 100000`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Latest booking status per superuser (P, L, R) or none. */
export async function bookingStatusOf(
  exec: Executor,
  superuserIds: number[],
): Promise<Map<number, (typeof bookings.$inferSelect)['status']>> {
  if (superuserIds.length === 0) return new Map();
  const rows = await exec
    .select({ superuserId: bookings.superuserId, status: bookings.status, id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.superuserId, superuserIds))
    .orderBy(asc(bookings.id));
  return new Map(rows.map((r) => [r.superuserId, r.status]));
}

export type UserRow = typeof users.$inferSelect;

export async function findUserById(exec: Executor, id: number): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user's row, locked until the caller's transaction ends (what an update's audit entry shows as "before"). */
export const lockUser = selectById(users, 'zp_user_locked', { forUpdate: true });

const userUpdate = updateById(users, 'zp_user_update');

/** Writes `values` (and the time of the change) into a user; prepared per set of columns (the wizard's person steps). */
export async function updateUser(exec: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  return userUpdate(exec, id, { ...values, updatedAt: new Date() });
}

export type SalesrepRow = typeof salesreps.$inferSelect;

export async function findSalesrep(exec: Executor, id: number, lock = false): Promise<SalesrepRow | null> {
  const query = exec.select().from(salesreps).where(eq(salesreps.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSalesrepRow(exec: Executor, id: number, values: Partial<SalesrepRow>) {
  const [row] = await exec.update(salesreps).set(values).where(eq(salesreps.id, id)).returning();
  return row!;
}

export interface HierarchyRow {
  id: number;
  headSalesrepId: number | null;
  depth: number;
  kind: 'T' | '34' | '32';
  isApproved: boolean;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  investors: number;
  volumeCents: number;
}

/**
 * A partner and its downline `maxDepth` levels deep in ONE statement (recursive over salesreps_head_idx), with
 * per node its attributed investors and the volume of its live subscriptions (F, A) from salesrep_totals, which
 * database triggers keep (migration 0016): no subscription is read, whatever the downline sold.
 */
export async function hierarchyOf(
  exec: Executor,
  salesrepId: number,
  maxDepth: number,
): Promise<HierarchyRow[]> {
  const result = await exec.execute(sql`
    with recursive down(id, depth) as (
      select id, 0 from ${salesreps} where id = ${salesrepId}
      union all
      select s.id, d.depth + 1 from ${salesreps} s join down d on s.head_salesrep_id = d.id
      where d.depth < ${maxDepth}
    )
    select d.id, s.head_salesrep_id, d.depth, s.kind, s.is_approved, u.first_name, u.last_name, u.company,
      u.email, coalesce(t.investors, 0) as investors, coalesce(t.live_volume_cents, 0) as volume_cents
    from down d
      join ${salesreps} s on s.id = d.id
      join ${users} u on u.id = s.user_id
      left join ${salesrepTotals} t on t.salesrep_id = d.id
    order by d.depth, d.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    headSalesrepId: r.head_salesrep_id == null ? null : Number(r.head_salesrep_id),
    depth: Number(r.depth),
    kind: r.kind as HierarchyRow['kind'],
    isApproved: Boolean(r.is_approved),
    firstName: String(r.first_name ?? ''),
    lastName: String(r.last_name ?? ''),
    company: (r.company as string | null) ?? null,
    email: String(r.email),
    investors: Number(r.investors),
    volumeCents: Number(r.volume_cents),
  }));
}

/** A partner and its upline in order (itself first), in one recursive statement. */
export async function uplineOf(exec: Executor, salesrepId: number): Promise<SalesrepRow[]> {
  const result = await exec.execute(sql`
    with recursive up(id, depth) as (
      select id, 0 from ${salesreps} where id = ${salesrepId}
      union all
      select s.head_salesrep_id, u.depth + 1 from ${salesreps} s join up u on s.id = u.id
      where s.head_salesrep_id is not null and u.depth < 100
    ) select id, depth from up`);
  const order = rowsOf<{ id: number; depth: number }>(result).map((r) => Number(r.id));
  if (order.length === 0) return [];
  const rows = await exec.select().from(salesreps).where(inArray(salesreps.id, order));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return order.map((id) => byId.get(id)).filter((r): r is SalesrepRow => r != null);
}
