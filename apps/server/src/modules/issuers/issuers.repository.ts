import type { IssuerDocumentType } from '@zp/domain/issuers/issuers.contract';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { issuerDocuments, issuerRequests, issuers, users } from '../../db/index.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import { findLogin, type UserRow } from '../accounts/accounts.service.ts';

export type IssuerRow = typeof issuers.$inferSelect;
export type { UserRow };

const live = isNull(issuers.deletedAt);

/** An issuer that is not deleted, with its login (`lock`: the issuer row is locked for update). */
export async function findIssuer(exec: Executor, id: number, lock = false) {
  const issuer = await findIssuerRow(exec, id, lock);
  const user = issuer ? await findLogin(exec, issuer.userId) : null;
  return issuer && user ? { issuer, user } : null;
}

export async function documentsOf(exec: Executor, issuerId: number) {
  return exec.select().from(issuerDocuments).where(eq(issuerDocuments.issuerId, issuerId));
}

export interface IssuerFilters {
  email?: string;
  lastName?: string;
  company?: string;
}

export async function listIssuers(
  exec: Executor,
  scope: SQL | undefined,
  f: IssuerFilters,
  page: number,
  asc_: boolean,
) {
  const where: SQL[] = [live];
  if (scope) where.push(scope);
  if (f.email) where.push(ilike(users.email, containsPattern(f.email)));
  if (f.lastName) where.push(ilike(users.lastName, containsPattern(f.lastName)));
  if (f.company) where.push(ilike(users.company, containsPattern(f.company)));
  const cond = and(...where);
  const [total] = await exec
    .select({ n: count() })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(cond);
  const rows = await exec
    .select({ issuer: issuers, user: users })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(cond)
    .orderBy(asc_ ? asc(issuers.id) : desc(issuers.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function namesOf(exec: Executor, scope: SQL | undefined) {
  return exec
    .select({ id: issuers.id, company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(and(live, scope))
    .orderBy(asc(users.company))
    .limit(1000);
}

export async function hasTestIssuer(exec: Executor, scope: SQL | undefined) {
  const [r] = await exec
    .select({ n: count() })
    .from(issuers)
    .where(and(live, eq(issuers.isTest, true), scope));
  return (r?.n ?? 0) > 0;
}

/** An issuer row that is not deleted (`lock`: locked for update). */
export async function findIssuerRow(exec: Executor, issuerId: number, lock = false) {
  const q = exec
    .select()
    .from(issuers)
    .where(and(eq(issuers.id, issuerId), live));
  const [r] = lock ? await q.for('update') : await q;
  return r ?? null;
}

export async function countIssuers(exec: Executor, scope: SQL | undefined) {
  const [r] = await exec.select({ n: count() }).from(issuers).where(and(live, scope));
  return r?.n ?? 0;
}

/** The issuer's display name: its company, else first and last name. */
export async function issuerDisplayName(exec: Executor, issuerId: number): Promise<string> {
  const [r] = await exec
    .select({ company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(eq(issuers.id, issuerId));
  return r ? r.company?.trim() || `${r.firstName} ${r.lastName}` : '';
}

/** The issuer's name (company, else person), e-mail and postal address in one line ("Straße 1, 12345 Ort"). */
/** Prepared once (decision 055): every subscription document and withdrawal notice names its issuer. */
const issuerContactRow = preparedStatement((exec) =>
  exec
    .select({
      email: users.email,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      street: users.street,
      houseNumber: users.houseNumber,
      zipCode: users.zipCode,
      city: users.city,
    })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(eq(issuers.id, sql.placeholder('issuerId')))
    .prepare('zp_issuer_contact'),
);

export async function issuerContact(exec: Executor, issuerId: number) {
  const [row] = await issuerContactRow(exec).execute({ issuerId });
  if (!row) return null;
  const name = row.company?.trim() || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  const street = [row.street, row.houseNumber].filter(Boolean).join(' ').trim();
  const place = [row.zipCode, row.city].filter(Boolean).join(' ').trim();
  return { name, email: row.email, address: [street, place].filter(Boolean).join(', ') };
}

/** The issuer's postal address in one line ('' when unknown). */
export async function issuerAddressLine(exec: Executor, issuerId: number): Promise<string> {
  return (await issuerContact(exec, issuerId))?.address ?? '';
}

export async function insertIssuer(
  exec: Executor,
  userId: number,
  superuserId: number,
  extra: Partial<typeof issuers.$inferInsert> = {},
) {
  const [row] = await exec
    .insert(issuers)
    .values({ ...extra, userId, superuserId })
    .returning();
  return row!;
}

export const setIssuer = (exec: Executor, id: number, set: Partial<typeof issuers.$inferInsert>) =>
  exec.update(issuers).set(set).where(eq(issuers.id, id));

export async function saveDocument(
  exec: Executor,
  issuerId: number,
  type: IssuerDocumentType,
  fileId: string,
) {
  await exec
    .insert(issuerDocuments)
    .values({ issuerId, type, fileId })
    .onConflictDoUpdate({
      target: [issuerDocuments.issuerId, issuerDocuments.type],
      set: { fileId, updatedAt: sql`now()` },
    });
}

/** The issuer's receiving account columns (issue 16), read even when the issuer is deleted. */
export async function issuerPaymentAccount(exec: Executor, issuerId: number) {
  const [r] = await exec
    .select({
      paymentAccountHolder: issuers.paymentAccountHolder,
      paymentIban: issuers.paymentIban,
      paymentBic: issuers.paymentBic,
      paymentBankName: issuers.paymentBankName,
    })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  return r ?? null;
}

// Issuer requests (issue 16, decision 013).

export type IssuerRequestRow = typeof issuerRequests.$inferSelect;

export async function insertIssuerRequest(exec: Executor, values: typeof issuerRequests.$inferInsert) {
  const [row] = await exec.insert(issuerRequests).values(values).returning();
  return row!;
}

/** One request (`lock`: locked for update, so two clicks cannot both decide it). */
export async function findIssuerRequest(exec: Executor, id: number, lock = false) {
  const q = exec.select().from(issuerRequests).where(eq(issuerRequests.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export async function listIssuerRequests(
  exec: Executor,
  f: { superuserId?: number; status?: 'P' | 'C' | 'R' },
  page: number,
  asc_: boolean,
) {
  const where: SQL[] = [];
  if (f.superuserId !== undefined) where.push(eq(issuerRequests.superuserId, f.superuserId));
  if (f.status) where.push(eq(issuerRequests.status, f.status));
  const cond = where.length ? and(...where) : undefined;
  const [total] = await exec.select({ n: count() }).from(issuerRequests).where(cond);
  const rows = await exec
    .select()
    .from(issuerRequests)
    .where(cond)
    .orderBy(asc_ ? asc(issuerRequests.id) : desc(issuerRequests.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function decideIssuerRequest(
  exec: Executor,
  id: number,
  values: Pick<IssuerRequestRow, 'status' | 'decidedByUserId' | 'decidedAt'> &
    Partial<Pick<IssuerRequestRow, 'issuerId' | 'reason'>>,
) {
  const [row] = await exec
    .update(issuerRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(issuerRequests.id, id))
    .returning();
  return row!;
}
