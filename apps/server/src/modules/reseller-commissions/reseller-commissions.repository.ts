// SQL of the reseller commissions and reseller credit notes (issue 19, decision 032; this area owns
// reseller_commissions and reseller_invoices and reads reseller_percentages and provider_invoices). Read joins of
// users, superusers, resellers and bookings: see READ_JOINS in scripts/check-boundaries.mjs.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, intArray, type Tx } from '../../db/client.ts';
import {
  bookings,
  providerInvoices,
  resellerCommissions,
  resellerInvoices,
  resellerPercentages,
  resellers,
  superusers,
  users,
} from '../../db/schema/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type CommissionRow = typeof resellerCommissions.$inferSelect;
export type ResellerInvoiceRow = typeof resellerInvoices.$inferSelect;
type Status = CommissionRow['status'];

const providerUser = alias(users, 'provider_user');
const resellerUser = alias(users, 'reseller_user');
const level1 = alias(resellers, 'level1_reseller');
const level2 = alias(resellers, 'level2_reseller');

// ---- earning -------------------------------------------------------------------------------------------------

/** The resellers above a provider: level 0 its recruiter, 1 that one's recruiter, 2 one further (null: none). */
export async function resellerChainOf(exec: Executor, superuserId: number) {
  const [row] = await exec
    .select({ l0: resellers.id, l1: level1.id, l2: level2.id })
    .from(superusers)
    .leftJoin(resellers, eq(resellers.id, superusers.resellerId))
    .leftJoin(level1, eq(level1.id, resellers.parentId))
    .leftJoin(level2, eq(level2.id, level1.parentId))
    .where(eq(superusers.id, superuserId));
  return [row?.l0 ?? null, row?.l1 ?? null, row?.l2 ?? null] as const;
}

/** The bookings (status, broker subdomain) of the providers each of these resellers recruited itself. */
export async function bookingsOfRecruitedProviders(exec: Executor, resellerIds: readonly number[]) {
  if (resellerIds.length === 0) return [];
  return exec
    .select({
      resellerId: superusers.resellerId,
      superuserId: superusers.id,
      status: bookings.status,
      affiliateSubdomain: bookings.affiliateSubdomain,
    })
    .from(superusers)
    .innerJoin(bookings, eq(bookings.superuserId, superusers.id))
    .where(and(sql`${superusers.resellerId} = any(${intArray(resellerIds)})`, eq(bookings.status, 'L')));
}

export async function percentageRows(exec: Executor) {
  return exec.select().from(resellerPercentages);
}

