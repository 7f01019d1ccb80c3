// The payout run's SQL (issue 18, docs/decisions/026): set-based reads of one payment date's unpaid events with
// their investors' names, bank data and tax profiles, the exemption orders and what earlier runs used of them, and
// batched writes of the run, its lines, the events' booking and the notices' jobs. Read joins of other areas'
// tables (products, issuers, investors, users, zeichnungen) are listed in scripts/check-boundaries.mjs.
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, intArray, rowsOf } from '../../db/client.ts';
import {
  interestPaymentEvents,
  interestPayments,
  investors,
  issuers,
  payoutLines,
  payoutRuns,
  products,
  users,
} from '../../db/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import { ofInvestor } from './payouts.repository.ts';

const issuerUsers = alias(users, 'issuer_users');

/**
 * A run pays only the events of live subscriptions: a withdrawn (status W) or deleted subscription's open events
 * are neither offered as a date nor paid (issue 18; the schedule generation may have left them open).
 */
const liveSubscriptionOf = (zeichnungId: SQL) =>
  sql`exists (select 1 from zeichnungen z where z.id = ${zeichnungId} and z.status <> 'W' and z.deleted_at is null)`;

/**
 * A payment date's events through the product's subscriptions (zeichnungen_product_idx) and the once-index
 * (zeichnung_id, interest_payment_id): one probe per subscription. The events have no product index (decision 047);
 * along the issuer's (issuer_id, due_date, id) PostgreSQL visited every event of the issuer's other products that day.
 * An event's product is its subscription's.
 */
const ofProductSubscriptions = (zeichnungId: SQL, productId: number | SQL) =>
  sql`${zeichnungId} in (select s.id from zeichnungen s where s.product_id = ${productId})`;

/** The product with what a run needs: its issuer, tenant and the paying account (product, else issuer; decision 011). */
export async function productForRun(exec: Executor, productId: number) {
  const [row] = await exec
    .select({
      id: products.id,
      name: products.name,
      issuerId: products.issuerId,
      superuserId: products.superuserId,
      deletedAt: products.deletedAt,
      accountHolder: sql<
        string | null
      >`coalesce(${products.paymentAccountHolder}, ${issuers.paymentAccountHolder})`,
      iban: sql<string | null>`coalesce(${products.paymentIban}, ${issuers.paymentIban})`,
      bic: sql<string | null>`coalesce(${products.paymentBic}, ${issuers.paymentBic})`,
      issuerCompany: issuerUsers.company,
      issuerFirstName: issuerUsers.firstName,
      issuerLastName: issuerUsers.lastName,
    })
    .from(products)
    .innerJoin(issuers, eq(issuers.id, products.issuerId))
    .innerJoin(issuerUsers, eq(issuerUsers.id, issuers.userId))
    .where(eq(products.id, productId));
  return row ?? null;
}
export type RunProduct = NonNullable<Awaited<ReturnType<typeof productForRun>>>;

/** The product's payment dates up to `until` with unpaid events: count, investors and gross. */
export async function openDates(exec: Executor, productId: number, until: string) {
  return (
    exec
      .select({
        interestPaymentId: interestPayments.id,
        date: interestPayments.startDate,
        openEvents: sql<number>`count(*)::int`,
        investors: sql<number>`count(distinct ${interestPaymentEvents.investorId})::int`,
        grossCents: sql<string>`sum(${interestPaymentEvents.amountCents})::bigint`,
      })
      .from(interestPayments)
      // a payment date's events: its product's of its due date, exactly the events that name it, found through the
      // product's subscriptions (no index on interest_payment_id, decision 040; none on product_id, decision 047)
      .innerJoin(
        interestPaymentEvents,
        and(
          ofProductSubscriptions(sql`${interestPaymentEvents.zeichnungId}`, productId),
          eq(interestPaymentEvents.productId, interestPayments.productId),
          eq(interestPaymentEvents.dueDate, interestPayments.startDate),
          eq(interestPaymentEvents.interestPaymentId, interestPayments.id),
        ),
      )
      .where(
        and(
          eq(interestPayments.productId, productId),
          eq(interestPaymentEvents.isPaid, false),
          liveSubscriptionOf(sql`${interestPaymentEvents.zeichnungId}`),
          sql`${interestPayments.startDate} <= ${until}::date`,
        ),
      )
      .groupBy(interestPayments.id)
      .orderBy(asc(interestPayments.startDate))
  );
}

