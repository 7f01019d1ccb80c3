// SQL of the monthly credit notes (the area `commissions` owns commissions and commission_invoices). Read joins
// of users, salesreps, superusers, zeichnungen and products: see READ_JOINS in scripts/check-boundaries.mjs.
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import {
  commissionInvoices,
  commissions,
  products,
  salesreps,
  superusers,
  users,
  zeichnungen,
} from '../../db/schema/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type CreditNoteRow = typeof commissionInvoices.$inferSelect;

const partnerUser = alias(users, 'partner_user');
const providerUser = alias(users, 'provider_user');

/** Providers that have approved commissions not yet on a credit note. */
export async function providersWithOpenCommissions(exec: Executor): Promise<number[]> {
  const rows = await exec
    .selectDistinct({ superuserId: commissions.superuserId })
    .from(commissions)
    .where(and(eq(commissions.status, 'A'), isNull(commissions.commissionInvoiceId)))
    .orderBy(asc(commissions.superuserId));
  return rows.map((r) => r.superuserId);
}

/** Partners of a provider with approved, unsettled commissions and their sum (clawbacks included). */
export async function partnersToSettle(exec: Executor, superuserId: number) {
  return exec
    .select({
      salesrepId: commissions.salesrepId,
      totalCents: sql<number>`sum(${commissions.amountCents})::bigint`.mapWith(Number),
    })
    .from(commissions)
    .where(
      and(
        eq(commissions.superuserId, superuserId),
        eq(commissions.status, 'A'),
        isNull(commissions.commissionInvoiceId),
      ),
    )
    .groupBy(commissions.salesrepId)
    .orderBy(asc(commissions.salesrepId));
}

export async function hasNoteForPeriod(exec: Executor, salesrepId: number, period: string) {
  const [row] = await exec
    .select({ id: commissionInvoices.id })
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.salesrepId, salesrepId), eq(commissionInvoices.period, period)));
  return row != null;
}

/** The partner's approved, unsettled records, locked, with what a line shows (subscription, investor, product). */
export async function lockOpenCommissions(tx: Tx, salesrepId: number) {
  return tx
    .select({
      id: commissions.id,
      zeichnungId: commissions.zeichnungId,
      level: commissions.level,
      baseCents: commissions.baseCents,
      percentage: commissions.percentage,
      amountCents: commissions.amountCents,
      subscribedAt: zeichnungen.dateOfCreation,
      investorFirstName: zeichnungen.investorFirstName,
      investorLastName: zeichnungen.investorLastName,
      product: products.name,
    })
    .from(commissions)
    .innerJoin(zeichnungen, eq(zeichnungen.id, commissions.zeichnungId))
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .where(
      and(
        eq(commissions.salesrepId, salesrepId),
        eq(commissions.status, 'A'),
        isNull(commissions.commissionInvoiceId),
      ),
    )
    .orderBy(asc(zeichnungen.dateOfCreation), asc(commissions.zeichnungId), asc(commissions.id))
    .for('update', { of: commissions });
}

const personCols = (u: typeof partnerUser | typeof providerUser) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  company: u.company,
  street: u.street,
  houseNumber: u.houseNumber,
  zipCode: u.zipCode,
  city: u.city,
  country: u.country,
  taxNumber: u.taxNumber,
  isSubjectToVAT: u.isSubjectToVAT,
  bankIban: u.bankIban,
});

/** The partner and its provider as the credit note names them. */
export async function partiesOf(exec: Executor, salesrepId: number) {
  const [row] = await exec
    .select({
      salesrepId: salesreps.id,
      superuserId: salesreps.superuserId,
      partner: personCols(partnerUser),
      provider: personCols(providerUser),
    })
    .from(salesreps)
    .innerJoin(partnerUser, eq(partnerUser.id, salesreps.userId))
    .innerJoin(superusers, eq(superusers.id, salesreps.superuserId))
    .innerJoin(providerUser, eq(providerUser.id, superusers.userId))
    .where(eq(salesreps.id, salesrepId));
  return row ?? null;
}
export type Parties = NonNullable<Awaited<ReturnType<typeof partiesOf>>>;

export async function insertNote(tx: Tx, values: typeof commissionInvoices.$inferInsert) {
  const [row] = await tx.insert(commissionInvoices).values(values).returning();
  return row!;
}

