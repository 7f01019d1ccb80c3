// The payouts area's bulk writes of generated schedules (issue 18, docs/decisions/025): many rows a statement, as
// arrays unnested on the server (a dozen parameters whatever the row count). Plain inserts: the generator has locked
// the subscriptions and skipped those with rows before (docs/decisions/043), so every row is new; the once-indexes
// stay unique, and a duplicate would fail the statement rather than pass unnoticed.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, rowsOf, withSetting } from '../../db/client.ts';
import { interestPayments } from '../../db/index.ts';

/** Rows a statement: arrays of this length stay far below any protocol limit and keep each statement short. */
export const BATCH_ROWS = 25_000;

/** What one insert created for one subscription. */
export interface Created {
  zeichnungId: number;
  productId: number;
  count: number;
  cents: number;
}

const param = (values: unknown[]) => sql.param(values);

/**
 * The product's payment dates (interest_payments, one row per product and date), created where missing; answers the
 * id of each date.
 */
export async function ensurePaymentDates(
  exec: Executor,
  productId: number,
  dates: string[],
): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  await exec.execute(sql`
    insert into interest_payments (product_id, start_date)
    select ${productId}, d from unnest(${param(dates)}::date[]) as d
    on conflict do nothing`);
  const rows = await exec
    .select({ id: interestPayments.id, startDate: interestPayments.startDate })
    .from(interestPayments)
    .where(and(eq(interestPayments.productId, productId), inArray(interestPayments.startDate, dates)));
  return new Map(rows.map((r) => [r.startDate, r.id]));
}

/** One period of a product's schedule for one accrual start, as its events carry it. */
export interface PeriodRow {
  interestPaymentId: number;
  number: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  days: number;
}

/** One rate of the instalment plans that start on one day and end on one date. */
export interface RateRow {
  number: number;
  paymentDate: string;
}

/**
 * A subscription's rows: those of its group (`group`, an index into the groups: the periods of its accrual start,
 * or the rates of its plan's start and end) with an amount each, in the group's order (the domain's amounts).
 */
export interface SubscriptionRows {
  zeichnungId: number;
  superuserId: number;
  investorId: number | null;
  group: number;
  amounts: number[];
}

/** A column of few rows (the groups, the subscriptions) as an array literal: numbers and ISO dates, no quoting. */
const list = (values: (number | string | null)[]) =>
  sql.param(`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`);

/**
 * The subscriptions in statements of at most `batchRows` rows (a subscription's rows stay in one): per statement the
 * subscriptions' columns, each one's offset into the amounts, the amounts; and what each subscription gets.
 */
function* batchesOf(productId: number, subs: SubscriptionRows[], batchRows: number) {
  for (let i = 0; i < subs.length; ) {
    const batch: SubscriptionRows[] = [];
    const firsts: number[] = [];
    const amounts: number[] = [];
    const created: Created[] = [];
    while (
      i < subs.length &&
      (amounts.length === 0 || amounts.length + subs[i]!.amounts.length <= batchRows)
    ) {
      const sub = subs[i++]!;
      if (sub.amounts.length === 0) continue;
      batch.push(sub);
      firsts.push(amounts.length);
      let cents = 0;
      for (const a of sub.amounts) {
        amounts.push(a);
        cents += a;
      }
      created.push({ zeichnungId: sub.zeichnungId, productId, count: sub.amounts.length, cents });
    }
    if (batch.length === 0) continue;
    const subscriptions = sql`unnest(${list(batch.map((b) => b.zeichnungId))}::int[],
      ${list(batch.map((b) => b.superuserId))}::int[], ${list(batch.map((b) => b.investorId))}::int[],
      ${list(batch.map((b) => b.group))}::int[], ${list(firsts)}::int[]) as s(id, superuser, investor, g, first)`;
    // row k of a subscription is its group's row k
    const values = sql`(select ${list(amounts)}::bigint[] as amounts) v`;
    yield { subscriptions, values, created };
  }
}

/** The groups' rows flattened, each with its group `g` and place `k`. */
const flatten = <T>(groups: T[][]) => groups.flatMap((rows, g) => rows.map((r, k) => ({ ...r, g, k })));

/**
 * Inserts the events of one product's subscriptions, all new (the caller locked their subscriptions and skipped those
 * with events; no `ON CONFLICT`: its speculative insertion cost PostgreSQL ≈ 2 µs an event). PostgreSQL joins each
 * subscription with the periods of its accrual start — shared by the product's subscriptions transferred on one day —
 * so a statement ships per event only its amount (its uuid is derived from its id, decision 059), per subscription
 * five numbers, per period seven values, instead of thirteen values per event, which Node built as text and
 * PostgreSQL parsed (decision 047).
 */
