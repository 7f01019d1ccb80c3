// The newsletter's tables (migration 0020): subscriptions of the main site (superuser_id null) or of a provider,
// and the newsletters a provider sent.
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletters, newsletterSubscriptions as subs } from '../../db/schema/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type Subscription = typeof subs.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;

const ofList = (superuserId: number | null) =>
  superuserId == null ? isNull(subs.superuserId) : eq(subs.superuserId, superuserId);

/** Receives newsletters: confirmed and not unsubscribed. */
const receives = and(isNotNull(subs.confirmedAt), isNull(subs.unsubscribedAt));

/** Inserts a new pending subscription; null when the address is on that list already (the unique index). */
export async function insertSubscription(
  exec: Executor,
  v: { superuserId: number | null; email: string; origin: number; at: Date },
): Promise<Subscription | null> {
  const [row] = await exec
    .insert(subs)
    .values({ superuserId: v.superuserId, email: v.email, origin: v.origin, subscribedAt: v.at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The address's subscription to one list, locked. */
export async function lockSubscription(exec: Executor, superuserId: number | null, email: string) {
  const [row] = await exec
    .select()
    .from(subs)
    .where(and(ofList(superuserId), eq(sql`lower(${subs.email})`, email.toLowerCase())))
    .for('update');
  return row ?? null;
}

/** A new request for a pending or unsubscribed address: pending again, with a new token after unsubscribing. */
export async function renewSubscription(
  exec: Executor,
  id: number,
  v: { origin: number; at: Date; newToken: boolean },
): Promise<Subscription> {
  const [row] = await exec
    .update(subs)
    .set({
      origin: v.origin,
      subscribedAt: v.at,
      confirmedAt: null,
      unsubscribedAt: null,
      ...(v.newToken ? { token: sql`gen_random_uuid()` } : {}),
    })
    .where(eq(subs.id, id))
    .returning();
  return row!;
}

export async function lockByToken(exec: Executor, token: string) {
  const [row] = await exec.select().from(subs).where(eq(subs.token, token)).for('update');
  return row ?? null;
}

export async function setConfirmed(exec: Executor, id: number, at: Date) {
  await exec.update(subs).set({ confirmedAt: at }).where(eq(subs.id, id));
}

export async function setUnsubscribed(exec: Executor, id: number, at: Date) {
  await exec.update(subs).set({ unsubscribedAt: at }).where(eq(subs.id, id));
}

export async function listSubscribers(exec: Executor, superuserId: number | null, page: number) {
  const [total] = await exec.select({ n: count() }).from(subs).where(ofList(superuserId));
  const rows = await exec
    .select()
    .from(subs)
    .where(ofList(superuserId))
    .orderBy(desc(subs.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: Number(total?.n ?? 0), rows };
}

export const allSubscribers = (exec: Executor, superuserId: number | null) =>
  exec.select().from(subs).where(ofList(superuserId)).orderBy(asc(subs.id));

/** How many addresses of a provider's list receive a newsletter created at `at`. */
export async function countRecipients(exec: Executor, superuserId: number, at: Date): Promise<number> {
  const [row] = await exec
    .select({ n: count() })
    .from(subs)
    .where(and(ofList(superuserId), receives, lte(subs.confirmedAt, at)));
  return Number(row?.n ?? 0);
}

/**
 * The next batch of a newsletter's recipients after subscription `afterId`, in id order: confirmed when the
 * newsletter was created and not unsubscribed now.
 */
export const recipientsAfter = (
  exec: Executor,
  superuserId: number,
  afterId: number,
  createdAt: Date,
  limit: number,
) =>
  exec
    .select({ id: subs.id, email: subs.email, token: subs.token })
    .from(subs)
    .where(and(ofList(superuserId), receives, lte(subs.confirmedAt, createdAt), gt(subs.id, afterId)))
    .orderBy(asc(subs.id))
    .limit(limit);

export async function insertNewsletter(
  exec: Executor,
  v: {
    superuserId: number;
    subject: string;
    body: string;
    recipients: number;
    createdByUserId: number;
    at: Date;
  },
): Promise<Newsletter> {
  const [row] = await exec
    .insert(newsletters)
    .values({ ...v, createdAt: v.at, status: v.recipients === 0 ? 'sent' : 'sending' })
    .returning();
  return row!;
}

export async function lockNewsletter(exec: Executor, id: number) {
  const [row] = await exec.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  return row ?? null;
}

export async function recordBatch(exec: Executor, id: number, sent: number, done: boolean) {
  await exec
    .update(newsletters)
    .set({ sent: sql`${newsletters.sent} + ${sent}`, ...(done ? { status: 'sent' as const } : {}) })
    .where(eq(newsletters.id, id));
}

export async function listNewsletters(exec: Executor, superuserId: number | null, page: number) {
  const where = superuserId == null ? undefined : eq(newsletters.superuserId, superuserId);
  const [total] = await exec.select({ n: count() }).from(newsletters).where(where);
  const rows = await exec
    .select()
    .from(newsletters)
    .where(where)
    .orderBy(desc(newsletters.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: Number(total?.n ?? 0), rows };
}
