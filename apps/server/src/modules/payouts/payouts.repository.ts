// The payouts area's SQL for interest payment events and instalments (issue 18, docs/decisions/024). Read joins of
// other areas' tables (products, zeichnungen) are listed with their reasons in scripts/check-boundaries.mjs.
// Lists filter on the rows' own indexed columns (product_id, investor_id, zeichnung_id, the date) — other areas'
// tables only in id subqueries — and order by (date, id), a total order an index serves (keyset-ready).
import {
  INTEREST_EVENT_LIST_EXACT_COUNT,
  INTEREST_EVENT_LIST_QUICK_COUNT,
} from '@zp/domain/payouts/schedules.contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScheduleScope } from '../../access/index.ts';
import { type Executor, intArray } from '../../db/client.ts';
import {
  installments,
  interestPaymentEvents,
  interestPayments,
  personNames,
  products,
  zeichnungChanges,
  zeichnungen,
} from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import { estimateRows } from '../../lib/row-estimates.ts';

export interface ScheduleFilters {
  zeichnungUuid?: string;
  productName?: string;
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD, inclusive (the rows' dates are Berlin calendar days). */
  startDate?: string;
  endDate?: string;
  status?: 'open' | 'paid';
  zeichnungId?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ScheduleColumns {
  zeichnungId: PgColumn;
  productId: PgColumn;
  /** The row's own copy of the product's issuer (events: its (issuer_id, due_date, id) index), if it has one. */
  issuerId?: PgColumn;
  investorId: PgColumn;
  isPaid: PgColumn;
  date: PgColumn;
}

/**
 * The name filters on the subscriptions' copied investor names (live rows: their indexes are partial). The names
 * containing the text are found among every name any user has had (person_names, through its trigram index; the
 * copies are always one of them), then the subscriptions by btree equality — as the subscription list does; an ILIKE
 * over the subscriptions' trigram index rechecks every candidate row (10× slower at 200 000 subscriptions).
 */
function nameCondition(f: ScheduleFilters): SQL | undefined {
  const matching = (value: string) =>
    sql`any(array(select ${personNames.name} from ${personNames} where ${personNames.name} ilike ${containsPattern(value)}))`;
  const names: SQL[] = [];
  if (f.firstName) names.push(sql`${zeichnungen.investorFirstName} = ${matching(f.firstName)}`);
  if (f.lastName) names.push(sql`${zeichnungen.investorLastName} = ${matching(f.lastName)}`);
  return names.length ? and(sql`${zeichnungen.deletedAt} is null`, ...names) : undefined;
}

/** The ids of the subscriptions the name filters match, or 'many' (more than NAMED_IDS_LIMIT), or none asked. */
type NamedSubscriptions = number[] | 'many' | undefined;

/**
 * The subscriptions a list's name filters matched, kept per database, scope and names (docs/decisions/033): a
 * repeated list reuses them while no transaction that changed the subscriptions (zeichnung_changes, written by the
 * subscriptions' triggers: new ones, names, issuer, investor, deletion) became visible since `snapshot`, the one the
 * ids were read in. The events page statement checks that (`unchangedSince`); should it fail, the memo is dropped
 * and the page read afresh. The subscription list does the same (docs/decisions/004).
 */
interface NamedMemo {
  at: number;
  snapshot: string;
  named: number[] | 'many';
}
const NAMED_MEMO_TTL_MS = 10 * 60_000;
const MAX_NAMED_MEMOS = 200;
const namedMemos = new WeakMap<Executor, Map<string, NamedMemo>>();
const namedMemoKey = (scope: ScheduleScope, f: ScheduleFilters) =>
  JSON.stringify([scope, f.firstName ?? '', f.lastName ?? '']);

function namedMemoOf(exec: Executor, key: string): NamedMemo | undefined {
  const hit = namedMemos.get(exec)?.get(key);
  return hit && Date.now() - hit.at < NAMED_MEMO_TTL_MS ? hit : undefined;
}

function keepNamedMemo(exec: Executor, key: string, memo: NamedMemo) {
  let byKey = namedMemos.get(exec);
  if (!byKey) {
    byKey = new Map();
    namedMemos.set(exec, byKey);
  }
  byKey.delete(key);
  if (byKey.size >= MAX_NAMED_MEMOS) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, memo);
}

/** True while no transaction that changed the subscriptions became visible since `snapshot` (one index probe). */
const unchangedSince = (snapshot: string) => sql`not exists (
  select 1 from ${zeichnungChanges}
  where ${zeichnungChanges.xid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
    and not pg_visible_in_snapshot(${zeichnungChanges.xid}, ${snapshot}::pg_snapshot))`;

/**
 * Up to this many matching subscriptions the list asks for their events by id (an array the planner sees, probed by
 * the events' once-index and hashed when walking the due dates); more stay a subquery. Asking the events with the
 * subquery made PostgreSQL walk the due-date index and test each event's subscription for the name (10 M events:
 * ~65 ms for a common surname's first page, ~95 ms for its capped count; docs/decisions/031).
 */
const NAMED_IDS_LIMIT = 10_000;

/**
 * The subscriptions in the caller's scope the name filters match, read once before the list's statements (an
 * issuer's through the subscription's copied issuer, an investor's own), so that an issuer's few matches are few ids.
 */
async function namedSubscriptions(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  remember = false,
): Promise<NamedSubscriptions> {
  const names = nameCondition(f);
  if (!names) return undefined;
  const scoped =
    'issuerId' in scope
      ? eq(zeichnungen.issuerId, scope.issuerId)
      : 'investorId' in scope
        ? eq(zeichnungen.investorId, scope.investorId)
        : undefined;
  const rows = await exec
    .select({ id: zeichnungen.id, snapshot: sql<string>`(select pg_current_snapshot()::text)` })
    .from(zeichnungen)
    .where(and(names, scoped))
    .limit(NAMED_IDS_LIMIT + 1);
  const named = rows.length > NAMED_IDS_LIMIT ? 'many' : rows.map((r) => r.id);
  if (remember && rows[0])
    keepNamedMemo(exec, namedMemoKey(scope, f), { at: Date.now(), snapshot: rows[0].snapshot, named });
  return named;
}

/** The WHERE of a list with its name filters resolved first. */
async function conditionsOf(exec: Executor, t: ScheduleColumns, scope: ScheduleScope, f: ScheduleFilters) {
  return conditions(t, scope, f, await namedSubscriptions(exec, scope, f));
}

/**
 * The WHERE of the events list, reusing the name filters' subscriptions while they hold (NamedMemo): `gate` is then
 * the check the page statement must pass, `memo` what it relies on.
 */
async function eventConditionsOf(exec: Executor, scope: ScheduleScope, f: ScheduleFilters, fresh: boolean) {
  const memo = f.firstName || f.lastName ? namedMemoOf(exec, namedMemoKey(scope, f)) : undefined;
  if (memo && !fresh)
    return {
      cond: conditions(eventColumns, scope, f, memo.named),
      gate: unchangedSince(memo.snapshot),
      memo,
    };
  return { cond: conditions(eventColumns, scope, f, await namedSubscriptions(exec, scope, f, true)) };
}

/** The WHERE of a list, on the row's own columns; other areas' tables only as id subqueries. */
function conditions(
  t: ScheduleColumns,
  scope: ScheduleScope,
  f: ScheduleFilters,
  named?: NamedSubscriptions,
): SQL | undefined {
  const where: SQL[] = [];
  // names resolved to ids: the ids are the scope's already (namedSubscriptions); repeating the issuer's products here
  // made PostgreSQL intersect each product's whole bitmap with them (1.2 s for an issuer's 174 Schmidts at 10 M)
  const scoped = !Array.isArray(named);
  if (scoped && 'issuerId' in scope && t.issuerId) where.push(eq(t.issuerId, scope.issuerId));
  else if (scoped && 'issuerId' in scope)
    where.push(
      sql`${t.productId} in (select ${products.id} from ${products} where ${products.issuerId} = ${scope.issuerId})`,
    );
  if (scoped && 'investorId' in scope) where.push(eq(t.investorId, scope.investorId));
  if (f.zeichnungId !== undefined) where.push(eq(t.zeichnungId, f.zeichnungId));
  if (f.zeichnungUuid !== undefined)
    where.push(
      UUID.test(f.zeichnungUuid)
        ? sql`${t.zeichnungId} = (select ${zeichnungen.id} from ${zeichnungen} where ${zeichnungen.uuid} = ${f.zeichnungUuid}::uuid)`
        : sql`false`,
    );
  if (f.productName)
    where.push(
      sql`${t.productId} in (select ${products.id} from ${products} where ${products.name} ilike ${containsPattern(f.productName)})`,
    );
  const names = nameCondition(f);
  if (names && Array.isArray(named)) where.push(sql`${t.zeichnungId} = any(${intArray(named)})`);
  else if (names)
    where.push(sql`${t.zeichnungId} in (select ${zeichnungen.id} from ${zeichnungen} where ${names})`);
  if (f.startDate) where.push(sql`${t.date} >= ${f.startDate}::date`);
  if (f.endDate) where.push(sql`${t.date} <= ${f.endDate}::date`);
  if (f.status) where.push(eq(t.isPaid, f.status === 'paid'));
  return where.length ? and(...where) : undefined;
}

/** What a row shows of its subscription and product (same query). */
const owner = {
  zeichnungUuid: zeichnungen.uuid,
  volumeCents: zeichnungen.volumeCents,
  salesrepId: zeichnungen.salesrepId,
  investorFirstName: zeichnungen.investorFirstName,
  investorLastName: zeichnungen.investorLastName,
  productName: products.name,
  issuerId: products.issuerId,
  productSuperuserId: products.superuserId,
  interestRate: products.interest,
  isTokenized: products.isTokenized,
};

// ---- interest payment events

const eventColumns: ScheduleColumns = {
  zeichnungId: interestPaymentEvents.zeichnungId,
  productId: interestPaymentEvents.productId,
  issuerId: interestPaymentEvents.issuerId,
  investorId: interestPaymentEvents.investorId,
  isPaid: interestPaymentEvents.isPaid,
  date: interestPaymentEvents.dueDate,
};

const eventRows = (exec: Executor) =>
  exec
    .select({ e: interestPaymentEvents, startDate: interestPayments.startDate, ...owner })
    .from(interestPaymentEvents)
    .innerJoin(interestPayments, eq(interestPayments.id, interestPaymentEvents.interestPaymentId))
    .innerJoin(zeichnungen, eq(zeichnungen.id, interestPaymentEvents.zeichnungId))
    .innerJoin(products, eq(products.id, interestPaymentEvents.productId));

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventRows>['execute']>>[number];

export async function listEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  page: number,
  ascending: boolean,
  fresh = false,
): Promise<{ count: number; rows: EventRow[] }> {
  const { cond, gate, memo } = await eventConditionsOf(exec, scope, f, fresh);
  const dir = ascending ? asc : desc;
  // one row more than the page: whether anything follows, without counting
  const read = await eventRows(exec)
    .where(gate ? and(gate, cond) : cond)
    .orderBy(dir(interestPaymentEvents.dueDate), dir(interestPaymentEvents.id))
    .limit(PAGE_SIZE + 1)
    .offset(offsetOf(page));
  // nothing with reused names: they may no longer hold (or the page lies beyond the end) — read them again
  if (read.length === 0 && memo) {
    const byKey = namedMemos.get(exec);
    if (byKey?.get(namedMemoKey(scope, f)) === memo) byKey.delete(namedMemoKey(scope, f));
    return listEvents(exec, scope, f, page, ascending, true);
  }
  const rows = read.slice(0, PAGE_SIZE);
  const shown = offsetOf(page) + rows.length;
  // a page that is the last one knows the exact count (when it is not empty: an empty page may lie beyond the end)
  if (read.length <= PAGE_SIZE && rows.length > 0) return { count: shown, rows };
  return { count: await countEvents(exec, scope, f, cond, read.length > PAGE_SIZE ? shown + 1 : 0), rows };
}