/** The payment date of a product; `lock` takes its row lock (one confirming transaction at a time). */
export async function findInterestPayment(exec: Executor, productId: number, date: string, lock = false) {
  const q = exec
    .select()
    .from(interestPayments)
    .where(and(eq(interestPayments.productId, productId), eq(interestPayments.startDate, date)));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export async function runOfPayment(exec: Executor, interestPaymentId: number) {
  const [row] = await exec
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(eq(payoutRuns.interestPaymentId, interestPaymentId));
  return row ?? null;
}

/** A payment date as the payout run's statements ask for its events. */
export interface PaymentDate {
  id: number;
  productId: number;
  startDate: string;
}

export interface OpenEventRow {
  eventId: number;
  zeichnungId: number;
  investorId: number | null;
  amountCents: number;
  userId: number | null;
  email: string | null;
  name: string;
  payeeName: string | null;
  iban: string | null;
  bic: string | null;
  churchMember: boolean;
  federalState: string | null;
  nonAssessmentUntil: string | null;
}

/** The unpaid events of a payment date with investor, bank data and tax profile, by investor; `lock`: FOR UPDATE. */
export async function openEvents(exec: Executor, payment: PaymentDate, lock = false) {
  const rows = rowsOf<OpenEventRow & { amountCents: string | number }>(
    await exec.execute(sql`
      select e.id as "eventId", e.zeichnung_id as "zeichnungId", e.investor_id as "investorId",
        e.amount_cents as "amountCents", u.id as "userId", u.email,
        coalesce(nullif(trim(case when u.is_company then u.company end), ''),
          nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, '') as name,
        nullif(trim(u.bank_account_owner), '') as "payeeName", u.bank_iban as iban, u.bank_bic as bic,
        coalesce(tp.church_member, false) as "churchMember", tp.federal_state as "federalState",
        to_char(tp.non_assessment_until, 'YYYY-MM-DD') as "nonAssessmentUntil"
      from interest_payment_events e
        left join investors i on i.id = e.investor_id
        left join users u on u.id = i.user_id
        left join investor_tax_profiles tp on tp.investor_id = e.investor_id
      where ${ofProductSubscriptions(sql`e.zeichnung_id`, payment.productId)} and e.product_id = ${payment.productId}
        and e.due_date = ${payment.startDate}::date
        and e.interest_payment_id = ${payment.id} and e.is_paid = false
        and ${liveSubscriptionOf(sql`e.zeichnung_id`)}
      order by e.investor_id nulls last, e.id
      ${lock ? sql`for update of e` : sql``}`),
  );
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) })) as OpenEventRow[];
}

/**
 * The exemption orders of the payment's investors with this issuer for `year`, with what earlier runs of this issuer
 * used of them that year (the payout lines' exemption, decision 023).
 */
