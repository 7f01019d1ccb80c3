// The payouts area's SQL for the investor's tax data (issue 18, docs/decisions/027): tax profile, exemption orders,
// the exemption used by payout lines and the lines a yearly tax certificate is issued from. Read joins of other
// areas' tables (zeichnungen, products, issuers, users, investors) are listed in scripts/check-boundaries.mjs.
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  exemptionOrders,
  investors,
  investorTaxProfiles,
  issuers,
  payoutLines,
  payoutRuns,
  products,
  users,
  zeichnungen,
} from '../../db/index.ts';
import { lockIssuerExemptions } from './payout-runs.repository.ts';

export type TaxProfileRow = typeof investorTaxProfiles.$inferSelect;
export type ExemptionOrderRow = typeof exemptionOrders.$inferSelect;

const issuerUser = alias(users, 'issuer_user');

/** A person's or company's display name (company first). */
const nameOf = (u: typeof users | typeof issuerUser) =>
  sql<string>`coalesce(nullif(trim(${u.company}), ''), trim(${u.firstName} || ' ' || ${u.lastName}))`;

export async function findTaxProfile(exec: Executor, investorId: number, lock = false) {
  const q = exec.select().from(investorTaxProfiles).where(eq(investorTaxProfiles.investorId, investorId));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export async function saveTaxProfile(
  exec: Executor,
  investorId: number,
  values: Pick<TaxProfileRow, 'taxId' | 'churchMember' | 'federalState' | 'nonAssessmentUntil'>,
  now: Date,
) {
  const [row] = await exec
    .insert(investorTaxProfiles)
    .values({ investorId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: investorTaxProfiles.investorId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

/** The issuers of the investor's subscriptions (not deleted), with their names. */
export async function issuersOfInvestor(exec: Executor, investorId: number) {
  return exec
    .selectDistinct({ id: issuers.id, name: nameOf(users) })
    .from(zeichnungen)
    .innerJoin(issuers, eq(issuers.id, zeichnungen.issuerId))
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(and(eq(zeichnungen.investorId, investorId), isNull(zeichnungen.deletedAt)))
    .orderBy(nameOf(users), issuers.id);
}

export async function exemptionOrdersOf(exec: Executor, investorId: number) {
  return exec.select().from(exemptionOrders).where(eq(exemptionOrders.investorId, investorId));
}

export async function findExemptionOrder(
  exec: Executor,
  key: { investorId: number; issuerId: number; year: number },
  lock = false,
) {
  const q = exec
    .select()
    .from(exemptionOrders)
    .where(
      and(
        eq(exemptionOrders.investorId, key.investorId),
        eq(exemptionOrders.issuerId, key.issuerId),
        eq(exemptionOrders.year, key.year),
      ),
    );
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export async function saveExemptionOrder(
  exec: Executor,
  key: { investorId: number; issuerId: number; year: number },
  values: { amountCents: number; joint: boolean },
  now: Date,
) {
  const [row] = await exec
    .insert(exemptionOrders)
    .values({ ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [exemptionOrders.investorId, exemptionOrders.issuerId, exemptionOrders.year],
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row!;
}

/**
 * Serialises the changes of one investor's exemption orders with one issuer and year against each other (the row may
 * not exist yet, so a row lock cannot do it), and against the payout runs of that issuer: it is the runs' own
 * per-issuer lock (payout-runs.repository.ts), so an order cannot be lowered below what a running payout uses.
 */
export async function lockExemptionOrder(
  exec: Executor,
  key: { investorId: number; issuerId: number; year: number },
) {
  await lockIssuerExemptions(exec, key.issuerId);
}

/** What payouts used of the investor's exemption orders, per issuer (of the subscription's product) and year. */
export async function exemptionUsedOf(
  exec: Executor,
  investorId: number,
  only?: { issuerId: number; year: number },
) {
  const rows = await exec
    .select({
      issuerId: zeichnungen.issuerId,
      year: payoutLines.year,
      usedCents: sql<string>`coalesce(sum(${payoutLines.exemptionUsedCents}), 0)`,
    })
    .from(payoutLines)
    .innerJoin(zeichnungen, eq(zeichnungen.id, payoutLines.zeichnungId))
    .where(
      and(
        eq(payoutLines.investorId, investorId),
        only ? eq(zeichnungen.issuerId, only.issuerId) : undefined,
        only ? eq(payoutLines.year, only.year) : undefined,
      ),
    )
    .groupBy(zeichnungen.issuerId, payoutLines.year);
  return rows.map((r) => ({ issuerId: r.issuerId, year: r.year, usedCents: Number(r.usedCents) }));
}

const sum = (c: AnyPgColumn) => sql<string>`coalesce(sum(${c}), 0)`;

/** Per year of the investor's payout lines: the totals, the number of lines and the newest line id. */
export async function yearTotalsOf(exec: Executor, investorId: number, year?: number) {
  const rows = await exec
    .select({
      year: payoutLines.year,
      lines: sql<string>`count(*)`,
      lastLineId: max(payoutLines.id),
      grossCents: sum(payoutLines.grossCents),
      exemptionUsedCents: sum(payoutLines.exemptionUsedCents),
      kapitalertragsteuerCents: sum(payoutLines.kapitalertragsteuerCents),
      solidaritaetszuschlagCents: sum(payoutLines.solidaritaetszuschlagCents),
      kirchensteuerCents: sum(payoutLines.kirchensteuerCents),
      netCents: sum(payoutLines.netCents),
    })
    .from(payoutLines)
    .where(
      and(
        eq(payoutLines.investorId, investorId),
        year === undefined ? undefined : eq(payoutLines.year, year),
      ),
    )
    .groupBy(payoutLines.year)
    .orderBy(sql`${payoutLines.year} desc`);
  return rows.map((r) => ({
    year: r.year,
    lines: Number(r.lines),
    lastLineId: r.lastLineId ?? 0,
    grossCents: Number(r.grossCents),
    exemptionUsedCents: Number(r.exemptionUsedCents),
    kapitalertragsteuerCents: Number(r.kapitalertragsteuerCents),
    solidaritaetszuschlagCents: Number(r.solidaritaetszuschlagCents),
    kirchensteuerCents: Number(r.kirchensteuerCents),
    netCents: Number(r.netCents),
  }));
}
export type YearTotals = Awaited<ReturnType<typeof yearTotalsOf>>[number];

/** The investor's payout lines of one year with their payment date, product and issuer, in payment order. */
export async function certificateLinesOf(exec: Executor, investorId: number, year: number) {
  return exec
    .select({
      id: payoutLines.id,
      date: payoutRuns.executionDate,
      productId: products.id,
      product: products.name,
      issuer: nameOf(issuerUser),
      grossCents: payoutLines.grossCents,
      exemptionUsedCents: payoutLines.exemptionUsedCents,
      kapitalertragsteuerCents: payoutLines.kapitalertragsteuerCents,
      solidaritaetszuschlagCents: payoutLines.solidaritaetszuschlagCents,
      kirchensteuerCents: payoutLines.kirchensteuerCents,
      netCents: payoutLines.netCents,
    })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutLines.payoutRunId))
    .innerJoin(products, eq(products.id, payoutRuns.productId))
    .leftJoin(issuers, eq(issuers.id, products.issuerId))
    .leftJoin(issuerUser, eq(issuerUser.id, issuers.userId))
    .where(and(eq(payoutLines.investorId, investorId), eq(payoutLines.year, year)))
    .orderBy(asc(payoutRuns.executionDate), asc(payoutLines.id));
}
export type CertificateLineRow = Awaited<ReturnType<typeof certificateLinesOf>>[number];

/** The investor as the certificate names it: name and postal address of its account. */
export async function investorPersonOf(exec: Executor, investorId: number) {
  const [row] = await exec
    .select({
      userId: users.id,
      name: nameOf(users),
      street: users.street,
      houseNumber: users.houseNumber,
      zipCode: users.zipCode,
      city: users.city,
      country: users.country,
    })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.id, investorId));
  return row ?? null;
}

/** Serialises the issuing of one investor's certificate of one year (concurrent first downloads issue one file). */
export async function lockCertificate(exec: Executor, investorId: number, year: number) {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax-certificate:${investorId}:${year}`}))`);
}