/**
 * The number of events of a list: exact up to INTEREST_EVENT_LIST_QUICK_COUNT (counted from at most one more index
 * entry) and up to INTEREST_EVENT_LIST_EXACT_COUNT unless the planner estimates more (kept 10 s per list); else that
 * estimate, never below `atLeast` (what the page proved) nor the count that proved the list longer.
 */
async function countEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  cond: SQL | undefined,
  atLeast: number,
): Promise<number> {
  const counted = async (limit: number) => {
    const capped = exec
      .select({ one: sql`1` })
      .from(interestPaymentEvents)
      .where(cond)
      .limit(limit + 1)
      .as('capped');
    const [total] = await exec.select({ n: count() }).from(capped);
    return total?.n ?? 0;
  };
  const quick = await counted(INTEREST_EVENT_LIST_QUICK_COUNT);
  if (quick <= INTEREST_EVENT_LIST_QUICK_COUNT) return quick;
  const estimate = await estimateRows(exec, `interest-events:${JSON.stringify([scope, f])}`, () =>
    exec.select({ id: interestPaymentEvents.id }).from(interestPaymentEvents).where(cond),
  );
  if (estimate <= INTEREST_EVENT_LIST_EXACT_COUNT) {
    const exact = await counted(INTEREST_EVENT_LIST_EXACT_COUNT);
    if (exact <= INTEREST_EVENT_LIST_EXACT_COUNT) return exact;
  }
  return Math.max(
    estimate,
    atLeast,
    estimate <= INTEREST_EVENT_LIST_EXACT_COUNT ? INTEREST_EVENT_LIST_EXACT_COUNT + 1 : 0,
    quick,
  );
}

