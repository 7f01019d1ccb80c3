// The payouts area's bulk writes of generated schedules (issue 18, docs/decisions/025): many rows a statement, as
// arrays unnested on the server (a dozen parameters whatever the row count), ON CONFLICT DO NOTHING on the
// once-indexes, so that generating again creates nothing. Each insert answers what it created per subscription.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
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

const column = <T, K extends keyof T>(rows: T[], key: K) => param(rows.map((r) => r[key]));

const createdOf = (result: unknown): Created[] =>
  rowsOf<{ zeichnung_id: number; n: number; cents: string | number }>(result).map((r) => ({
    zeichnungId: Number(r.zeichnung_id),
    count: Number(r.n),
    cents: Number(r.cents),
  }));

/** Inserts the events (existing ones stay as they are); answers what was created per subscription. */
export async function insertEvents(exec: Executor, rows: EventInsert[]): Promise<Created[]> {
  const created: Created[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const b = rows.slice(i, i + BATCH_ROWS);
    const result = await exec.execute(sql`
      with ins as (
        insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id,
          investor_id, number, period_start, period_end, due_date, days, amount_cents)
        select * from unnest(${column(b, 'zeichnungId')}::int[], ${column(b, 'interestPaymentId')}::int[],
          ${column(b, 'superuserId')}::int[], ${column(b, 'productId')}::int[], ${column(b, 'investorId')}::int[],
          ${column(b, 'number')}::int[], ${column(b, 'periodStart')}::date[], ${column(b, 'periodEnd')}::date[],
          ${column(b, 'dueDate')}::date[], ${column(b, 'days')}::int[], ${column(b, 'amountCents')}::bigint[])
        on conflict do nothing
        returning zeichnung_id, amount_cents)
      select zeichnung_id, count(*)::int as n, sum(amount_cents) as cents from ins group by zeichnung_id`);
    created.push(...createdOf(result));
  }
  return created;
}

/** Inserts the instalments (existing ones stay as they are); answers what was created per subscription. */
export async function insertInstallments(exec: Executor, rows: InstallmentInsert[]): Promise<Created[]> {
  const created: Created[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const b = rows.slice(i, i + BATCH_ROWS);
    const result = await exec.execute(sql`
      with ins as (
        insert into installments (zeichnung_id, superuser_id, product_id, investor_id, number, payment_date,
          amount_cents)
        select * from unnest(${column(b, 'zeichnungId')}::int[], ${column(b, 'superuserId')}::int[],
          ${column(b, 'productId')}::int[], ${column(b, 'investorId')}::int[], ${column(b, 'number')}::int[],
          ${column(b, 'paymentDate')}::date[], ${column(b, 'amountCents')}::bigint[])
        on conflict do nothing
        returning zeichnung_id, amount_cents)
      select zeichnung_id, count(*)::int as n, sum(amount_cents) as cents from ins group by zeichnung_id`);
    created.push(...createdOf(result));
  }
  return created;
}
