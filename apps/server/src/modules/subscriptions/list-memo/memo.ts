// What reads of one list found out, reused while no change became visible since (docs/decisions/004).
import type { Executor } from '../../../db/client.ts';
import { zeichnungChanges } from '../../../db/index.ts';
import { pruneChangeLog, ReadMemos } from '../../../lib/read-memos.ts';
import type { ListRequest } from './list-zeichnungen.ts';

/**
 * What reads of one list (the caller's scope, filters and order) computed, reused by later reads while it still
 * holds: the names matching its name filters, its exact count, and where deep pages start (the row just before
 * each, by offset). It holds while no transaction that changed the lists (zeichnung_changes, written by triggers)
 * became visible since `snapshot`, the oldest snapshot any of it was computed in. The page statement checks that
 * before it reads anything (its `since` gate), so a read that reuses the memo needs no name lookup, no counting and
 * no walk past earlier rows, and is exact across server instances: should the check fail, the statement yields
 * nothing and the page is read afresh. Kept per database for ten minutes (zeichnung_changes keeps a day).
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
export const MAX_ANCHORS = 64;
/** A page typed in at least this many rows deep remembers where it starts (see ListMemo). */
export const ANCHOR_MIN_OFFSET = 200;
const memos = new ReadMemos<ListMemo>();

/** A list as the memo knows it: the caller's scope, the filters as asked, the order. */
export const memoKeyOf = ({ scope, filters, ascending }: ListRequest) =>
  `${scope?.by ?? ''}:${scope?.id ?? ''} ${ascending} ${JSON.stringify(filters)}`;

export const memoOf = (exec: Executor, key: string) => memos.get(exec, key);
export const keepMemo = (exec: Executor, key: string, memo: ListMemo) => memos.keep(exec, key, memo);
export const dropMemo = (exec: Executor, key: string, stale: ListMemo) => memos.drop(exec, key, stale);

/** The nearest remembered page start at or before `offset`. */
export function nearestAnchor(memo: ListMemo | undefined, offset: number) {
  let best: { offset: number; id: number } | undefined;
  for (const [at, id] of memo?.anchors ?? [])
    if (at <= offset && (!best || at > best.offset)) best = { offset: at, id };
  return best;
}

/** Removes the change records no list memo can need any more (memos live minutes; records are kept a day). */
export const pruneZeichnungChanges = (exec: Executor) => pruneChangeLog(exec, zeichnungChanges);