/** One event with its owners; `lock` takes the event's row lock (FOR UPDATE of the event only). */
export async function findEvent(exec: Executor, id: number, lock = false): Promise<EventRow | null> {
  const q = eventRows(exec).where(eq(interestPaymentEvents.id, id));
  const [row] = lock ? await q.for('update', { of: interestPaymentEvents }) : await q;
  return row ?? null;
}

/** Books an open event paid; null when it was paid already (the one conditional UPDATE). */
export async function markEventPaid(exec: Executor, id: number, userId: number | null, at: Date) {
  const [row] = await exec
    .update(interestPaymentEvents)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId, updatedAt: at })
    .where(and(eq(interestPaymentEvents.id, id), eq(interestPaymentEvents.isPaid, false)))
    .returning();
  return row ?? null;
}

/** Every event of one subscription in the scope, oldest due first (at most `limit`). */
export function scheduleOf(exec: Executor, scope: ScheduleScope, zeichnungId: number, limit: number) {
  return eventRows(exec)
    .where(conditions(eventColumns, scope, { zeichnungId }))
    .orderBy(asc(interestPaymentEvents.dueDate), asc(interestPaymentEvents.id))
    .limit(limit);
}

/**
 * The sums of the scope's events (paid since `yearStart` by the day booked in Berlin, paid in total, open) and the
 * earliest open event due on or after `today`.
 */
