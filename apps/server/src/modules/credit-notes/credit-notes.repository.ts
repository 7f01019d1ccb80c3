// SQL of the monthly credit notes (the area `commissions` owns commissions and commission_invoices). Read joins
// of users, salesreps, superusers, zeichnungen and products: see READ_JOINS in scripts/check-boundaries.mjs.
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, intArray, type Tx } from '../../db/client.ts';
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

/**
 * The approved, unsettled records of these partners, locked, with what a line shows (subscription, investor,
 * product), by partner, then in line order.
 */
export async function lockOpenCommissions(tx: Tx, salesrepIds: readonly number[]) {
  return tx
    .select({
      id: commissions.id,
      salesrepId: commissions.salesrepId,
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
        sql`${commissions.salesrepId} = any(${intArray(salesrepIds)})`,
        eq(commissions.status, 'A'),
        isNull(commissions.commissionInvoiceId),
      ),
    )
    .orderBy(
      asc(commissions.salesrepId),
      asc(zeichnungen.dateOfCreation),
      asc(commissions.zeichnungId),
      asc(commissions.id),
    )
    .for('update', { of: commissions });
}

/** Which of these partners already have a note for the period. */
export async function partnersWithNoteForPeriod(
  exec: Executor,
  salesrepIds: readonly number[],
  period: string,
) {
  const rows = await exec
    .select({ salesrepId: commissionInvoices.salesrepId })
    .from(commissionInvoices)
    .where(
      and(
        sql`${commissionInvoices.salesrepId} = any(${intArray(salesrepIds)})`,
        eq(commissionInvoices.period, period),
      ),
    );
  return new Set(rows.map((r) => r.salesrepId));
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

/** The partners and their provider as the credit note names them, by partner id. */
export async function partiesOf(exec: Executor, salesrepIds: readonly number[]) {
  const rows = await exec
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
    .where(sql`${salesreps.id} = any(${intArray(salesrepIds)})`);
  return new Map(rows.map((r) => [r.salesrepId, r]));
}
export type Parties = NonNullable<ReturnType<Awaited<ReturnType<typeof partiesOf>>['get']>>;

export async function insertNotes(tx: Tx, values: (typeof commissionInvoices.$inferInsert)[]) {
  return tx
    .insert(commissionInvoices)
    .values(values)
    .returning({ id: commissionInvoices.id, salesrepId: commissionInvoices.salesrepId });
}

/** The records A → R onto their partner's note (`notes`: the new notes; `ids`: the records locked for them). */
export async function settleCommissions(
  tx: Tx,
  ids: readonly number[],
  noteIds: readonly number[],
  at: Date,
) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${commissions} c set status = 'R', commission_invoice_id = n.id, updated_at = ${at}
    from ${commissionInvoices} n
    where n.id = any(${intArray(noteIds)}) and c.salesrep_id = n.salesrep_id
      and c.id = any(${intArray(ids)}) and c.status = 'A'`);
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
