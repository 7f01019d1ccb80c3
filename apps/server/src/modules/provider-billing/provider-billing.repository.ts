// SQL of the operator's monthly provider invoices and the processing fees (issue 19, decision 032; the area owns
// processing_fees and provider_invoices). Read joins of bookings, superusers, users, zeichnungen and products: see
// READ_JOINS in scripts/check-boundaries.mjs.
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, type Tx } from '../../db/client.ts';
import {
  bookings,
  processingFees,
  products,
  providerInvoices,
  superusers,
  users,
  zeichnungen,
} from '../../db/schema/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type ProviderInvoiceRow = typeof providerInvoices.$inferSelect;

/** The key of the per-booking advisory lock that orders fee recording and billing (decision 032). */
const LOCK_KEY = 190_032;

/** Serialises recording fees and billing for these bookings until the transaction ends (ids ascending). */
export async function lockBookings(tx: Tx, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(${LOCK_KEY}, s.b)
    from (select b from unnest(${intArray(bookingIds)}) as b order by b) s`);
}

/** The Berlin date a timestamp column falls on. */
const berlinDate = (col: SQL | typeof bookings.decidedAt) =>
  sql<string>`to_char(${col} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;

/** The tenant's live booking as the processing fee needs it, or null. */
export async function liveBookingOf(exec: Executor, superuserId: number) {
  const [row] = await exec
    .select({
      id: bookings.id,
      modules: bookings.modules,
      duration: bookings.duration,
      liveDate: berlinDate(bookings.decidedAt),
    })
    .from(bookings)
    .where(and(eq(bookings.superuserId, superuserId), eq(bookings.status, 'L')))
    .orderBy(desc(bookings.id))
    .limit(1);
  return row ?? null;
}

/** The booking's paid volume (sum of the fee bases) in one booking year so far. */
export async function volumeInBookingYear(exec: Executor, bookingId: number, bookingYear: number) {
  const [row] = await exec
    .select({ cents: sql<number>`coalesce(sum(${processingFees.baseCents}), 0)::bigint`.mapWith(Number) })
    .from(processingFees)
    .where(and(eq(processingFees.bookingId, bookingId), eq(processingFees.bookingYear, bookingYear)));
  return row?.cents ?? 0;
}

/** Records a fee once per subscription; answers the row, or null when the subscription already has one. */
export async function insertFee(tx: Executor, values: typeof processingFees.$inferInsert) {
  const [row] = await tx
    .insert(processingFees)
    .values(values)
    .onConflictDoNothing({ target: processingFees.zeichnungId })
    .returning();
  return row ?? null;
}

/**
 * The next up to `limit` bookings (id > `afterId`) that were live in the month ending `periodEnd` and have no
 * invoice for `period` yet, ids ascending.
 */
export async function billableBookings(
  exec: Executor,
  period: string,
  periodEnd: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await exec
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'L'),
        gt(bookings.id, afterId),
        sql`${bookings.decidedAt} is not null and ${berlinDate(bookings.decidedAt)} <= ${periodEnd}`,
        sql`not exists (select 1 from ${providerInvoices} pi where pi.booking_id = ${bookings.id} and pi.period = ${period})`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What the run bills of these bookings (under the lock): fees, live date, whether setup was billed, the provider. */
export async function bookingsToBill(tx: Tx, bookingIds: readonly number[], period: string) {
  return tx
    .select({
      id: bookings.id,
      superuserId: bookings.superuserId,
      modules: bookings.modules,
      setupFeeTotalCents: bookings.setupFeeTotalCents,
      monthlyFeeTotalCents: bookings.monthlyFeeTotalCents,
      invoiceNumber: bookings.invoiceNumber,
      liveDate: berlinDate(bookings.decidedAt),
      setupBilled: sql<boolean>`exists (select 1 from ${providerInvoices} pi where pi.booking_id = ${bookings.id} and pi.lines @> '[{"kind":"setup"}]'::jsonb)`,
      billed: sql<boolean>`exists (select 1 from ${providerInvoices} pi where pi.booking_id = ${bookings.id} and pi.period = ${period})`,
      provider: {
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        street: users.street,
        houseNumber: users.houseNumber,
        zipCode: users.zipCode,
        city: users.city,
        country: users.country,
        taxNumber: users.taxNumber,
      },
    })
    .from(bookings)
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(and(sql`${bookings.id} = any(${intArray(bookingIds)})`, eq(bookings.status, 'L')))
    .orderBy(asc(bookings.id));
}
export type BookingToBill = Awaited<ReturnType<typeof bookingsToBill>>[number];

/** Count and sum of the unbilled fees paid up to `periodEnd`, by booking (one grouped query, partial index). */
export async function unbilledFees(tx: Tx, bookingIds: readonly number[], periodEnd: string) {
  const rows = await tx
    .select({
      bookingId: processingFees.bookingId,
      count: sql<number>`count(*)::int`.mapWith(Number),
      cents: sql<number>`sum(${processingFees.amountCents})::bigint`.mapWith(Number),
    })
    .from(processingFees)
    .where(
      and(
        sql`${processingFees.bookingId} = any(${intArray(bookingIds)})`,
        isNull(processingFees.providerInvoiceId),
        sql`${processingFees.paidOn} <= ${periodEnd}`,
      ),
    )
    .groupBy(processingFees.bookingId);
  return new Map(rows.map((r) => [r.bookingId, r]));
}

export async function insertInvoices(tx: Tx, values: (typeof providerInvoices.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx
    .insert(providerInvoices)
    .values(values)
    .returning({ id: providerInvoices.id, bookingId: providerInvoices.bookingId });
}

/** Puts the unbilled fees paid up to `periodEnd` of the new invoices' bookings on them (one statement). */
export async function billFees(tx: Tx, invoiceIds: readonly number[], periodEnd: string) {
  if (invoiceIds.length === 0) return 0;
  const result = await tx.execute(sql`
    update ${processingFees} f set provider_invoice_id = pi.id
    from ${providerInvoices} pi
    where pi.id = any(${intArray(invoiceIds)}) and f.booking_id = pi.booking_id
      and f.provider_invoice_id is null and f.paid_on <= ${periodEnd}`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

const providerName = sql<string>`coalesce(nullif(trim(${users.company}), ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;

function invoiceQuery(exec: Executor) {
  return exec
    .select({ invoice: providerInvoices, providerName })
    .from(providerInvoices)
    .innerJoin(superusers, eq(superusers.id, providerInvoices.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId));
}
export type InvoiceWithName = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export async function findInvoice(exec: Executor, id: number) {
  const [row] = await invoiceQuery(exec).where(eq(providerInvoices.id, id));
  return row ?? null;
}

export async function listInvoices(
  exec: Executor,
  superuserId: number | undefined,
  isPaid: boolean | undefined,
  page: number,
) {
  const where = and(
    superuserId === undefined ? undefined : eq(providerInvoices.superuserId, superuserId),
    isPaid === undefined ? undefined : eq(providerInvoices.isPaid, isPaid),
  );
  const [total] = await exec.select({ n: count() }).from(providerInvoices).where(where);
  const rows = await invoiceQuery(exec)
    .where(where)
    .orderBy(desc(providerInvoices.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function openAmounts(exec: Executor) {
  const [row] = await exec
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      grossCents: sql<number>`coalesce(sum(${providerInvoices.grossCents}), 0)::bigint`.mapWith(Number),
    })
    .from(providerInvoices)
    .where(eq(providerInvoices.isPaid, false));
  return row ?? { count: 0, grossCents: 0 };
}

/** Up to `limit` fees of an invoice after fee id `afterId`, in id order, with the product name. */
export async function feesOfInvoice(exec: Executor, invoiceId: number, afterId: number, limit: number) {
  return exec
    .select({
      id: processingFees.id,
      paidOn: processingFees.paidOn,
      zeichnungId: processingFees.zeichnungId,
      product: sql<string>`coalesce(${products.name}, '–')`,
      baseCents: processingFees.baseCents,
      percentage: processingFees.percentage,
      amountCents: processingFees.amountCents,
    })
    .from(processingFees)
    .innerJoin(zeichnungen, eq(zeichnungen.id, processingFees.zeichnungId))
    .leftJoin(products, eq(products.id, zeichnungen.productId))
    .where(and(eq(processingFees.providerInvoiceId, invoiceId), gt(processingFees.id, afterId)))
    .orderBy(asc(processingFees.id))
    .limit(limit);
}

export async function lockInvoice(tx: Tx, id: number) {
  const [row] = await tx.select().from(providerInvoices).where(eq(providerInvoices.id, id)).for('update');
  return row ?? null;
}

/** Links the invoice's PDF, once (a stored document is never replaced). */
export async function setInvoiceFile(tx: Tx, id: number, fileId: string) {
  await tx
    .update(providerInvoices)
    .set({ fileId })
    .where(and(eq(providerInvoices.id, id), isNull(providerInvoices.fileId)));
}

export async function markInvoicePaid(tx: Tx, id: number, userId: number | null, at: Date) {
  await tx
    .update(providerInvoices)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId })
    .where(eq(providerInvoices.id, id));
}
