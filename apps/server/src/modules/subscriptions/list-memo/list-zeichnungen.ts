import { addDays, berlinMidnight } from '@zp/domain/engagement/reminders';
import type { Executor } from '../../../db/client.ts';
import { zeichnungen } from '../../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE, reachOf } from '../../../lib/paging.ts';
import { EXACT_COUNT_LIMIT, estimateRows, knownEstimate, QUICK_COUNT_LIMIT } from './estimates.ts';
import {
  ANCHOR_MIN_OFFSET,
  dropMemo,
  keepMemo,
  type ListMemo,
  MAX_ANCHORS,
  memoKeyOf,
  memoOf,
  nearestAnchor,
} from './memo.ts';
import {
  type ListCursor,
  type ListPageRow,
  type ListValues,
  listConditions,
  matchingNames,
  type PageReads,
  statementsOf,
  type ZeichnungScope,
} from './statements.ts';

export interface ZeichnungFilters {
  uuid?: string;
  email?: string;
  company?: string;
  firstName?: string;
  lastName?: string;
  startDate?: string;
  endDate?: string;
  status?: 'O' | 'F' | 'A' | 'W';
  isPaid?: boolean;
  productId?: number;
}

/**
 * A page of the subscription list (highest id first unless `ascending`; with a date range newest creation date
 * first, then highest id — the same order, as ids grow with the creation date) and its count.
 *
 * Everything is decided on zeichnungen alone (the person filters use the investor's fields copied onto it, the
 * names by equality: see matchingNames): one statement picks the page's ids — one more than a page, to know
 * whether another follows — in a sub-select (by OFFSET, or from the `cursor` row on), reads only those rows with
 * their product and counts the matches up to QUICK_COUNT_LIMIT + 1 in passing (all of them when the kept planner
 * estimate says the list is no longer than EXACT_COUNT_LIMIT). What it finds out is remembered (ListMemo): a
 * repeated read reuses the names and the count, and a page typed in deep starts from the nearest page start
 * known before it.
 *
 * `count` is exact when the page proves it (a short page), when it is at most QUICK_COUNT_LIMIT, and when it is
 * at most EXACT_COUNT_LIMIT and the planner does not estimate more than that. Above, it is the planner's
 * estimate, never below what the page shows. Should the planner estimate at most EXACT_COUNT_LIMIT for a list
 * that turns out longer, it is counted exactly (its estimate is evidently wrong).
 */
export function listZeichnungen(
  exec: Executor,
  scope: ZeichnungScope | undefined,
  f: ZeichnungFilters,
  page: number,
  ascending: boolean,
  cursor?: ListCursor,
): Promise<ListPage> {
  return listOnce(exec, { scope, filters: f, page, ascending, cursor }, undefined, 0);
}

/** What a list request asks for (see listZeichnungen). */
export interface ListRequest {
  scope: ZeichnungScope | undefined;
  filters: ZeichnungFilters;
  page: number;
  ascending: boolean;
  cursor?: ListCursor;
}
type ListPage = { count: number; rows: ListPageRow[] };

/**
 * The reads building a list's memo now, per database and list. A read that finds no memo (none yet, or it just
 * stopped holding) waits for a build in progress and then reuses its result, instead of every concurrent read
 * walking and counting for itself (after each change, all requests in flight would).
 */
const builds = new WeakMap<Executor, Map<string, Promise<unknown>>>();

/** After this many attempts a read neither reuses a memo nor waits for one: it reads for itself. */
const MAX_ATTEMPTS = 3;

/**
 * One attempt at a page. `stale`: the memo the previous attempt found no longer holding (dropped unless a newer
 * one replaced it already).
 */
