// The privacy area's own tables (issue 21, decision 035): requests and retention holds. What is held about a person
// is read through the access module (access/privacy-data.ts); the erasure's writes are each owning area's.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { privacyRequests, retentionHolds } from '../../db/schema/index.ts';

export type { CategoryState, Person } from '../../access/index.ts';
export type HoldRow = typeof retentionHolds.$inferSelect;
export type RequestRow = typeof privacyRequests.$inferSelect;

export async function insertRequest(exec: Executor, values: typeof privacyRequests.$inferInsert) {
  const [row] = await exec.insert(privacyRequests).values(values).returning();
  return row!;
}

export const doneErasureOf = async (exec: Executor, userId: number): Promise<RequestRow | null> =>
  (
    await exec
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.userId, userId),
          eq(privacyRequests.kind, 'erasure'),
          eq(privacyRequests.status, 'done'),
        ),
      )
      .orderBy(desc(privacyRequests.id))
      .limit(1)
  )[0] ?? null;

export const requestsOfUser = (exec: Executor, userId: number) =>
  exec
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.id))
    .limit(100);

export const holdsOfUser = (exec: Executor, userId: number) =>
  exec.select().from(retentionHolds).where(eq(retentionHolds.userId, userId)).orderBy(retentionHolds.id);

export async function insertHolds(exec: Executor, rows: (typeof retentionHolds.$inferInsert)[]) {
  if (!rows.length) return [];
  return exec.insert(retentionHolds).values(rows).onConflictDoNothing().returning();
}

/** Holds whose relationship was open at the last look (the job checks whether it has closed). */
export const openHolds = (exec: Executor) =>
  exec
    .select()
    .from(retentionHolds)
    .where(and(isNull(retentionHolds.purgedAt), eq(retentionHolds.relationshipOpen, true)));

/** Holds whose period has ended (keep_until before today) and whose relationship is closed. */
export const dueHolds = (exec: Executor, today: string) =>
  exec
    .select()
    .from(retentionHolds)
    .where(
      and(
        isNull(retentionHolds.purgedAt),
        eq(retentionHolds.relationshipOpen, false),
        sql`${retentionHolds.keepUntil} < ${today}`,
      ),
    )
    .orderBy(retentionHolds.id);

/** Marks a hold purged unless another run did (answers whether this one did). */
export async function markPurged(exec: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await exec
    .update(retentionHolds)
    .set({ purgedAt: at })
    .where(and(eq(retentionHolds.id, id), isNull(retentionHolds.purgedAt)))
    .returning({ id: retentionHolds.id });
  return rows.length === 1;
}
