// The accounts area's part of a GDPR erasure and of the retention job (issue 21, decision 035): the account row and
// its sign-in (sessions, codes, throttle rows).
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginThrottles, refreshTokens, userCodes, users } from '../../db/schema/index.ts';
import { sessionsRevoking } from './sessions.ts';

export type AccountPatch = Partial<typeof users.$inferInsert>;

/** The account row, locked until the transaction ends (two erasures of one person run one after the other). */
export async function lockAccount(tx: Executor, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** The users columns a list of cleared fields sets: names to '' (not null columns), everything else to null. */
export function clearedFields(fields: string[]): AccountPatch {
  return Object.fromEntries(
    fields.map((f) => [f, f === 'firstName' || f === 'lastName' ? '' : null]),
  ) as AccountPatch;
}

export async function updateAccount(tx: Executor, userId: number, patch: AccountPatch) {
  if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, userId));
}

/** Every session revoked (its access tokens die at once), every code voided, the sign-in counters dropped. */
export async function closeLogin(tx: Executor, userId: number, now: Date) {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  sessionsRevoking(revoked.map((r) => r.familyId));
  await tx
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));
  await tx.delete(loginThrottles).where(like(loginThrottles.key, `a:${userId}|%`));
}