export async function exemptionsFor(exec: Executor, payment: PaymentDate, issuerId: number, year: number) {
  const rows = rowsOf<{ investorId: number; amountCents: string; joint: boolean; usedCents: string }>(
    await exec.execute(sql`
      select o.investor_id as "investorId", o.amount_cents as "amountCents", o.joint,
        coalesce((select sum(l.exemption_used_cents) from payout_lines l
          join payout_runs r on r.id = l.payout_run_id
          where l.investor_id = o.investor_id and l.year = o.year and r.issuer_id = o.issuer_id), 0)::bigint
          as "usedCents"
      from exemption_orders o
      where o.issuer_id = ${issuerId} and o.year = ${year}
        and o.investor_id in (select e.investor_id from interest_payment_events e
          where ${ofProductSubscriptions(sql`e.zeichnung_id`, payment.productId)}
            and e.product_id = ${payment.productId} and e.due_date = ${payment.startDate}::date
            and e.interest_payment_id = ${payment.id} and e.is_paid = false and e.investor_id is not null
            and ${liveSubscriptionOf(sql`e.zeichnung_id`)})`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.investorId),
      { amountCents: Number(r.amountCents), joint: r.joint, usedCents: Number(r.usedCents) },
    ]),
  );
}

/** Serialises the runs of one issuer: two runs must not both spend an investor's remaining exemption. */
export async function lockIssuerExemptions(exec: Executor, issuerId: number) {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext('payout-exemptions'), ${issuerId})`);
}

export async function nextRunId(exec: Executor): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await exec.execute(sql`select nextval(pg_get_serial_sequence('payout_runs', 'id')) as id`),
  );
  return Number(row!.id);
}

export const insertRun = async (exec: Executor, values: typeof payoutRuns.$inferInsert) =>
  (await exec.insert(payoutRuns).values(values).returning())[0]!;

/** Inserts the lines in batches (the statement's parameters stay below PostgreSQL's 65 535). */
export async function insertLines(exec: Executor, values: (typeof payoutLines.$inferInsert)[]) {
  const out: (typeof payoutLines.$inferSelect)[] = [];
  for (let i = 0; i < values.length; i += 2000)
    out.push(
      ...(await exec
        .insert(payoutLines)
        .values(values.slice(i, i + 2000))
        .returning()),
    );
  return out;
}

/** Books the events paid by the run, only those still unpaid; answers the ids booked. */
export async function markEventsPaid(
  exec: Executor,
  ids: number[],
  runId: number,
  userId: number | null,
  at: Date,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < ids.length; i += 10_000) {
    const chunk = ids.slice(i, i + 10_000);
    const rows = rowsOf<{ id: number }>(
      await exec.execute(sql`
        update interest_payment_events set is_paid = true, paid_at = ${at.toISOString()}::timestamptz,
          paid_by_user_id = ${userId}, payout_run_id = ${runId}, updated_at = now()
        where id = any(${intArray(chunk)}) and is_paid = false
        returning id`),
    );
    out.push(...rows.map((r) => Number(r.id)));
  }
  return out;
}

// ---- reads of confirmed runs

/** The rows a caller's lists read: all, or an issuer's products' (products.issuer_id), or an investor's own. */
export type RunScope = { all: true } | { issuerId: number } | { investorId: number };

const productOfIssuer = (issuerId: number) =>
  sql`${payoutRuns.productId} in (select ${products.id} from ${products} where ${products.issuerId} = ${issuerId})`;

const runColumns = {
  r: payoutRuns,
  productName: products.name,
  productIssuerId: products.issuerId,
  date: interestPayments.startDate,
};

const runRows = (exec: Executor) =>
  exec
    .select(runColumns)
    .from(payoutRuns)
    .innerJoin(products, eq(products.id, payoutRuns.productId))
    .innerJoin(interestPayments, eq(interestPayments.id, payoutRuns.interestPaymentId));
export type RunRow = Awaited<ReturnType<ReturnType<typeof runRows>['execute']>>[number];

export async function listRuns(
  exec: Executor,
  scope: RunScope,
  productId: number | undefined,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = [];
  if ('issuerId' in scope) where.push(productOfIssuer(scope.issuerId));
  if ('investorId' in scope) where.push(sql`false`);
  if (productId !== undefined) where.push(eq(payoutRuns.productId, productId));
  const cond = where.length ? and(...where) : undefined;
  const [total] = await exec.select({ n: count() }).from(payoutRuns).where(cond);
  const dir = ascending ? asc : desc;
  const rows = await runRows(exec)
    .where(cond)
    .orderBy(dir(payoutRuns.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function findRun(exec: Executor, id: number) {
  const [row] = await runRows(exec).where(eq(payoutRuns.id, id));
  return row ?? null;
}

export const linesOfRun = (exec: Executor, runId: number) =>
  exec.select().from(payoutLines).where(eq(payoutLines.payoutRunId, runId)).orderBy(asc(payoutLines.id));

const lineRows = (exec: Executor) =>
  exec
    .select({ l: payoutLines, ...runColumns })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.payoutRunId))
    .innerJoin(products, eq(products.id, payoutRuns.productId))
    .innerJoin(interestPayments, eq(interestPayments.id, payoutRuns.interestPaymentId));
export type LineRow = Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number];

export async function findLine(exec: Executor, id: number, lock = false) {
  const q = lineRows(exec).where(eq(payoutLines.id, id));
  const [row] = await (lock ? q.for('update', { of: payoutLines }) : q);
  return row ?? null;
}

export async function listNotices(exec: Executor, scope: RunScope, page: number, ascending: boolean) {
  const cond =
    'investorId' in scope
      ? eq(payoutLines.investorId, scope.investorId)
      : 'issuerId' in scope
        ? sql`${payoutLines.payoutRunId} in (select ${payoutRuns.id} from ${payoutRuns} where ${productOfIssuer(scope.issuerId)})`
        : undefined;
  const [total] = await exec.select({ n: count() }).from(payoutLines).where(cond);
  const dir = ascending ? asc : desc;
  const rows = await lineRows(exec)
    .where(cond)
    .orderBy(dir(payoutLines.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

/** The events a line paid (the investor's events of the run), for its notice. */
export const eventsOfLine = (exec: Executor, runId: number, investorId: number | null, eventId: number) =>
  exec
    .select()
    .from(interestPaymentEvents)
    .where(
      investorId == null
        ? eq(interestPaymentEvents.id, eventId)
        : and(
            ofInvestor(interestPaymentEvents.zeichnungId, investorId),
            eq(interestPaymentEvents.payoutRunId, runId),
            eq(interestPaymentEvents.investorId, investorId),
          ),
    )
    .orderBy(asc(interestPaymentEvents.id));

/** Links the rendered notice to its line once (a second run of the job finds it set and changes nothing). */
export async function setNotice(exec: Executor, lineId: number, fileId: string) {
  const rows = await exec
    .update(payoutLines)
    .set({ noticeFileId: fileId })
    .where(and(eq(payoutLines.id, lineId), isNull(payoutLines.noticeFileId)))
    .returning({ id: payoutLines.id });
  return rows.length === 1;
}

/** The investor's address block and e-mail for its notice. */
export async function investorContact(exec: Executor, investorId: number) {
  const [row] = await exec
    .select({ user: users })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.id, investorId));
  return row?.user ?? null;
}

/** The investor's tax profile and whether it gave this issuer an exemption order for `year` (the notice's lines). */
export async function taxDataOf(exec: Executor, investorId: number, issuerId: number, year: number) {
  const [row] = rowsOf<{
    churchMember: boolean | null;
    federalState: string | null;
    nonAssessmentUntil: string | null;
    hasOrder: boolean;
  }>(
    await exec.execute(sql`
      select tp.church_member as "churchMember", tp.federal_state as "federalState",
        to_char(tp.non_assessment_until, 'YYYY-MM-DD') as "nonAssessmentUntil",
        exists (select 1 from exemption_orders o where o.investor_id = ${investorId} and o.issuer_id = ${issuerId}
          and o.year = ${year}) as "hasOrder"
      from (select 1) one left join investor_tax_profiles tp on tp.investor_id = ${investorId}`),
  );
  return row!;
}