export async function settleCommissions(tx: Tx, ids: number[], invoiceId: number, at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(commissions)
    .set({ status: 'R', commissionInvoiceId: invoiceId, updatedAt: at })
    .where(and(inArray(commissions.id, ids), eq(commissions.status, 'A')));
}

const noteCols = {
  note: commissionInvoices,
  partnerEmail: partnerUser.email,
  partnerFirstName: partnerUser.firstName,
  partnerLastName: partnerUser.lastName,
  partnerCompany: partnerUser.company,
  providerFirstName: providerUser.firstName,
  providerLastName: providerUser.lastName,
  providerCompany: providerUser.company,
};

function noteQuery(exec: Executor) {
  return exec
    .select(noteCols)
    .from(commissionInvoices)
    .innerJoin(salesreps, eq(salesreps.id, commissionInvoices.salesrepId))
    .innerJoin(partnerUser, eq(partnerUser.id, salesreps.userId))
    .innerJoin(superusers, eq(superusers.id, commissionInvoices.superuserId))
    .innerJoin(providerUser, eq(providerUser.id, superusers.userId));
}
export type NoteWithNames = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export async function findNote(exec: Executor, id: number) {
  const [row] = await noteQuery(exec).where(eq(commissionInvoices.id, id));
  return row ?? null;
}

/** Which credit notes a caller sees: undefined for all, else a predicate. */
export const notesOfSalesrep = (salesrepId: number): SQL => eq(commissionInvoices.salesrepId, salesrepId);
export const notesOfTenant = (superuserId: number): SQL => eq(commissionInvoices.superuserId, superuserId);

export async function listNotes(
  exec: Executor,
  scope: SQL | undefined,
  filters: { isPaid?: boolean },
  page: number,
  isAscending: boolean,
) {
  const where = and(
    scope,
    filters.isPaid === undefined ? undefined : eq(commissionInvoices.isPaid, filters.isPaid),
  );
  const [total] = await exec.select({ n: count() }).from(commissionInvoices).where(where);
  const order = isAscending ? asc(commissionInvoices.id) : desc(commissionInvoices.id);
  const rows = await noteQuery(exec).where(where).orderBy(order).limit(PAGE_SIZE).offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

/** Whether commission records (any status) or credit notes exist for a partner / a provider. */
export async function commissionsExist(exec: Executor, by: { salesrepId?: number; superuserId?: number }) {
  const where =
    by.salesrepId != null
      ? eq(commissions.salesrepId, by.salesrepId)
      : by.superuserId != null
        ? eq(commissions.superuserId, by.superuserId)
        : undefined;
  const [row] = await exec.select({ id: commissions.id }).from(commissions).where(where).limit(1);
  return row != null;
}

export async function lockNote(tx: Tx, id: number) {
  const [row] = await tx.select().from(commissionInvoices).where(eq(commissionInvoices.id, id)).for('update');
  return row ?? null;
}

/** Links the note's PDF, once (a stored document is never replaced). */
export async function setNoteFile(tx: Tx, id: number, fileId: string) {
  await tx
    .update(commissionInvoices)
    .set({ fileId })
    .where(and(eq(commissionInvoices.id, id), isNull(commissionInvoices.fileId)));
}

/** Ticks a credit note paid and its records R → P. */
export async function markNotePaid(tx: Tx, id: number, userId: number | null, at: Date) {
  await tx
    .update(commissionInvoices)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId })
    .where(eq(commissionInvoices.id, id));
  const paid = await tx
    .update(commissions)
    .set({ status: 'P', paidAt: at, updatedAt: at })
    .where(and(eq(commissions.commissionInvoiceId, id), eq(commissions.status, 'R')))
    .returning({ id: commissions.id });
  return paid.map((r) => r.id);
}

/** The subscriptions on a note all of whose commission records (every partner, every level) are paid out. */
export async function fullyPaidZeichnungenOf(tx: Tx, noteId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: commissions.zeichnungId })
    .from(commissions)
    .where(
      and(
        eq(commissions.commissionInvoiceId, noteId),
        sql`not exists (select 1 from commissions other where other.zeichnung_id = ${commissions.zeichnungId} and other.status <> 'P')`,
      ),
    );
  return rows.map((r) => r.id);
}
