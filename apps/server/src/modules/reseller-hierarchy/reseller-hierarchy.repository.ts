// Reads and writes of the reseller hierarchy area: the percentage grid, the reseller tree (resellers.parent_id),
// the providers each reseller recruited (superusers.reseller_id) with their bookings, and the commissions per month.
import { portalsOfBooking, type ResellerTier } from '@zp/domain';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/index.ts';
import {
  bookings,
  resellerCommissions,
  resellerPercentages,
  resellers,
  superusers,
  users,
} from '../../db/schema/index.ts';

const TIER_ORDER: Record<ResellerTier, number> = { S: 0, G: 1, P: 2 };

export type PercentageRecord = { status: ResellerTier; own: number; level1: number; level2: number };

/** The grid, tiers in the order S, G, P (numeric columns as numbers). */
export async function readPercentages(exec: Executor): Promise<PercentageRecord[]> {
  const rows = await exec
    .select({
      status: resellerPercentages.status,
      own: resellerPercentages.own,
      level1: resellerPercentages.level1,
      level2: resellerPercentages.level2,
    })
    .from(resellerPercentages);
  return rows
    .map((r) => ({
      status: r.status,
      own: Number(r.own),
      level1: Number(r.level1),
      level2: Number(r.level2),
    }))
    .sort((a, b) => TIER_ORDER[a.status] - TIER_ORDER[b.status]);
}

/** Locks the grid's rows for a change (two operators saving at once write one after the other). */
export async function lockPercentages(exec: Executor): Promise<void> {
  await exec.select({ s: resellerPercentages.status }).from(resellerPercentages).for('update');
}

/** Writes every tier's row (inserts a tier the table lacks). */
export async function writePercentages(
  exec: Executor,
  rows: PercentageRecord[],
  userId: number | null,
  at: Date,
): Promise<void> {
  for (const r of rows) {
    const values = { own: r.own, level1: r.level1, level2: r.level2, updatedAt: at, updatedByUserId: userId };
    await exec
      .insert(resellerPercentages)
      .values({ status: r.status, ...values })
      .onConflictDoUpdate({ target: resellerPercentages.status, set: values });
  }
}

export interface ResellerPerson {
  id: number;
  parentId: number | null;
  userId: number;
  uuid: string;
  email: string;
  name: string;
}

const personName = (u: { company: string | null; firstName: string; lastName: string }) =>
  u.company?.trim() || `${u.firstName} ${u.lastName}`.trim();

/** Resellers by id with their account's name, e-mail and uuid. */
export async function resellersByIds(exec: Executor, ids: number[]): Promise<ResellerPerson[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select({
      id: resellers.id,
      parentId: resellers.parentId,
      userId: users.id,
      uuid: users.uuid,
      email: users.email,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(resellers)
    .innerJoin(users, eq(users.id, resellers.userId))
    .where(inArray(resellers.id, ids))
    .orderBy(asc(resellers.id));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    userId: r.userId,
    uuid: r.uuid,
    email: r.email,
    name: personName(r),
  }));
}

/** The reseller and the resellers below it up to `depth` levels, each with its level below the root. */
export async function subtreeOf(
  exec: Executor,
  resellerId: number,
  depth: number,
): Promise<{ id: number; parentId: number | null; depth: number }[]> {
  const result = await exec.execute(sql`
    with recursive down(id, parent_id, depth) as (
      select id, parent_id, 0 from resellers where id = ${resellerId}
      union all
      select r.id, r.parent_id, d.depth + 1 from resellers r join down d on r.parent_id = d.id
      where d.depth < ${depth}
    ) select id, parent_id, depth from down order by depth, id`);
  return rowsOf<{ id: number; parent_id: number | null; depth: number }>(result).map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id == null ? null : Number(r.parent_id),
    depth: Number(r.depth),
  }));
}

export interface ProviderRecord {
  id: number;
  resellerId: number;
  name: string;
  email: string;
  /** The latest booking's status, null when it never booked. */
  bookingStatus: 'P' | 'L' | 'R' | null;
  /** Portals of its live bookings (decision 032: investor portal, plus the broker portal when it has one). */
  livePortals: number;
}

/** The providers the given resellers recruited, with booking status and live portals. */
export async function providersOf(exec: Executor, resellerIds: number[]): Promise<ProviderRecord[]> {
  if (resellerIds.length === 0) return [];
  const rows = await exec
    .select({
      id: superusers.id,
      resellerId: superusers.resellerId,
      email: users.email,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(inArray(superusers.resellerId, resellerIds))
    .orderBy(asc(superusers.id));
  const ids = rows.map((r) => r.id);
  const booked =
    ids.length === 0
      ? []
      : await exec
          .select({
            superuserId: bookings.superuserId,
            status: bookings.status,
            affiliateSubdomain: bookings.affiliateSubdomain,
          })
          .from(bookings)
          .where(inArray(bookings.superuserId, ids))
          .orderBy(asc(bookings.id));
  const status = new Map<number, 'P' | 'L' | 'R'>();
  const portals = new Map<number, number>();
  for (const b of booked) {
    status.set(b.superuserId, b.status);
    portals.set(b.superuserId, (portals.get(b.superuserId) ?? 0) + portalsOfBooking(b));
  }
  return rows.map((r) => ({
    id: r.id,
    resellerId: r.resellerId!,
    name: personName(r),
    email: r.email,
    bookingStatus: status.get(r.id) ?? null,
    livePortals: portals.get(r.id) ?? 0,
  }));
}

/** The reseller's commissions per Berlin month (`YYYY-MM`) from the first day of `fromMonth` (Berlin) on. */
export async function commissionsPerMonth(
  exec: Executor,
  resellerId: number,
  fromMonth: string,
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${resellerCommissions.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM')`;
  const rows = await exec
    .select({ month, cents: sql<string>`sum(${resellerCommissions.amountCents})` })
    .from(resellerCommissions)
    .where(
      and(
        eq(resellerCommissions.resellerId, resellerId),
        gte(
          resellerCommissions.createdAt,
          sql`(${`${fromMonth}-01`}::date)::timestamp at time zone 'Europe/Berlin'`,
        ),
      ),
    )
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, Number(r.cents)]));
}
