import { AppError } from '@zp/domain';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  bookingUpgrades,
  moduleRequests,
  type ProviderDocumentType,
  providerDocuments,
  superusers,
  users,
} from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import { findProvider } from '../accounts/accounts.service.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type UpgradeRow = typeof bookingUpgrades.$inferSelect;

const withProvider = {
  booking: bookings,
  company: users.company,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export async function findBooking(exec: Executor, id: number, lock = false) {
  const q = exec
    .select(withProvider)
    .from(bookings)
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(bookings.id, id));
  const [row] = lock ? await q.for('update', { of: bookings }) : await q;
  return row ?? null;
}

/** The superuser's current booking: the open (P or L) one, else the latest rejected one. */
export async function findBookingOfSuperuser(exec: Executor, superuserId: number) {
  const [row] = await exec
    .select(withProvider)
    .from(bookings)
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(bookings.superuserId, superuserId))
    .orderBy(sql`(${bookings.status} <> 'R') desc`, desc(bookings.id))
    .limit(1);
  return row ?? null;
}

/** Is a subdomain (or landing domain) free among bookings that are not rejected? */
export async function isSubdomainFree(
  exec: Executor,
  type: 'investor' | 'affiliate' | 'landing',
  value: string,
) {
  const column =
    type === 'investor'
      ? bookings.investorSubdomain
      : type === 'affiliate'
        ? bookings.affiliateSubdomain
        : bookings.landingPageDomain;
  const [b] = await exec
    .select({ n: count() })
    .from(bookings)
    .where(and(ne(bookings.status, 'R'), eq(sql`lower(${column})`, value.toLowerCase())));
  if ((b?.n ?? 0) > 0) return false;
  if (type === 'investor') return true;
  const upColumn =
    type === 'affiliate' ? bookingUpgrades.affiliateSubdomain : bookingUpgrades.landingPageDomain;
  const [u] = await exec
    .select({ n: count() })
    .from(bookingUpgrades)
    .where(and(eq(bookingUpgrades.status, 'P'), eq(sql`lower(${upColumn})`, value.toLowerCase())));
  return (u?.n ?? 0) === 0;
}

export interface BookingFilters {
  status?: string;
  isPaid?: boolean;
  subdomain?: string;
  email?: string;
}

export async function listBookings(exec: Executor, f: BookingFilters, page: number, ascending: boolean) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(bookings.status, f.status as 'P'));
  if (f.isPaid !== undefined) where.push(eq(bookings.isPaid, f.isPaid));
  if (f.subdomain)
    where.push(
      or(
        ilike(bookings.investorSubdomain, containsPattern(f.subdomain)),
        ilike(bookings.affiliateSubdomain, containsPattern(f.subdomain)),
      )!,
    );
  if (f.email) where.push(ilike(users.email, containsPattern(f.email)));
  const cond = where.length ? and(...where) : undefined;
  const base = () =>
    exec
      .select(withProvider)
      .from(bookings)
      .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(cond);
  const [total] = await exec
    .select({ n: count() })
    .from(bookings)
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(cond);
  const rows = await base()
    .orderBy(ascending ? asc(bookings.id) : desc(bookings.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function findUpgrade(exec: Executor, id: number, lock = false) {
  const q = exec.select().from(bookingUpgrades).where(eq(bookingUpgrades.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listUpgrades(
  exec: Executor,
  f: { status?: string; isPaid?: boolean },
  scope: SQL | undefined,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = scope ? [scope] : [];
  if (f.status) where.push(eq(bookingUpgrades.status, f.status as 'P'));
  if (f.isPaid !== undefined) where.push(eq(bookingUpgrades.isPaid, f.isPaid));
  const cond = where.length ? and(...where) : undefined;
  const [total] = await exec.select({ n: count() }).from(bookingUpgrades).where(cond);
  const rows = await exec
    .select({
      upgrade: bookingUpgrades,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookingUpgrades)
    .innerJoin(bookings, eq(bookings.id, bookingUpgrades.bookingId))
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(cond)
    .orderBy(ascending ? asc(bookingUpgrades.id) : desc(bookingUpgrades.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function pendingUpgradeOf(exec: Executor, bookingId: number) {
  const [row] = await exec
    .select()
    .from(bookingUpgrades)
    .where(and(eq(bookingUpgrades.bookingId, bookingId), eq(bookingUpgrades.status, 'P')))
    .orderBy(desc(bookingUpgrades.id))
    .limit(1);
  return row ?? null;
}

/** Upgrades of one booking (the scope of a provider's upgrade list). */
export const upgradesOfBooking = (bookingId: number): SQL => eq(bookingUpgrades.bookingId, bookingId);

/** The provider (superuser account) of a tenant: name and address for invoices and mails. */
export async function providerOf(exec: Executor, superuserId: number) {
  const p = await findProvider(exec, superuserId);
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

export type NewBooking = typeof bookings.$inferInsert;
export type NewUpgrade = typeof bookingUpgrades.$inferInsert;

export async function insertBooking(exec: Executor, values: NewBooking) {
  const [row] = await exec.insert(bookings).values(values).returning();
  return row!;
}

export async function updateBookingRow(exec: Executor, id: number, patch: Partial<BookingRow>) {
  const [row] = await exec.update(bookings).set(patch).where(eq(bookings.id, id)).returning();
  return row!;
}

export async function insertUpgrade(exec: Executor, values: NewUpgrade) {
  const [row] = await exec.insert(bookingUpgrades).values(values).returning();
  return row!;
}

export async function updateUpgradeRow(exec: Executor, id: number, patch: Partial<UpgradeRow>) {
  const [row] = await exec.update(bookingUpgrades).set(patch).where(eq(bookingUpgrades.id, id)).returning();
  return row!;
}

export async function insertModuleRequest(
  exec: Executor,
  values: { superuserId: number; moduleNumber: number; message: string },
) {
  await exec.insert(moduleRequests).values(values);
}

/** The provider's uploaded documents: type → stored file id. */
export async function documentFilesOf(exec: Executor, superuserId: number) {
  const rows = await exec
    .select()
    .from(providerDocuments)
    .where(eq(providerDocuments.superuserId, superuserId));
  return new Map(rows.map((r) => [r.type, r.fileId]));
}

export async function saveDocumentFile(
  exec: Executor,
  superuserId: number,
  type: ProviderDocumentType,
  fileId: string,
) {
  await exec
    .insert(providerDocuments)
    .values({ superuserId, type, fileId })
    .onConflictDoUpdate({
      target: [providerDocuments.superuserId, providerDocuments.type],
      set: { fileId, updatedAt: sql`now()` },
    });
}