export async function insertProductEvents(
  exec: Executor,
  product: { id: number; issuerId: number },
  groups: PeriodRow[][],
  subs: SubscriptionRows[],
  batchRows = BATCH_ROWS,
): Promise<Created[]> {
  const p = flatten(groups);
  const periods = sql`unnest(${list(p.map((r) => r.g))}::int[], ${list(p.map((r) => r.k))}::int[],
    ${list(p.map((r) => r.interestPaymentId))}::int[], ${list(p.map((r) => r.number))}::int[],
    ${list(p.map((r) => r.periodStart))}::date[], ${list(p.map((r) => r.periodEnd))}::date[],
    ${list(p.map((r) => r.dueDate))}::date[], ${list(p.map((r) => r.days))}::int[])
    as p(g, k, payment, number, period_start, period_end, due_date, days)`;
  const created: Created[] = [];
  for (const batch of batchesOf(product.id, subs, batchRows)) {
    await exec.execute(sql`
      insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
        investor_id, number, period_start, period_end, due_date, days, amount_cents)
      select id, payment, superuser, ${product.id}::int, ${product.issuerId}::int, investor, number, period_start,
        period_end, due_date, days, amounts[first + k + 1]
      from ${batch.subscriptions} join ${periods} using (g), ${batch.values}`);
    for (const c of batch.created) created.push(c);
  }
  return created;
}

/** Inserts the instalments of one product's subscriptions, all new (as insertProductEvents, by plan). */
export async function insertProductInstallments(
  exec: Executor,
  productId: number,
  groups: RateRow[][],
  subs: SubscriptionRows[],
  batchRows = BATCH_ROWS,
): Promise<Created[]> {
  const r = flatten(groups);
  const rates = sql`unnest(${list(r.map((x) => x.g))}::int[], ${list(r.map((x) => x.k))}::int[],
    ${list(r.map((x) => x.number))}::int[], ${list(r.map((x) => x.paymentDate))}::date[])
    as r(g, k, number, payment_date)`;
  const created: Created[] = [];
  for (const batch of batchesOf(productId, subs, batchRows)) {
    await exec.execute(sql`
      insert into installments (zeichnung_id, superuser_id, product_id, investor_id, number, payment_date,
        amount_cents)
      select id, superuser, ${productId}::int, investor, number, payment_date, amounts[first + k + 1]
      from ${batch.subscriptions} join ${rates} using (g), ${batch.values}`);
    for (const c of batch.created) created.push(c);
  }
  return created;
}

/**
 * The subscriptions among `ids` that already have events (`interest`) or instalments: generated before, so a call
 * skips them without computing. Asked after the subscriptions are locked: a transaction that generated them before
 * has committed by then, and this statement sees its rows.
 *
 * One probe of the once-index (led by zeichnung_id) per subscription, whatever the table's statistics say: a
 * `zeichnung_id = any(…)` over the whole table was planned as a parallel sequential scan while a large generation
 * filled a table analysed when it was small, 150–350 ms per batch of 10 000 (decision 055). Sequential scans are
 * off for the probe (`enable_seqscan`, as it was after it, in the generator's transaction): with its LIMIT 1 and an
 * estimate of 0.5 % of the table per subscription, PostgreSQL sometimes planned each probe as a sequential scan
 * expected to stop after 200 rows — and for a subscription without rows it read the whole table, for each of the
 * 10 000: 252 s for one batch of the schedules bench; 3 of 13 runs slowed so (decision 063).
 */
export async function alreadyGenerated(
  exec: Executor,
  kind: 'interest' | 'installments',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'interest' ? sql`interest_payment_events` : sql`installments`;
  const result = await withSetting(exec, 'enable_seqscan', 'off', () =>
    exec.execute(
      sql`select s.id as zeichnung_id from unnest(${intArray(ids)}) as s(id)
        cross join lateral (select 1 from ${table} t where t.zeichnung_id = s.id limit 1) as found`,
    ),
  );
  return new Set(rowsOf<{ zeichnung_id: number }>(result).map((r) => Number(r.zeichnung_id)));
}

/**
 * Books a subscription's open events and instalments due on or before `day` paid (the demo's history), each paid on
 * its own date at 10:00 Berlin time (never after `at`, the booking itself), as an issuer paying on time would have.
 */
export async function markDuePaid(exec: Executor, zeichnungId: number, day: string, at: Date) {
  const paidOn = (date: SQL) =>
    sql`least(${at}::timestamptz, (${date} + time '10:00') at time zone 'Europe/Berlin')`;
  const events = await exec.execute(sql`
    update interest_payment_events set is_paid = true, paid_at = ${paidOn(sql`due_date`)}, updated_at = ${at}
    where zeichnung_id = ${zeichnungId} and is_paid = false and due_date <= ${day}::date returning id`);
  const rates = await exec.execute(sql`
    update installments set is_paid = true, paid_at = ${paidOn(sql`payment_date`)}, updated_at = ${at}
    where zeichnung_id = ${zeichnungId} and is_paid = false and payment_date <= ${day}::date returning id`);
  return {
    events: rowsOf<{ id: number }>(events).map((r) => r.id),
    installments: rowsOf<{ id: number }>(rates).map((r) => r.id),
  };
}
