import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  investors,
  issuers,
  refreshTokens,
  resellers,
  salesreps,
  superusers,
  userCodes,
  users,
} from '../../db/schema/index.ts';
import { randomSecret, sha256 } from '../../lib/tokens.ts';
import { sessionsRevoking } from './sessions.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUser(exec: Executor, email: string, scope: string): Promise<UserRow | null> {
  const [row] = await exec
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.scope, scope)));
  return row ?? null;
}

export const findUsersByEmail = (exec: Executor, email: string) =>
  exec.select().from(users).where(eq(users.email, email)).limit(10);

export async function findUserById(exec: Executor, id: number): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByUuid(exec: Executor, uuid: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.uuid, uuid));
  return row ?? null;
}

/** The role row of a user: its id and the tenant it belongs to. */
export async function roleOf(
  exec: Executor,
  user: UserRow,
): Promise<{ roleId: number; tenantId: number | null }> {
  const pick = async (table: typeof superusers | typeof resellers) => {
    const [r] = await exec.select({ id: table.id }).from(table).where(eq(table.userId, user.id));
    return r?.id ?? null;
  };
  const pickTenant = async (table: typeof issuers | typeof investors | typeof salesreps) => {
    const [r] = await exec
      .select({ id: table.id, tenant: table.superuserId })
      .from(table)
      .where(eq(table.userId, user.id));
    return r ?? null;
  };
  switch (user.role) {
    case 'admin':
      return { roleId: user.id, tenantId: null };
    case 'superuser': {
      const id = await pick(superusers);
      return { roleId: id ?? 0, tenantId: id };
    }
    case 'reseller':
      return { roleId: (await pick(resellers)) ?? 0, tenantId: null };
    case 'issuer': {
      const r = await pickTenant(issuers);
      return { roleId: r?.id ?? 0, tenantId: r?.tenant ?? null };
    }
    case 'investor': {
      const r = await pickTenant(investors);
      return { roleId: r?.id ?? 0, tenantId: r?.tenant ?? null };
    }
    case 'salesrep': {
      const r = await pickTenant(salesreps);
      return { roleId: r?.id ?? 0, tenantId: r?.tenant ?? null };
    }
  }
}

/** Creates a single-use code and returns its plaintext (only the hash is stored). */
export async function createCode(
  exec: Executor,
  userId: number,
  purpose: 'activation' | 'reset',
  ttlMs: number,
) {
  const code = randomSecret(24);
  await exec
    .insert(userCodes)
    .values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(Date.now() + ttlMs) });
  return code;
}

export async function countRecentCodes(
  exec: Executor,
  userId: number,
  purpose: 'activation' | 'reset',
  sinceMs: number,
) {
  const [r] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(userCodes)
    .where(
      and(
        eq(userCodes.userId, userId),
        eq(userCodes.purpose, purpose),
        gt(userCodes.createdAt, new Date(Date.now() - sinceMs)),
      ),
    );
  return r?.n ?? 0;
}

/** The account's unused, unexpired code of this purpose with this plaintext. */
const liveCode = (userId: number, purpose: 'activation' | 'reset', code: string) =>
  and(
    eq(userCodes.codeHash, sha256(code)),
    eq(userCodes.userId, userId),
    eq(userCodes.purpose, purpose),
    isNull(userCodes.usedAt),
    gt(userCodes.expiresAt, new Date()),
  );

/** Marks a valid code used, atomically; false when unknown, used, expired or of another user. */
export async function consumeCode(
  exec: Executor,
  userId: number,
  purpose: 'activation' | 'reset',
  code: string,
) {
  const rows = await exec
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(liveCode(userId, purpose, code))
    .returning({ id: userCodes.id });
  return rows.length === 1;
}

export async function insertRefresh(exec: Executor, userId: number, familyId: string, ttlMs: number) {
  const token = randomSecret(32);
  await exec
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

export async function findRefresh(exec: Executor, token: string) {
  const [row] = await exec
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row ?? null;
}

/** Rotates a live refresh token exactly once; false if it was already rotated or revoked (reuse). */
export async function markRotated(exec: Executor, id: number): Promise<boolean> {
  const rows = await exec
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes a session (its refresh family); this process's session caches forget it at once (sessions.ts). */
export async function revokeFamily(exec: Executor, familyId: string): Promise<void> {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  sessionsRevoking([familyId]);
}

/** Voids every outstanding code (reset and activation) of the account: a new password makes them all moot. */
export const voidCodes = (exec: Executor, userId: number) =>
  exec
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userCodes.userId, userId), isNull(userCodes.usedAt)));

