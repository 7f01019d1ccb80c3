import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

export type ThrottleRow = typeof loginThrottles.$inferSelect;

/** Failures older than this start over; strikes (the doubling of the lock) after a day without failures. */
const FAILURE_WINDOW = sql`interval '1 hour'`;
const STRIKE_WINDOW = sql`interval '1 day'`;

export async function readThrottles(exec: Executor, keys: string[]): Promise<Map<string, ThrottleRow>> {
  const rows = await exec
    .select()
    .from(loginThrottles)
    .where(
      sql`${loginThrottles.key} in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.key, r]));
}

/**
 * Counts a try atomically (parallel tries do not overwrite each other) unless the key is locked — then null. The
 * try that reaches `max` locks the key for `baseMs × 2^strikes` (at most `capMs`) and starts the count over.
 */
export async function countThrottleTry(
  exec: Executor,
  key: string,
  max: number,
  baseMs: number,
  capMs: number,
): Promise<{ failures: number; locked: boolean } | null> {
  const failures = sql`(case when t.updated_at < now() - ${FAILURE_WINDOW} then 0 else t.failures end + 1)`;
  const strikes = sql`(case when t.updated_at < now() - ${STRIKE_WINDOW} then 0 else t.strikes end)`;
  const lockFor = (s: ReturnType<typeof sql>) =>
    sql`now() + least(${baseMs}::float8 * power(2, ${s}), ${capMs}::float8) * interval '1 millisecond'`;
  const [row] = rowsOf<{ failures: number; locked: boolean }>(
    await exec.execute(sql`
      insert into login_throttles as t (key, failures, strikes, locked_until, updated_at)
      values (${key}, 1, 0, null, now())
      on conflict (key) do update set
        failures = case when ${failures} >= ${max} then 0 else ${failures} end,
        strikes = case when ${failures} >= ${max} then ${strikes} + 1 else ${strikes} end,
        locked_until = case when ${failures} >= ${max} then ${lockFor(strikes)} else t.locked_until end,
        updated_at = now()
      where t.locked_until is null or t.locked_until <= now()
      returning failures, (locked_until is not null and locked_until > now()) as locked`),
  );
  return row ? { failures: Number(row.failures), locked: Boolean(row.locked) } : null;
}

/** A successful sign-in from this key: counters cleared, the source remembered as known. */
export async function recordThrottleSuccess(exec: Executor, key: string): Promise<void> {
  await exec.execute(sql`
    insert into login_throttles as t (key, failures, strikes, locked_until, last_success_at, updated_at)
    values (${key}, 0, 0, null, now(), now())
    on conflict (key) do update set failures = 0, strikes = 0, locked_until = null, last_success_at = now(),
      updated_at = now()`);
}

/** Lifts every (account, source) lock of the account (a password reset); known sources stay known. */
export async function clearAccountThrottles(exec: Executor, userId: number): Promise<void> {
  await exec.execute(sql`
    update login_throttles set failures = 0, strikes = 0, locked_until = null, updated_at = now()
    where key like ${`a:${userId}|%`}`);
}

/** Removes rows that no longer matter: no lock running, no failure for a day, not a known source any more. */
export async function pruneThrottles(exec: Executor): Promise<void> {
  await exec.execute(sql`
    delete from login_throttles
    where updated_at < now() - ${STRIKE_WINDOW} and (locked_until is null or locked_until < now())
      and (last_success_at is null or last_success_at < now() - interval '90 days')`);
}
