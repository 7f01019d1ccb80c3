import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/**
 * What reads of a list found out (names, counts, page starts), kept per database and list key for a while and
 * reused while the change log it rests on says nothing changed (decisions 004 and 041). The oldest entry goes when
 * more than `max` are kept; an entry older than `ttlMs` is not handed out.
 */
export class ReadMemos<T extends { at: number }> {
  private readonly byDatabase = new WeakMap<Executor, Map<string, T>>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly max = 500,
  ) {}

  get(exec: Executor, key: string): T | undefined {
    const hit = this.byDatabase.get(exec)?.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? hit : undefined;
  }

  keep(exec: Executor, key: string, memo: T): void {
    let byKey = this.byDatabase.get(exec);
    if (!byKey) {
      byKey = new Map();
      this.byDatabase.set(exec, byKey);
    }
    byKey.delete(key);
    if (byKey.size >= this.max) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, memo);
  }

  /** Drops the memo a read found no longer holding (unless a newer one replaced it already). */
  drop(exec: Executor, key: string, stale: T): void {
    const byKey = this.byDatabase.get(exec);
    if (byKey?.get(key) === stale) byKey.delete(key);
  }
}

/** A change log of the memos: one row per writing transaction (`xid`), written by triggers at `at`. */
type ChangeLog = PgTable & { xid: AnyPgColumn; at: AnyPgColumn };

/** Removes the change records no memo can need any more (memos live minutes; records are kept a day). */
export async function pruneChangeLog(exec: Executor, log: ChangeLog): Promise<number> {
  const gone = await exec
    .delete(log)
    .where(sql`${log.at} < now() - interval '1 day'`)
    .returning({ xid: log.xid });
  return gone.length;
}
