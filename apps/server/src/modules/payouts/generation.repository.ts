// The payouts area's bulk writes of generated schedules (issue 18, docs/decisions/025): many rows a statement, as
// arrays unnested on the server (a dozen parameters whatever the row count), ON CONFLICT DO NOTHING on the
// once-indexes, so that generating again creates nothing. Each insert answers what it created per subscription.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, intArray, rowsOf } from '../../db/client.ts';
import { interestPayments } from '../../db/index.ts';

/** Rows a statement: arrays of this length stay far below any protocol limit and keep each statement short. */
export const BATCH_ROWS = 25_000;

/** What one insert created for one subscription. */
export interface Created {
  zeichnungId: number;
  count: number;
  cents: number;
}

const param = (values: unknown[]) => sql.param(values);

/**
 * A new row's uuid, time-ordered (the layout of UUID version 7: 48 bits of Unix milliseconds, then random bits of
 * gen_random_uuid with the version set to 7): a bulk insert appends to the right end of the unique uuid index
 * instead of touching a random page of it per row — with 1.2 M rows that was about a fifth of the insert's time
 * (docs/decisions/031). Still unguessable (74 random bits); it reveals the creation time, as created_at does.
 */
const timeOrderedUuid = sql.raw(
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`,
);

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

export interface EventInsert {
  zeichnungId: number;
  interestPaymentId: number;
  superuserId: number;
  productId: number;
  issuerId: number;
  investorId: number | null;
  number: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  days: number;
  amountCents: number;
}

export interface InstallmentInsert {
  zeichnungId: number;
  superuserId: number;
  productId: number;
  investorId: number | null;
  number: number;
  paymentDate: string;
  amountCents: number;
}

/**
 * One column of a batch as a PostgreSQL array literal (`{1,2,NULL}`), cast in the statement: numbers and ISO dates
 * need no quoting, and building the text directly costs Node a fraction of the driver's per-element array
 * serialisation (1.6 M rows × a dozen columns per 100 000 subscriptions; docs/decisions/033).
 */
const column = <T, K extends keyof T>(rows: T[], key: K) => {
  const values = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![key];
    values[i] = v === null || v === undefined ? 'NULL' : String(v);
  }
  return sql.param(`{${values.join(',')}}`);
};

/** Adds a batch's answer to the totals per subscription (a subscription's rows may span two batches). */
function addCreated(into: Map<number, Created>, result: unknown) {
  for (const r of rowsOf<{ zeichnung_id: number; n: number; cents: string | number }>(result)) {
    const id = Number(r.zeichnung_id);
    const c = into.get(id) ?? { zeichnungId: id, count: 0, cents: 0 };
    c.count += Number(r.n);
    c.cents += Number(r.cents);
    into.set(id, c);
  }
}

/** Inserts the events (existing ones stay as they are); answers what was created per subscription. */
export async function insertEvents(exec: Executor, rows: EventInsert[]): Promise<Created[]> {
  const created = new Map<number, Created>();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const b = rows.slice(i, i + BATCH_ROWS);
    const result = await exec.execute(sql`
      with ins as (
        insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id,
          issuer_id, investor_id, number, period_start, period_end, due_date, days, amount_cents, uuid)
        select *, ${timeOrderedUuid} from unnest(${column(b, 'zeichnungId')}::int[], ${column(b, 'interestPaymentId')}::int[],
          ${column(b, 'superuserId')}::int[], ${column(b, 'productId')}::int[], ${column(b, 'issuerId')}::int[],
          ${column(b, 'investorId')}::int[],
          ${column(b, 'number')}::int[], ${column(b, 'periodStart')}::date[], ${column(b, 'periodEnd')}::date[],
          ${column(b, 'dueDate')}::date[], ${column(b, 'days')}::int[], ${column(b, 'amountCents')}::bigint[])
        on conflict (zeichnung_id, interest_payment_id) do nothing
        returning zeichnung_id, amount_cents)
      select zeichnung_id, count(*)::int as n, sum(amount_cents) as cents from ins group by zeichnung_id`);
    addCreated(created, result);
  }
  return [...created.values()];
}

/** Inserts the instalments (existing ones stay as they are); answers what was created per subscription. */
export async function insertInstallments(exec: Executor, rows: InstallmentInsert[]): Promise<Created[]> {
  const created = new Map<number, Created>();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const b = rows.slice(i, i + BATCH_ROWS);
    const result = await exec.execute(sql`
      with ins as (
        insert into installments (zeichnung_id, superuser_id, product_id, investor_id, number, payment_date,
          amount_cents, uuid)
        select *, ${timeOrderedUuid} from unnest(${column(b, 'zeichnungId')}::int[], ${column(b, 'superuserId')}::int[],
          ${column(b, 'productId')}::int[], ${column(b, 'investorId')}::int[], ${column(b, 'number')}::int[],
          ${column(b, 'paymentDate')}::date[], ${column(b, 'amountCents')}::bigint[])
        on conflict (zeichnung_id, number) do nothing
        returning zeichnung_id, amount_cents)
      select zeichnung_id, count(*)::int as n, sum(amount_cents) as cents from ins group by zeichnung_id`);
    addCreated(created, result);
  }
  return [...created.values()];
}

/**
 * The subscriptions among `ids` that already have events (`interest`) or instalments: generated before, so a bulk
 * call skips them without computing (the once-indexes, led by zeichnung_id, answer it).
 */
export async function alreadyGenerated(
  exec: Executor,
  kind: 'interest' | 'installments',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'interest' ? sql`interest_payment_events` : sql`installments`;
  const result = await exec.execute(
    sql`select distinct zeichnung_id from ${table} where zeichnung_id = any(${intArray(ids)})`,
  );
  return new Set(rowsOf<{ zeichnung_id: number }>(result).map((r) => Number(r.zeichnung_id)));
}

/** Books a subscription's open events and instalments due on or before `day` paid (the demo's history). */
export async function markDuePaid(exec: Executor, zeichnungId: number, day: string, at: Date) {
  const events = await exec.execute(sql`
    update interest_payment_events set is_paid = true, paid_at = ${at}, updated_at = ${at}
    where zeichnung_id = ${zeichnungId} and is_paid = false and due_date <= ${day}::date returning id`);
  const rates = await exec.execute(sql`
    update installments set is_paid = true, paid_at = ${at}, updated_at = ${at}
    where zeichnung_id = ${zeichnungId} and is_paid = false and payment_date <= ${day}::date returning id`);
  return {
    events: rowsOf<{ id: number }>(events).map((r) => r.id),
    installments: rowsOf<{ id: number }>(rates).map((r) => r.id),
  };
}