export async function summarizeEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  today: string,
  yearStart: string,
) {
  const e = interestPaymentEvents;
  const cond = await conditionsOf(exec, eventColumns, scope, f);
  const sumOf = (when: SQL) => sql<string>`coalesce(sum(${e.amountCents}) filter (where ${when}), 0)`;
  const [sums] = await exec
    .select({
      paidThisYear: sumOf(
        sql`${e.isPaid} and ${e.paidAt} >= (${yearStart}::date)::timestamp at time zone 'Europe/Berlin'`,
      ),
      paidTotal: sumOf(sql`${e.isPaid}`),
      openTotal: sumOf(sql`not ${e.isPaid}`),
    })
    .from(e)
    .where(cond);
  const [next] = await exec
    .select({ id: e.id, dueDate: e.dueDate, amountCents: e.amountCents, productName: products.name })
    .from(e)
    .innerJoin(products, eq(products.id, e.productId))
    .where(and(cond, eq(e.isPaid, false), sql`${e.dueDate} >= ${today}::date`))
    .orderBy(asc(e.dueDate), asc(e.id))
    .limit(1);
  return {
    paidThisYear: Number(sums?.paidThisYear ?? 0),
    paidTotal: Number(sums?.paidTotal ?? 0),
    openTotal: Number(sums?.openTotal ?? 0),
    next: next ?? null,
  };
}

