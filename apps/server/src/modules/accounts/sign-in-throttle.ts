import { AppError, accountTexts, commonTexts } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import * as repo from './accounts.repository.ts';
import * as throttles from './login-throttle.repository.ts';

/**
 * Sign-in throttling (issue 15), counted in the database so every instance sees the same counts:
 * - an **unknown source** (an address the account never signed in from) shares the account's budget: 10 tries
 *   (counted before the password check, cleared by a success), then every unknown source is locked out of the
 *   account for 15 minutes (users.failed_logins / locked_until);
 * - a **known source** (the account signed in from this address in the last 90 days) does not consume nor obey
 *   that budget; it has its own (account, source) count: 10 failures, then a lock of 15 minutes doubling per
 *   strike (at most a day);
 * - every **source** (client address) on its own: 50 failures of any accounts an hour, then a lock of one minute
 *   doubling per strike (at most a day) — against trying many accounts.
 * So a password is checked at most 10 times per lock, whether from one source or from a thousand, while the owner
 * still signs in from a known source (or from a different one, when the attack comes from a known source).
 */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_LOCK_MS = 15 * 60_000;
const PAIR_MAX = 10;
const PAIR_LOCK_MS = 15 * 60_000;
const SOURCE_MAX_FAILURES = 50;
const SOURCE_LOCK_MS = 60_000;
const CAP_MS = 24 * 3600_000;
const KNOWN_FOR_MS = 90 * 24 * 3600_000;

const pairKey = (userId: number, ip: string) => `a:${userId}|${ip}`;
const sourceKey = (ip: string) => `s:${ip}`;
const active = (until: Date | null | undefined) => Boolean(until && until > new Date());

export interface Attempt {
  ip: string;
  /** The account the e-mail names (on this portal or, for a foreign host, on another one), if any. */
  account: repo.UserRow | null;
  /** The account signed in from this source before (recently). */
  known: boolean;
}

const locked = () => new AppError('TOO_MANY_REQUESTS', { detail: accountTexts.accountLocked });

/**
 * Admits a try before any password is checked: refuses it (429) while its source is locked, then counts it against
 * the account's budget — the (account, source) count for a known source, the account's count for any other —
 * atomically and before the check, so parallel tries cannot slip past a lock; refuses it while that is locked.
 */
export async function admit(exec: Executor, ip: string, account: repo.UserRow | null) {
  const keys = [sourceKey(ip), ...(account ? [pairKey(account.id, ip)] : [])];
  const rows = await throttles.readThrottles(exec, keys);
  if (active(rows.get(sourceKey(ip))?.lockedUntil))
    throw new AppError('TOO_MANY_REQUESTS', { detail: commonTexts.tooManyRequests });
  const pair = account ? rows.get(pairKey(account.id, ip)) : undefined;
  const known = Boolean(pair?.lastSuccessAt && pair.lastSuccessAt.getTime() > Date.now() - KNOWN_FOR_MS);
  const attempt: Attempt = { ip, account, known };
  if (!account) return { attempt, counted: { failed: 0, locked: false } };
  if (known) {
    const r = await throttles.countThrottleTry(exec, pairKey(account.id, ip), PAIR_MAX, PAIR_LOCK_MS, CAP_MS);
    if (!r) throw locked();
    return {
      attempt,
      counted: { failed: r.locked ? PAIR_MAX : r.failures, locked: r.locked, knownSource: true },
    };
  }
  const counted = await repo.countLoginTry(exec, account.id, ACCOUNT_MAX_FAILURES, ACCOUNT_LOCK_MS);
  if (!counted) throw locked();
  return { attempt, counted };
}

/** Stale rows are removed now and then by whichever instance counts a failure. */
const PRUNE_EVERY = 500;
let failures = 0;

/** A failed try (wrong password, unknown e-mail, foreign host) also counts for its source over all accounts. */
export async function recordFailure(exec: Executor, attempt: Attempt): Promise<void> {
  if (++failures % PRUNE_EVERY === 0) await throttles.pruneThrottles(exec);
  await throttles.countThrottleTry(exec, sourceKey(attempt.ip), SOURCE_MAX_FAILURES, SOURCE_LOCK_MS, CAP_MS);
}

/**
 * A successful sign-in: the source becomes known and its counts clear. The account's count for unknown sources
 * clears when the try was counted there (the owner proved the password); a known source passing a running lock
 * leaves it as it is, so it does not reopen the budget for an attacker.
 */
export async function recordSuccess(exec: Executor, attempt: Attempt & { account: repo.UserRow }) {
  await throttles.recordThrottleSuccess(exec, pairKey(attempt.account.id, attempt.ip));
  if (!attempt.known) await repo.updateUser(exec, attempt.account.id, { failedLogins: 0, lockedUntil: null });
}

/** A password reset lifts every lock of the account. */
export const clearLocks = (exec: Executor, userId: number) => throttles.clearAccountThrottles(exec, userId);
