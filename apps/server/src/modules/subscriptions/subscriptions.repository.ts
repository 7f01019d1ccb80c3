import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  is,
  isNull,
  lte,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../db/client.ts';
import { investors, personNames, products, users, zeichnungChanges, zeichnungen } from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type ZeichnungRow = typeof zeichnungen.$inferSelect;
export const notDeleted = isNull(zeichnungen.deletedAt);

export async function findZeichnung(exec: Executor, id: number, lock = false) {
  const q = exec
    .select()
    .from(zeichnungen)
    .where(and(eq(zeichnungen.id, id), notDeleted));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findOpen(exec: Executor, productId: number, investorId: number) {
  const [row] = await exec
    .select()
    .from(zeichnungen)
    .where(
      and(
        eq(zeichnungen.productId, productId),
        eq(zeichnungen.investorId, investorId),
        eq(zeichnungen.status, 'O'),
        notDeleted,
      ),
    )
    .orderBy(desc(zeichnungen.id))
    .limit(1);
  return row ?? null;
}

export async function investorWithUser(exec: Executor, investorId: number) {
  const [row] = await exec
    .select({ investor: investors, user: users })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.id, investorId));
  return row ?? null;
}

/** Books volume on the product atomically: false when it would exceed the product volume (never oversold). */
export async function bookVolume(exec: Executor, productId: number, cents: number): Promise<boolean> {
  const rows = await exec
    .update(products)
    .set({ investedVolumeCents: sql`${products.investedVolumeCents} + ${cents}` })
    .where(
      and(
        eq(products.id, productId),
        sql`${products.investedVolumeCents} + ${cents} <= coalesce(${products.volumeCents}, 0)`,
      ),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

export const releaseVolume = (exec: Executor, productId: number, cents: number) =>
  exec
    .update(products)
    .set({ investedVolumeCents: sql`greatest(${products.investedVolumeCents} - ${cents}, 0)` })
    .where(eq(products.id, productId));

export interface ZeichnungFilters {
  uuid?: string;
  email?: string;
  company?: string;
  firstName?: string;
  lastName?: string;
  startDate?: string;
  endDate?: string;
  status?: 'O' | 'F' | 'A';
  isPaid?: boolean;
  productId?: number;
}

/**
 * The list's `count` is exact up to this many matching subscriptions unless the planner estimates more; above,
 * it is the planner's estimate (never below what the page itself proves). An exact count(*) over hundreds of
 * thousands of rows costs tens of milliseconds per request.
 */
export const EXACT_COUNT_LIMIT = 10_000;
/** Counted in passing with every full page (about 0.2 ms); only lists above it ask the planner. */
export const QUICK_COUNT_LIMIT = 1_000;

const ESTIMATE_TTL_MS = 10_000;
const estimates = new WeakMap<Executor, Map<string, { at: number; rows: number }>>();

/**
 * The planner's row estimate of a query (EXPLAIN without running it), kept 10 s per database and query: it only
 * moves with the table's statistics, and the same list is asked for again and again (paging, every operator's
 * first page).
 */
async function estimateRows(exec: Executor, key: string, query: () => SQLWrapper) {
  let cache = estimates.get(exec);
  if (!cache) {
    cache = new Map();
    estimates.set(exec, cache);
  }
  const hit = knownEstimate(exec, key);
  if (hit !== undefined) return hit;
  const [row] = rowsOf<Record<string, unknown>>(await exec.execute(sql`explain (format json) ${query()}`));
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | null;
  const rows = Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  if (cache.size >= 500) cache.delete(cache.keys().next().value!);
  cache.delete(key);
  cache.set(key, { at: Date.now(), rows });
  return rows;
}

/** The estimate kept for this query, if any (without asking the planner). */
function knownEstimate(exec: Executor, key: string): number | undefined {
  const hit = estimates.get(exec)?.get(key);
  return hit && Date.now() - hit.at < ESTIMATE_TTL_MS ? hit.rows : undefined;
}

/** Which subscriptions a caller sees: those whose column is the id (see zeichnungScope). */
export interface ZeichnungScope {
  by: 'superuserId' | 'investorId' | 'salesrepId' | 'issuerId';
  id: number;
}

/** The values of a list request, by placeholder name; a key absent means that filter is not set. */
type ListValues = Partial<{
  scope: number;
  uuid: string;
  status: string;
  isPaid: boolean;
  productId: number;
  start: Date;
  end: Date;
  email: string;
  company: string;
  firstName: string;
  lastName: string;
  /**
   * The names that match the firstName / lastName filter (see matchingNames), matched by equality instead of
   * ILIKE: one name (…Is: the btree then yields the page in id order), or several.
   */
  firstNameIs: string;
  lastNameIs: string;
  firstNames: string[];
  lastNames: string[];
  /** The row a page starts after or before (see ListCursor). */
  cursorId: number;
}>;

/**
 * Where a page starts without OFFSET: strictly after (`after`, the next page) or before (`before`, the previous
 * page) the subscription `id` in the list's order. The list's `next` / `previous` links carry it, so paging on
 * from any page reads 11 index entries instead of walking past every earlier row.
 */
export interface ListCursor {
  direction: 'after' | 'before';
  id: number;
}

const cursorRow = alias(zeichnungen, 'cursor_row');

/**
 * The list's WHERE for the filters present in `v`: with `param` = sql.placeholder, the shape of a statement
 * built once and run with the values (see listStatements); with `param` = the value itself, the literal query
 * (for EXPLAIN).
 */
function listConditions(
  scope: ZeichnungScope | undefined,
  v: ListValues,
  param: (k: keyof ListValues) => unknown,
) {
  const where: SQL[] = [notDeleted];
  if (scope)
    where.push(
      scope.by === 'issuerId' && trigramSearch(v)
        ? // An issuer holds ~10 % of all rows: intersecting its bitmap with a name's costs more than checking the
          // issuer on the (few) rows the name's trigram index yields.
          sql`${zeichnungen.issuerId} + 0 = ${param('scope')}`
        : eq(zeichnungen[scope.by], param('scope') as number),
    );
  if (v.uuid !== undefined) where.push(eq(sql`${zeichnungen.uuid}::text`, param('uuid')));
  if (v.status !== undefined) where.push(eq(zeichnungen.status, param('status') as 'O'));
  if (v.isPaid !== undefined) where.push(eq(zeichnungen.isPaid, param('isPaid') as boolean));
  if (v.productId !== undefined) where.push(eq(zeichnungen.productId, param('productId') as number));
  if (v.start !== undefined) where.push(gte(zeichnungen.dateOfCreation, param('start') as Date));
  if (v.end !== undefined) where.push(lte(zeichnungen.dateOfCreation, param('end') as Date));
  // The investor's fields are copied onto zeichnungen (kept by triggers, migration 0008): the search filters
  // and orders on this one table, through its trigram indexes — or, for names, through a btree by equality with
  // the matching names (looked up in person_names first, see matchingNames).
  if (v.email !== undefined) where.push(ilike(zeichnungen.investorEmail, param('email') as string));
  if (v.company !== undefined) where.push(ilike(zeichnungen.investorCompany, param('company') as string));
  if (v.firstName !== undefined)
    where.push(ilike(zeichnungen.investorFirstName, param('firstName') as string));
  if (v.lastName !== undefined) where.push(ilike(zeichnungen.investorLastName, param('lastName') as string));
  if (v.firstNameIs !== undefined)
    where.push(eq(zeichnungen.investorFirstName, param('firstNameIs') as string));
  if (v.lastNameIs !== undefined) where.push(eq(zeichnungen.investorLastName, param('lastNameIs') as string));
  if (v.firstNames !== undefined)
    where.push(anyOf(zeichnungen.investorFirstName, param('firstNames'), v.firstNames));
  if (v.lastNames !== undefined)
    where.push(anyOf(zeichnungen.investorLastName, param('lastNames'), v.lastNames));
  return and(...where)!;
}

const anyOf = (column: SQLWrapper, p: unknown, values: string[]) =>
  is(p, Placeholder) ? sql`${column} = any(${p}::text[])` : inArray(column as never, values);

const placeholder = (k: string) => sql.placeholder(k);
const trigramSearch = (v: ListValues) =>
  v.email !== undefined || v.company !== undefined || v.firstName !== undefined || v.lastName !== undefined;

/**
 * The statements of one list shape (which filters are set, the scope's column, the order), built once per
 * database and shape: building a drizzle query costs more Node CPU per request than PostgreSQL spends on the
 * page. The page statement is named (planned once per connection) where genericPlan allows it; the counts and
 * the other shapes run unnamed, so PostgreSQL plans them with their actual values.
 */
function listStatements(
  exec: Executor,
  scope: ZeichnungScope | undefined,
  v: ListValues,
  ascending: boolean,
  direction: ListCursor['direction'] | undefined,
  name: string,
) {
  const cond = listConditions(scope, v, placeholder);
  const matching = () => exec.select({ id: zeichnungen.id }).from(zeichnungen).where(cond);
  /** count(*) of the matches, stopping after `cap` (no cap: all of them). */
  const countUpTo = (capped: boolean) => {
    const q = matching();
    return exec.select({ n: count() }).from((capped ? q.limit(sql.placeholder('cap')) : q).as('capped'));
  };
  // With a date range the list is ordered by creation date (then id), read in order from the date index: ids
  // grow with the creation date, so that is the same newest-first order, but the planner cannot know it and,
  // ordered by the bare id, would walk the primary key backwards through every newer row.
  const byDate = v.start !== undefined || v.end !== undefined;
  const orderBy = (up: boolean) => {
    const dir = up ? asc : desc;
    return byDate ? [dir(zeichnungen.dateOfCreation), dir(zeichnungen.id)] : [dir(zeichnungen.id)];
  };
  const order = orderBy(ascending);
  // A previous page is read backwards from its cursor (the rows nearest to it), then shown in the list's order.
  const sliceUp = direction === 'before' ? !ascending : ascending;
  const key = byDate ? sql`(${zeichnungen.dateOfCreation}, ${zeichnungen.id})` : sql`${zeichnungen.id}`;
  // Ordered by date, the cursor row's creation time is read in the statement (microseconds, which a Date lacks).
  const cursorAt = () =>
    exec
      .select({ at: cursorRow.dateOfCreation })
      .from(cursorRow)
      .where(eq(cursorRow.id, placeholder('cursorId') as unknown as number));
  const at = byDate ? sql`((${cursorAt()}), ${placeholder('cursorId')})` : placeholder('cursorId');
  const sliceCond = direction ? and(cond, sliceUp ? sql`${key} > ${at}` : sql`${key} < ${at}`) : cond;
  const pageSlice = exec
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .where(sliceCond)
    .orderBy(...orderBy(sliceUp))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const quick = exec.select({ n: count() }).from(matching().limit(sql.placeholder('quickCap')).as('capped'));
  // One statement: the page's ids (from an index on zeichnungen alone), then only those rows with their product;
  // the quick count rides along as an uncorrelated sub-select, computed once (inside the slice it would widen
  // every row the slice sorts).
  // With `since` (a snapshot whose results are reused, see ListMemo) the statement yields rows only while no
  // transaction that changed the lists became visible since: a gate evaluated once, before anything is read.
  const since = sql`${placeholder('since')}::pg_snapshot`;
  const unchanged = sql`(${placeholder('since')}::pg_snapshot is null or not exists (
    select 1 from ${zeichnungChanges}
    where ${zeichnungChanges.xid} >= pg_snapshot_xmin(${since})
      and not pg_visible_in_snapshot(${zeichnungChanges.xid}, ${since})))`;
  const page = exec
    .select({
      z: listColumns,
      productName: products.name,
      kind: products.kind,
      snapshot: sql<string>`(select pg_current_snapshot()::text)`,
      quick: sql`(${quick})`.mapWith(Number),
    })
    .from(pageSlice)
    .innerJoin(zeichnungen, eq(zeichnungen.id, pageSlice.id))
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .where(unchanged)
    .orderBy(...order)
    .prepare(genericPlan(scope, v) ? name : '');
  return { page, capped: countUpTo(true).prepare(''), all: countUpTo(false).prepare('') };
}
type ListStatements = ReturnType<typeof listStatements>;
type ListPageRow = Awaited<ReturnType<ListStatements['page']['execute']>>[number];

/**
 * Whether a list shape's page statement may run as a named (prepared) statement, which PostgreSQL then plans
 * once per connection (a generic plan, once it is no dearer than the custom ones) instead of on every request.
 * Only where the values cannot change the best plan: equality filters, each with its own index; and a date range
 * alone or with one equality that leads an index on (column, creation date) — all, issuer's or product's rows
 * (zeichnungen_live_created_idx, _issuer_created_idx, _product_created_idx), which yields the rows in the
 * list's order for any range, so the page stops after its rows. With a second equality (issuer and product,
 * status, paid) or a provider's or investor's scope, the generic plan of a range has been seen to intersect two
 * bitmaps over a whole issuer (130 ms on a million rows): those, several names and ILIKE searches are planned
 * with their values every time.
 */
const genericPlan = (scope: ZeichnungScope | undefined, v: ListValues) => {
  if (v.firstNames !== undefined || v.lastNames !== undefined || trigramSearch(v)) return false;
  if (v.start === undefined && v.end === undefined) return true;
  const { start: _start, end: _end, scope: _scope, cursorId: _cursorId, productId, ...others } = v;
  const leading = (scope === undefined ? 0 : 1) + (productId === undefined ? 0 : 1);
  return Object.keys(others).length === 0 && leading <= 1 && (scope === undefined || scope.by === 'issuerId');
};

/**
 * A list row's columns: all but the wizard data, which only the detail shows (salesreps see their brokered
 * subscriptions in the list but may not open them; a page would otherwise carry every investor's answers).
 */
const { data: _wizardData, ...listColumns } = getTableColumns(zeichnungen);
export type ZeichnungListRow = Omit<ZeichnungRow, 'data'>;
const statements = new WeakMap<Executor, Map<string, ListStatements>>();
/** Named statements are prepared per connection under a name that no other text ever had (pg requires it). */
let statementNames = 0;

/** Above this many different matching names, a name filter is matched by ILIKE through the trigram index. */
const MAX_MATCHING_NAMES = 50;

/**
 * The names containing the pattern among every first and last name any user has had (person_names, through its
 * trigram index), or null when there are more than MAX_MATCHING_NAMES. A subscription's copied name is always its
 * user's current one (triggers of migration 0008) and every user's name is in person_names (trigger of 0010), so
 * "copied name ILIKE pattern" is "copied name = any(these)" — which the list counts through a btree, index-only,
 * instead of visiting every candidate row of the trigram index to recheck it. A common name such as Schmidt (1 %
 * of a million subscriptions) is counted about 15 times faster.
 */
async function matchingNames(exec: Executor, pattern: string) {
  let lookup = nameLookups.get(exec);
  if (!lookup) {
    lookup = nameLookup(exec);
    nameLookups.set(exec, lookup);
  }
  const rows = await lookup.execute({ pattern });
  return {
    names: rows.length > MAX_MATCHING_NAMES ? null : rows.map((r) => r.name),
    snapshot: rows[0]?.snapshot,
  };
}
/** Built once per database; unnamed, so that each pattern is planned with its value (trigram index or not). */
const nameLookup = (exec: Executor) =>
  exec
    .select({ name: personNames.name, snapshot: sql<string>`(select pg_current_snapshot()::text)` })
    .from(personNames)
    .where(ilike(personNames.name, sql.placeholder('pattern') as unknown as string))
    .limit(MAX_MATCHING_NAMES + 1)
    .prepare('');
const nameLookups = new WeakMap<Executor, ReturnType<typeof nameLookup>>();

/**
 * What reads of one list (the caller's scope, filters and order) computed, reused by later reads while it still
 * holds: the names matching its name filters, its exact count, and where deep pages start (the row just before
 * each, by offset). It holds while no transaction that changed the lists (zeichnung_changes, written by triggers)
 * became visible since `snapshot`, the oldest snapshot any of it was computed in. The page statement checks that
 * before it reads anything (its `since` gate), so a read that reuses the memo needs no name lookup, no counting and
 * no walk past earlier rows, and is exact across server instances: should the check fail, the statement yields
 * nothing and the page is read afresh. Kept per database for MEMO_TTL_MS (zeichnung_changes keeps a day).
 */
interface ListMemo {
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
const MAX_ANCHORS = 64;
/** A page typed in at least this many rows deep remembers where it starts (see ListMemo). */
export const ANCHOR_MIN_OFFSET = 200;
const memos = new WeakMap<Executor, Map<string, ListMemo>>();

/** A list as the memo knows it: the caller's scope, the filters as asked, the order. */
const memoKeyOf = ({ scope, filters, ascending }: ListRequest) =>
  `${scope?.by ?? ''}:${scope?.id ?? ''} ${ascending} ${JSON.stringify(filters)}`;

function memoOf(exec: Executor, key: string): ListMemo | undefined {
  const hit = memos.get(exec)?.get(key);
  return hit && Date.now() - hit.at < MEMO_TTL_MS ? hit : undefined;
}

function keepMemo(exec: Executor, key: string, memo: ListMemo) {
  let byKey = memos.get(exec);
  if (!byKey) {
    byKey = new Map();
    memos.set(exec, byKey);
  }
  byKey.delete(key);
  if (byKey.size >= MAX_MEMOS) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, memo);
}

/** The nearest remembered page start at or before `offset`. */
function nearestAnchor(memo: ListMemo | undefined, offset: number) {
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
interface ListRequest {
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
  const byMemoKey = memos.get(exec);
  if (stale && byMemoKey?.get(memoKey) === stale) byMemoKey.delete(memoKey);
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
  if (f.startDate) v.start = new Date(`${f.startDate}T00:00:00Z`);
  if (f.endDate) v.end = new Date(`${f.endDate}T23:59:59.999Z`);
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

  const shape = `${scope?.by ?? ''} ${Object.keys(v).join(',')} ${ascending} ${start?.direction ?? ''}`;
  let byShape = statements.get(exec);
  if (!byShape) {
    byShape = new Map();
    statements.set(exec, byShape);
  }
  let st = byShape.get(shape);
  if (!st) {
    st = listStatements(exec, scope, v, ascending, start?.direction, `zeichnungen_list_${++statementNames}`);
    if (byShape.size >= 200) byShape.delete(byShape.keys().next().value!);
    byShape.set(shape, st);
  }
  const estimateKey = `${shape}\u0000${JSON.stringify(v)}`;
  // The count rides along with the page up to QUICK_COUNT_LIMIT + 1 — or entirely (LIMIT NULL) when the
  // planner's (kept) estimate says the list is at most EXACT_COUNT_LIMIT long, as it would be counted anyway.
  const known = knownEstimate(exec, estimateKey);
  const whole = known !== undefined && known <= EXACT_COUNT_LIMIT;
  const rows = await st.page.execute({
    ...v,
    cursorId: start?.id,
    offset: skip,
    limit: PAGE_SIZE + 1 + (anchorAt === undefined ? 0 : 1),
    quickCap: knownCount !== undefined || knownLong ? 0 : whole ? null : QUICK_COUNT_LIMIT + 1,
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