// ---- instalments

const installmentColumns: ScheduleColumns = {
  zeichnungId: installments.zeichnungId,
  productId: installments.productId,
  investorId: installments.investorId,
  isPaid: installments.isPaid,
  date: installments.paymentDate,
};

/** The plan's number of rates (installments_once_idx: zeichnung_id, number). */
const planCount = sql<number>`(select count(*)::int from ${installments} i2 where i2.zeichnung_id = ${installments.zeichnungId})`;

const installmentRows = (exec: Executor) =>
  exec
    .select({ i: installments, count: planCount, ...owner })
    .from(installments)
    .innerJoin(zeichnungen, eq(zeichnungen.id, installments.zeichnungId))
    .innerJoin(products, eq(products.id, installments.productId));

export type InstallmentRow = Awaited<ReturnType<ReturnType<typeof installmentRows>['execute']>>[number];

export async function listInstallments(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  page: number,
  ascending: boolean,
) {
  const cond = await conditionsOf(exec, installmentColumns, scope, f);
  const [total] = await exec.select({ n: count() }).from(installments).where(cond);
  const dir = ascending ? asc : desc;
  const rows = await installmentRows(exec)
    .where(cond)
    .orderBy(dir(installments.paymentDate), dir(installments.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function findInstallment(
  exec: Executor,
  id: number,
  lock = false,
): Promise<InstallmentRow | null> {
  const q = installmentRows(exec).where(eq(installments.id, id));
  const [row] = lock ? await q.for('update', { of: installments }) : await q;
  return row ?? null;
}

export async function markInstallmentPaid(exec: Executor, id: number, userId: number | null, at: Date) {
  const [row] = await exec
    .update(installments)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId, updatedAt: at })
    .where(and(eq(installments.id, id), eq(installments.isPaid, false)))
    .returning();
  return row ?? null;
}

/** Records the confirmed token transfer of a paid instalment; null when already recorded (or not paid). */
export async function markTokensTransfered(exec: Executor, id: number, txHash: string, at: Date) {
  const [row] = await exec
    .update(installments)
    .set({ tokensTransfered: true, tokensTransferedAt: at, tokenTxHash: txHash, updatedAt: at })
    .where(
      and(eq(installments.id, id), eq(installments.isPaid, true), eq(installments.tokensTransfered, false)),
    )
    .returning();
  return row ?? null;
}

/**
 * Whether another instalment of the product already names this transaction (a hash proves one transfer). The
 * product's own instalments suffice: a transaction of another product's contract fails the chain check anyway.
 * Serialized per hash by a transaction-scoped advisory lock (installments.token_tx_hash has no unique index).
 */
export async function isTxClaimed(exec: Executor, productId: number, txHash: string) {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`installment-tx:${txHash}`}))`);
  const [row] = await exec
    .select({ id: installments.id })
    .from(installments)
    .where(and(eq(installments.productId, productId), eq(installments.tokenTxHash, txHash)))
    .limit(1);
  return Boolean(row);
}
