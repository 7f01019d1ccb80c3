// What reads of one list found out, reused while no change became visible since (docs/decisions/004).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { zeichnungChanges } from '../../../db/index.ts';
import type { ListRequest } from './list-zeichnungen.ts';

/**
 * What reads of one list (the caller's scope, filters and order) computed, reused by later reads while it still
 * holds: the names matching its name filters, its exact count, and where deep pages start (the row just before
 * each, by offset). It holds while no transaction that changed the lists (zeichnung_changes, written by triggers)
 * became visible since `snapshot`, the oldest snapshot any of it was computed in. The page statement checks that
 * before it reads anything (its `since` gate), so a read that reuses the memo needs no name lookup, no counting and
 * no walk past earlier rows, and is exact across server instances: should the check fail, the statement yields
 * nothing and the page is read afresh. Kept per database for MEMO_TTL_MS (zeichnung_changes keeps a day).
 */
export interface ListMemo {
  at: number;
  snapshot: string;
  names: Partial<Record<'firstName' | 'lastName', string[] | null>>;
  count?: number;
  /** The list was found longer than QUICK_COUNT_LIMIT (its count is then the planner's estimate or counted). */
  long?: boolean;
  anchors: Map<number, number>;
}
const MEMO_TTL_MS = 10 * 60_000;
const MAX_MEMOS = 500;
export const MAX_ANCHORS = 64;
/** A page typed in at least this many rows deep remembers where it starts (see ListMemo). */
export const ANCHOR_MIN_OFFSET = 200;
const memos = new WeakMap<Executor, Map<string, ListMemo>>();

/** A list as the memo knows it: the caller's scope, the filters as asked, the order. */
export const memoKeyOf = ({ scope, filters, ascending }: ListRequest) =>
  `${scope?.by ?? ''}:${scope?.id ?? ''} ${ascending} ${JSON.stringify(filters)}`;

export function memoOf(exec: Executor, key: string): ListMemo | undefined {
  const hit = memos.get(exec)?.get(key);
  return hit && Date.now() - hit.at < MEMO_TTL_MS ? hit : undefined;
}

export function keepMemo(exec: Executor, key: string, memo: ListMemo) {
  let byKey = memos.get(exec);
  if (!byKey) {
    byKey = new Map();
    memos.set(exec, byKey);
  }
  byKey.delete(key);
  if (byKey.size >= MAX_MEMOS) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, memo);
}

/** Drops the memo a read found no longer holding (unless a newer one replaced it already). */
export function dropMemo(exec: Executor, key: string, stale: ListMemo) {
  const byKey = memos.get(exec);
  if (byKey?.get(key) === stale) byKey.delete(key);
}

/** The nearest remembered page start at or before `offset`. */
export function nearestAnchor(memo: ListMemo | undefined, offset: number) {
  let best: { offset: number; id: number } | undefined;
  for (const [at, id] of memo?.anchors ?? [])
    if (at <= offset && (!best || at > best.offset)) best = { offset: at, id };
  return best;
}

/** Removes the change records no list memo can need any more (memos live minutes; records are kept a day). */
export async function pruneZeichnungChanges(exec: Executor): Promise<number> {
  const gone = await exec
    .delete(zeichnungChanges)
    .where(sql`${zeichnungChanges.at} < now() - interval '1 day'`)
    .returning({ xid: zeichnungChanges.xid });
  return gone.length;
}