async function listOnce(
  exec: Executor,
  req: ListRequest,
  stale: ListMemo | undefined,
  attempt: number,
): Promise<ListPage> {
  const memoKey = memoKeyOf(req);
  if (stale) dropMemo(exec, memoKey, stale);
  const memo = attempt < MAX_ATTEMPTS ? memoOf(exec, memoKey) : undefined;
  if (memo || attempt >= MAX_ATTEMPTS) return readPage(exec, req, memo, attempt);
  let byKey = builds.get(exec);
  if (!byKey) {
    byKey = new Map();
    builds.set(exec, byKey);
  }
  const pending = byKey.get(memoKey);
  if (pending) {
    await pending.catch(() => undefined);
    return listOnce(exec, req, undefined, attempt + 1);
  }
  const build = readPage(exec, req, undefined, attempt);
  byKey.set(memoKey, build);
  try {
    return await build;
  } finally {
    if (byKey.get(memoKey) === build) byKey.delete(memoKey);
  }
}

/** A page read with `memo` (or without: then it builds one); see listZeichnungen. */
async function readPage(
  exec: Executor,
  req: ListRequest,
  memo: ListMemo | undefined,
  attempt: number,
): Promise<ListPage> {
  const { scope, filters: f, page, ascending, cursor } = req;
  const memoKey = memoKeyOf(req);
  /** Whether this read relies on the memo: then the page statement checks that it still holds. */
  let reuses = false;
  /** The snapshot of the first name lookup made now (older than the page statement's). */
  let lookedUp: string | undefined;
  const names: ListMemo['names'] = {};
  const v: ListValues = {};
  if (scope) v.scope = scope.id;
  if (f.uuid) v.uuid = f.uuid;
  if (f.status) v.status = f.status;
  if (f.isPaid !== undefined) v.isPaid = f.isPaid;
  if (f.productId) v.productId = f.productId;
  // Calendar days in Germany, as the user means them (a subscription at 00:30 on the 1st is the 1st's).
  if (f.startDate) v.start = berlinMidnight(f.startDate);
  if (f.endDate) v.end = new Date(berlinMidnight(addDays(f.endDate, 1)).getTime() - 1);
  if (f.email) v.email = containsPattern(f.email);
  if (f.company) v.company = containsPattern(f.company);
  for (const [filter, one, several] of [
    ['firstName', 'firstNameIs', 'firstNames'],
    ['lastName', 'lastNameIs', 'lastNames'],
  ] as const) {
    const text = f[filter];
    if (!text) continue;
    let matching = memo?.names[filter];
    if (matching !== undefined) reuses = true;
    else {
      const found = await matchingNames(exec, containsPattern(text));
      matching = found.names;
      lookedUp ??= found.snapshot;
    }
    names[filter] = matching;
    if (matching === null) v[filter] = containsPattern(text);
    else if (matching.length === 0) return { count: 0, rows: [] };
    else if (matching.length === 1) v[one] = matching[0]!;
    else v[several] = matching;
  }
  const offset = offsetOf(page);
  // A page typed in deep (no cursor) starts from the nearest known page start before it, and remembers its own
  // start (the row before it, read along: one row more) when it had to walk far to find it.
  let start = cursor;
  let skip = cursor ? 0 : offset;
  let anchorAt: number | undefined;
  if (!cursor && offset >= ANCHOR_MIN_OFFSET) {
    const near = nearestAnchor(memo, offset);
    if (near) {
      start = { direction: 'after', id: near.id };
      skip = offset - near.offset;
      reuses = true;
    }
    if (skip >= ANCHOR_MIN_OFFSET) {
      anchorAt = offset;
      skip -= 1;
    }
  }
  const knownCount = memo?.count;
  const knownLong = knownCount === undefined && memo?.long === true;
  if (knownCount !== undefined || knownLong) reuses = true;

  const filtersShape = `${scope?.by ?? ''} ${Object.keys(v).join(',')} ${ascending} ${start?.direction ?? ''}`;
  const estimateKey = `${filtersShape}\u0000${JSON.stringify(v)}`;
  // The count rides along with the page up to QUICK_COUNT_LIMIT + 1 — or entirely (no LIMIT) when the
  // planner's (kept) estimate says the list is at most EXACT_COUNT_LIMIT long, as it would be counted anyway.
  const known = knownEstimate(exec, estimateKey);
  const whole = known !== undefined && known <= EXACT_COUNT_LIMIT;
  const pageRows = PAGE_SIZE + 1 + (anchorAt === undefined ? 0 : 1);
  const reads: PageReads = {
    rows: pageRows,
    reach: reachOf(skip, pageRows),
    quickCap: knownCount !== undefined || knownLong ? 0 : whole ? null : QUICK_COUNT_LIMIT + 1,
  };
  const shape = `${filtersShape} ${reads.rows} ${reads.reach} ${reads.quickCap}`;
  const st = statementsOf(exec, shape, scope, v, ascending, start?.direction, reads);
  const rows = await st.page.execute({
    ...v,
    cursorId: start?.id,
    offset: skip,
    since: reuses ? memo!.snapshot : null,
  });
  if (rows.length === 0) {
    // Nothing came back: the memo may no longer hold (or the page lies beyond the end) — read again without it;
    // or the cursor's row is gone, or every later one — read the page by its number.
    if (reuses) return listOnce(exec, req, memo, attempt + 1);
    // (Not waiting for a build: this read may be the build.)
    if (cursor) return listOnce(exec, { ...req, cursor: undefined }, undefined, MAX_ATTEMPTS);
  }
  const first = rows[0];
  const anchor = anchorAt === undefined ? undefined : rows.shift();
  const kept: ListMemo | undefined =
    memo ??
    (first && { at: Date.now(), snapshot: lookedUp ?? first.snapshot, names: {}, anchors: new Map() });
  if (kept) {
    Object.assign(kept.names, names);
    if (anchor && anchorAt !== undefined) {
      kept.anchors.delete(anchorAt);
      if (kept.anchors.size >= MAX_ANCHORS) kept.anchors.delete(kept.anchors.keys().next().value!);
      kept.anchors.set(anchorAt, anchor.z.id);
    }
    if (kept !== memo) keepMemo(exec, memoKey, kept);
  }
  /** An exact count, remembered — unless it rests on the position a link claimed (the page number beside a cursor). */
  const exact = (n: number, byPosition = false) => {
    if (kept && !(byPosition && cursor)) kept.count = n;
    return n;
  };
  const more = rows.length > PAGE_SIZE;
  // Read backwards, the row beyond the page is the first one.
  const results = !more ? rows : cursor?.direction === 'before' ? rows.slice(1) : rows.slice(0, PAGE_SIZE);
  // A short page ends the list: its count is known without counting.
  if (!more && cursor?.direction !== 'before' && (results.length > 0 || offset === 0))
    return { count: exact(offset + results.length, true), rows: results };
  if (knownCount !== undefined) return { count: knownCount, rows: results };
  const counted = async (limit?: number) =>
    Number(
      (await (limit === undefined ? st.all.execute(v) : st.capped.execute({ ...v, cap: limit + 1 })))[0]?.n ??
        0,
    );
  if (!knownLong) {
    // An empty page beyond the end has no row to carry the count.
    const quick = first?.quick ?? (await counted(whole ? undefined : QUICK_COUNT_LIMIT));
    // Counted entirely: exact, also should the estimate have been too low.
    if (whole || quick <= QUICK_COUNT_LIMIT) return { count: exact(quick), rows: results };
    if (kept) kept.long = true;
  }
  const estimate = await estimateRows(exec, estimateKey, () =>
    exec
      .select({ id: zeichnungen.id })
      .from(zeichnungen)
      .where(listConditions(scope, v, (k) => v[k])),
  );
  if (estimate > EXACT_COUNT_LIMIT) {
    // An empty page beyond the end: the list has at most `offset` rows.
    const total =
      results.length === 0 ? Math.min(estimate, offset) : Math.max(estimate, offset + rows.length);
    return { count: total, rows: results };
  }
  const n = await counted(EXACT_COUNT_LIMIT);
  return { count: exact(n <= EXACT_COUNT_LIMIT ? n : await counted()), rows: results };
}