/** Records the commissions; one per invoice and level (a second call records nothing). Answers what was new. */
export async function insertCommissions(tx: Tx, values: (typeof resellerCommissions.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx
    .insert(resellerCommissions)
    .values(values)
    .onConflictDoNothing({ target: [resellerCommissions.providerInvoiceId, resellerCommissions.level] })
    .returning();
}

// ---- reading commissions ---------------------------------------------------------------------------------------

const commissionCols = {
  c: resellerCommissions,
  providerInvoiceNumber: providerInvoices.number,
  providerEmail: providerUser.email,
  providerFirstName: providerUser.firstName,
  providerLastName: providerUser.lastName,
  providerCompany: providerUser.company,
  resellerEmail: resellerUser.email,
  resellerFirstName: resellerUser.firstName,
  resellerLastName: resellerUser.lastName,
  resellerCompany: resellerUser.company,
};

function commissionQuery(exec: Executor) {
  return exec
    .select(commissionCols)
    .from(resellerCommissions)
    .innerJoin(providerInvoices, eq(providerInvoices.id, resellerCommissions.providerInvoiceId))
    .innerJoin(superusers, eq(superusers.id, resellerCommissions.superuserId))
    .innerJoin(providerUser, eq(providerUser.id, superusers.userId))
    .innerJoin(resellers, eq(resellers.id, resellerCommissions.resellerId))
    .innerJoin(resellerUser, eq(resellerUser.id, resellers.userId));
}
export type CommissionWithNames = Awaited<ReturnType<typeof findCommission>> & {};

export async function findCommission(exec: Executor, id: number) {
  const [row] = await commissionQuery(exec).where(eq(resellerCommissions.id, id));
  return row ?? null;
}

export async function listCommissions(
  exec: Executor,
  filters: { resellerId?: number; status?: Status },
  page: number,
  isAscending: boolean,
) {
  const where = and(
    filters.resellerId === undefined ? undefined : eq(resellerCommissions.resellerId, filters.resellerId),
    filters.status === undefined ? undefined : eq(resellerCommissions.status, filters.status),
  );
  const [total] = await exec.select({ n: count() }).from(resellerCommissions).where(where);
  const order = isAscending ? asc(resellerCommissions.id) : desc(resellerCommissions.id);
  const rows = await commissionQuery(exec)
    .where(where)
    .orderBy(order)
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

/** Sums by status, of one reseller or of all. */
export async function sumsByStatus(exec: Executor, resellerId: number | undefined) {
  return exec
    .select({
      status: resellerCommissions.status,
      cents: sql<number>`coalesce(sum(${resellerCommissions.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(resellerCommissions)
    .where(resellerId === undefined ? undefined : eq(resellerCommissions.resellerId, resellerId))
    .groupBy(resellerCommissions.status);
}

export async function resellerExists(exec: Executor, id: number) {
  const [row] = await exec.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id));
  return row != null;
}

// ---- approving -------------------------------------------------------------------------------------------------

export async function lockCommission(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(resellerCommissions)
    .where(eq(resellerCommissions.id, id))
    .for('update');
  return row ?? null;
}

export async function approveCommission(tx: Tx, id: number, userId: number | null, at: Date) {
  await tx
    .update(resellerCommissions)
    .set({ status: 'A', approvedAt: at, approvedByUserId: userId, updatedAt: at })
    .where(and(eq(resellerCommissions.id, id), eq(resellerCommissions.status, 'O')));
}

// ---- payout request --------------------------------------------------------------------------------------------

/** Locks the reseller row: payout requests of one reseller run one after the other. */
export async function lockReseller(tx: Tx, resellerId: number) {
  const [row] = await tx
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.id, resellerId))
    .for('update');
  return row ?? null;
}

/** The reseller's approved commissions, locked, with what a credit-note line shows, in line order. */
export async function lockApproved(tx: Tx, resellerId: number) {
  return tx
    .select({
      id: resellerCommissions.id,
      superuserId: resellerCommissions.superuserId,
      providerInvoiceId: resellerCommissions.providerInvoiceId,
      providerInvoiceNumber: providerInvoices.number,
      level: resellerCommissions.level,
      tier: resellerCommissions.tier,
      percentage: resellerCommissions.percentage,
      baseCents: resellerCommissions.baseCents,
      amountCents: resellerCommissions.amountCents,
      providerFirstName: providerUser.firstName,
      providerLastName: providerUser.lastName,
      providerCompany: providerUser.company,
    })
    .from(resellerCommissions)
    .innerJoin(providerInvoices, eq(providerInvoices.id, resellerCommissions.providerInvoiceId))
    .innerJoin(superusers, eq(superusers.id, resellerCommissions.superuserId))
    .innerJoin(providerUser, eq(providerUser.id, superusers.userId))
    .where(and(eq(resellerCommissions.resellerId, resellerId), eq(resellerCommissions.status, 'A')))
    .orderBy(
      asc(resellerCommissions.providerInvoiceId),
      asc(resellerCommissions.level),
      asc(resellerCommissions.id),
    )
    .for('update', { of: resellerCommissions });
}
export type ApprovedRecord = Awaited<ReturnType<typeof lockApproved>>[number];

/** The reseller's account as the credit note names it. */
export async function resellerParty(exec: Executor, resellerId: number) {
  const [row] = await exec
    .select({
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
      isSubjectToVAT: users.isSubjectToVAT,
      bankIban: users.bankIban,
    })
    .from(resellers)
    .innerJoin(users, eq(users.id, resellers.userId))
    .where(eq(resellers.id, resellerId));
  return row ?? null;
}

export async function insertInvoice(tx: Tx, values: typeof resellerInvoices.$inferInsert) {
  const [row] = await tx.insert(resellerInvoices).values(values).returning();
  return row!;
}

/** The locked records A → R onto the credit note. */
export async function requestCommissions(tx: Tx, ids: readonly number[], invoiceId: number, at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(resellerCommissions)
    .set({ status: 'R', resellerInvoiceId: invoiceId, updatedAt: at })
    .where(and(sql`${resellerCommissions.id} = any(${intArray(ids)})`, eq(resellerCommissions.status, 'A')));
}

// ---- credit notes ----------------------------------------------------------------------------------------------

const invoiceCols = {
  invoice: resellerInvoices,
  resellerEmail: resellerUser.email,
  resellerFirstName: resellerUser.firstName,
  resellerLastName: resellerUser.lastName,
  resellerCompany: resellerUser.company,
};

function invoiceQuery(exec: Executor) {
  return exec
    .select(invoiceCols)
    .from(resellerInvoices)
    .innerJoin(resellers, eq(resellers.id, resellerInvoices.resellerId))
    .innerJoin(resellerUser, eq(resellerUser.id, resellers.userId));
}
export type InvoiceWithNames = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

export async function findInvoice(exec: Executor, id: number) {
  const [row] = await invoiceQuery(exec).where(eq(resellerInvoices.id, id));
  return row ?? null;
}

export const invoicesOfReseller = (resellerId: number): SQL => eq(resellerInvoices.resellerId, resellerId);

export async function listInvoices(
  exec: Executor,
  scope: SQL | undefined,
  filters: { isPaid?: boolean },
  page: number,
  isAscending: boolean,
) {
  const where = and(
    scope,
    filters.isPaid === undefined ? undefined : eq(resellerInvoices.isPaid, filters.isPaid),
  );
  const [total] = await exec.select({ n: count() }).from(resellerInvoices).where(where);
  const order = isAscending ? asc(resellerInvoices.id) : desc(resellerInvoices.id);
  const rows = await invoiceQuery(exec).where(where).orderBy(order).limit(PAGE_SIZE).offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function lockInvoice(tx: Tx, id: number) {
  const [row] = await tx.select().from(resellerInvoices).where(eq(resellerInvoices.id, id)).for('update');
  return row ?? null;
}

/** Links the credit note's PDF, once (a stored document is never replaced). */
export async function setInvoiceFile(tx: Tx, id: number, fileId: string) {
  await tx
    .update(resellerInvoices)
    .set({ fileId })
    .where(and(eq(resellerInvoices.id, id), sql`${resellerInvoices.fileId} is null`));
}

/** Marks a credit note paid and its commissions R → P. */
export async function markInvoicePaid(tx: Tx, id: number, userId: number | null, at: Date) {
  await tx
    .update(resellerInvoices)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId })
    .where(eq(resellerInvoices.id, id));
  const paid = await tx
    .update(resellerCommissions)
    .set({ status: 'P', paidAt: at, updatedAt: at })
    .where(and(eq(resellerCommissions.resellerInvoiceId, id), eq(resellerCommissions.status, 'R')))
    .returning({ id: resellerCommissions.id });
  return paid.map((r) => r.id);
}