/** Whether a code is valid now (not consumed; the caller consumes it atomically with consumeCode later). */
export async function codeIsValid(
  exec: Executor,
  userId: number,
  purpose: 'activation' | 'reset',
  code: string,
): Promise<boolean> {
  const rows = await exec
    .select({ id: userCodes.id })
    .from(userCodes)
    .where(liveCode(userId, purpose, code))
    .limit(1);
  return rows.length === 1;
}

/** What became of a mailed code: still valid, used (or voided by a later password), expired, or unknown. */
export async function codeState(
  exec: Executor,
  userId: number,
  purpose: 'activation' | 'reset',
  code: string,
): Promise<'valid' | 'used' | 'expired' | 'unknown'> {
  const [row] = await exec
    .select({ usedAt: userCodes.usedAt, expiresAt: userCodes.expiresAt })
    .from(userCodes)
    .where(
      and(eq(userCodes.codeHash, sha256(code)), eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)),
    )
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt > new Date() ? 'valid' : 'expired';
}

/** Revokes every session of the user; this process's session caches forget them at once (sessions.ts). */
export async function revokeAllOfUser(exec: Executor, userId: number): Promise<void> {
  const revoked = await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  sessionsRevoking(revoked.map((r) => r.familyId));
}

/**
 * Counts a sign-in try against the account's budget atomically, before its password is checked (parallel tries
 * must not overwrite each other's count nor slip past the lock); the try that reaches `max` locks the account for
 * `lockMs` and restarts the count. Returns the count and whether it locked — or null while the account is locked.
 */
export async function countLoginTry(exec: Executor, userId: number, max: number, lockMs: number) {
  const reached = sql`${users.failedLogins} + 1 >= ${max}`;
  const until = new Date(Date.now() + lockMs).toISOString();
  const [row] = await exec
    .update(users)
    .set({
      failedLogins: sql`case when ${reached} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${until}::timestamptz else ${users.lockedUntil} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= now())`))
    .returning({ failedLogins: users.failedLogins });
  if (!row) return null;
  const locked = row.failedLogins === 0;
  return { failed: locked ? max : row.failedLogins, locked };
}

export const updateUser = (exec: Executor, id: number, values: Partial<typeof users.$inferInsert>) =>
  exec
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();

export async function insertUser(exec: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await exec.insert(users).values(values).returning();
  return row!;
}

const SIGNUP_TABLES = {
  superuser: superusers,
  reseller: resellers,
  investor: investors,
  salesrep: salesreps,
};
type SignupTable = typeof SIGNUP_TABLES;
export type RoleRowValues<K extends keyof SignupTable> = SignupTable[K]['$inferInsert'];

/** The role row of a new account (its referrer and tenant already checked). */
export async function insertRoleRow<K extends keyof SignupTable>(
  exec: Executor,
  role: K,
  values: RoleRowValues<K>,
): Promise<void> {
  await exec
    .insert(SIGNUP_TABLES[role] as typeof superusers)
    .values(values as typeof superusers.$inferInsert);
}

/** A provider (superuser row) with the names and e-mail of its login, null when there is none. */
export async function findProvider(exec: Executor, superuserId: number) {
  const [row] = await exec
    .select({
      id: superusers.id,
      userId: users.id,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      // the invoice's customer address (§14 UStG; issue 16)
      street: users.street,
      houseNumber: users.houseNumber,
      zipCode: users.zipCode,
      city: users.city,
      country: users.country,
    })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(superusers.id, superuserId));
  return row ?? null;
}

/** The provider (superuser row) of a login, by the login's user id (chatbot, issue 20); null when it is none. */
export async function findProviderIdOfUser(exec: Executor, userId: number): Promise<number | null> {
  const [row] = await exec
    .select({ id: superusers.id })
    .from(superusers)
    .where(eq(superusers.userId, userId));
  return row?.id ?? null;
}
