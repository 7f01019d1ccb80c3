// What reads of one interest payment events list found out, reused while nothing it rests on changed
// (docs/decisions/033 for the names, 041 for the count; the subscription list's memo is decision 004).
import { type SQL, sql } from 'drizzle-orm';
import type { ScheduleScope } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import { interestEventChanges, zeichnungChanges } from '../../db/index.ts';
import { pruneChangeLog, ReadMemos } from '../../lib/read-memos.ts';
import type { MatchedNames } from './payouts.repository.ts';

/**
 * What one list (the caller's scope and filters, any page and order) computed: the subscriptions its name filters
 * matched (ids, or for many the person names their text matched), the products its product filter matched, and its
 * count. It holds while no transaction that changed the subscriptions (zeichnung_changes: new ones, names, scope,
 * deletion) or what the list counts (interest_event_changes: events inserted, deleted, paid, moved; products renamed
 * or deleted) became visible since `snapshot`, the oldest snapshot any of it
 * was read in. The page statement checks that before it reads anything (`unchangedSince`): should it fail, the page
 * comes back empty, the memo is dropped and the page read afresh.
 */
export interface EventListMemo {
  at: number;
  snapshot: string;
  named?: number[] | { many: MatchedNames };
  /** The ids of the products the product-name filter matched (in the scope). */
  productIds?: number[];
  /** The count, exact unless `estimated` (the planner's; then never shown below what a page proves). */
  count?: number;
  estimated?: boolean;
}

const memos = new ReadMemos<EventListMemo>();

export const memoKeyOf = (scope: ScheduleScope, f: object) => JSON.stringify([scope, f]);
export const memoOf = (exec: Executor, key: string) => memos.get(exec, key);
export const keepMemo = (exec: Executor, key: string, memo: EventListMemo) => memos.keep(exec, key, memo);
export const dropMemo = (exec: Executor, key: string, stale: EventListMemo) => memos.drop(exec, key, stale);

const noneSince = (
  table: typeof zeichnungChanges | typeof interestEventChanges,
  snapshot: SQL,
) => sql`not exists (
  select 1 from ${table}
  where ${table.xid} >= pg_snapshot_xmin(${snapshot}) and not pg_visible_in_snapshot(${table.xid}, ${snapshot}))`;

/** True while no transaction of either change log became visible since `snapshot` (two index probes). */
export function unchangedSince(snapshot: unknown): SQL {
  const s = sql`${snapshot}::pg_snapshot`;
  return sql`(${noneSince(zeichnungChanges, s)} and ${noneSince(interestEventChanges, s)})`;
}

/** The current snapshot as text, read along in a statement (what a memo built from it rests on). */
export const currentSnapshot = sql<string>`(select pg_current_snapshot()::text)`;

/** Removes the change records no memo can need any more (memos live minutes; records are kept a day). */
export const pruneInterestEventChanges = (exec: Executor) => pruneChangeLog(exec, interestEventChanges);
