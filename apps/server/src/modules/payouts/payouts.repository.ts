// The payouts area's SQL for interest payment events and instalments (issue 18, docs/decisions/024). Read joins of
// other areas' tables (products, zeichnungen) are listed with their reasons in scripts/check-boundaries.mjs.
// Lists filter on the rows' own indexed columns (issuer_id, product_id, zeichnung_id, the date) — other areas'
// tables only in id subqueries, an investor's rows as its subscriptions' (ofInvestor, decision 064) — and order by
// (date, id), a total order an index serves (keyset-ready).
import {
  INTEREST_EVENT_LIST_EXACT_COUNT,
  INTEREST_EVENT_LIST_QUICK_COUNT,
} from '@zp/domain/payouts/schedules.contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScheduleScope } from '../../access/index.ts';
import { type Executor, intArray } from '../../db/client.ts';
import {
  installments,
  interestPaymentEvents,
  interestPayments,
  personNames,
  products,
  zeichnungen,
} from '../../db/index.ts';
import { statementNamer } from '../../db/prepared.ts';
import { containsPattern, inText, offsetOf, PAGE_SIZE, pageSliceOf, reachOf } from '../../lib/paging.ts';
import { estimateRows } from '../../lib/row-estimates.ts';
import {
  currentSnapshot,
  dropMemo,
  keepMemo,
  memoKeyOf,
  memoOf,
  unchangedSince,
} from './events-list-memo.ts';

export interface ScheduleFilters {
  zeichnungUuid?: string;
  productName?: string;
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD, inclusive (the rows' dates are Berlin calendar days). */
  startDate?: string;
  endDate?: string;
  status?: 'open' | 'paid';
  zeichnungId?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a condition carries a value: itself (`literal`, a statement built for one request) or a named placeholder
 * whose value is collected (a statement built once per list shape and prepared; see pageStatement).
 */
type Param = (key: string, value: unknown) => unknown;
const literal: Param = (_key, value) => value;

interface ScheduleColumns {
  zeichnungId: PgColumn;
  productId: PgColumn;
  /** The row's own copy of the product's issuer (events: its (issuer_id, due_date, id) index), if it has one. */
  issuerId?: PgColumn;
  isPaid: PgColumn;
  date: PgColumn;
}

/**
 * Every name any user has had that the pattern matches (person_names, through its trigram index), as an array: the
 * name filters compare a subscription's copied name with it by btree equality.
 */
function namesContaining(pattern: unknown): SQL {
  return sql`array(select ${personNames.name} from ${personNames} where ${personNames.name} ilike ${pattern})`;
}

/** The ids of the products whose name the pattern matches, an issuer's own if `issuerId` is given (a subquery). */
function productsNamed(pattern: unknown, issuerId?: unknown): SQL {
  const mine = issuerId === undefined ? sql`` : sql` and ${products.issuerId} = ${issuerId}`;
  return sql`select ${products.id} from ${products} where ${products.name} ilike ${pattern}${mine}`;
}

/**
 * The name filters on the subscriptions' copied investor names (live rows: their indexes are partial). The names
 * containing the text are found among every name any user has had (person_names, through its trigram index; the
 * copies are always one of them), then the subscriptions by btree equality — as the subscription list does; an ILIKE
 * over the subscriptions' trigram index rechecks every candidate row (10× slower at 200 000 subscriptions).
 */
function nameCondition(f: ScheduleFilters, p: Param = literal, found?: MatchedNames): SQL | undefined {
  const matching = (key: 'firstName' | 'lastName', value: string) => {
    const known = found?.[key];
    return known
      ? sql`any(${p(`${key}s`, known)}::text[])`
      : sql`any(${namesContaining(p(key, containsPattern(value)))})`;
  };
  const names: SQL[] = [];
  if (f.firstName) names.push(sql`${zeichnungen.investorFirstName} = ${matching('firstName', f.firstName)}`);
  if (f.lastName) names.push(sql`${zeichnungen.investorLastName} = ${matching('lastName', f.lastName)}`);
  return names.length ? and(sql`${zeichnungen.deletedAt} is null`, ...names) : undefined;
}

/**
 * The person names a name filter's text matched, for lists whose subscriptions are too many to name by id: a page
 * then compares the subscription's copied name with them instead of searching person_names again (an ILIKE over its
 * rows on every page, 0.2–0.3 ms of 0.5 ms for a common first name at 10 M events). Read after the subscriptions'
 * snapshot, so they hold at least every name a subscription had in it; one newer is one of a subscription made since,
 * which the memo's gate notices.
 */
export interface MatchedNames {
  firstName?: string[];
  lastName?: string[];
}

/** The ids of the subscriptions the name filters match (ascending), or more than NAMED_IDS_LIMIT: their names. */
type NamedSubscriptions = number[] | { many: MatchedNames } | undefined;

/**
 * Up to this many matching subscriptions the list asks for their events by id (an array the planner sees, probed by
 * the events' once-index and hashed when walking the due dates); more stay a subquery. Asking the events with the
 * subquery made PostgreSQL walk the due-date index and test each event's subscription for the name (10 M events:
 * ~65 ms for a common surname's first page, ~95 ms for its capped count; docs/decisions/031). A page of more finds the
 * names the text matched once (MatchedNames) and tests each walked event's subscription by id (decision 061).
 */
export const NAMED_IDS_LIMIT = 10_000;

/**
 * The subscriptions in the caller's scope the name filters match, read once before the list's statements (an
 * issuer's through the subscription's copied issuer, an investor's own), so that an issuer's few matches are few ids.
 */
async function namedSubscriptions(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
): Promise<{ named: NamedSubscriptions; snapshot?: string }> {
  const names = nameCondition(f);
  if (!names) return { named: undefined };
  const scoped =
    'issuerId' in scope
      ? eq(zeichnungen.issuerId, scope.issuerId)
      : 'investorId' in scope
        ? eq(zeichnungen.investorId, scope.investorId)
        : undefined;
  const rows = await exec
    .select({ id: zeichnungen.id, snapshot: currentSnapshot })
    .from(zeichnungen)
    .where(and(names, scoped))
    .limit(NAMED_IDS_LIMIT + 1);
  const snapshot = rows[0]?.snapshot;
  if (rows.length <= NAMED_IDS_LIMIT) {
    // ascending: zp_in_sorted searches them (and the text of an array is the same whatever order the rows came in)
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    if (ids.length >= NAMED_WALK_MIN) walkedIds.add(ids);
    else if (scoped && ids.length > 0) {
      // an issuer's: dense enough among its own subscriptions (the planner's estimate of them, kept 10 s)
      const own = await estimateRows(exec, `scope-subscriptions:${JSON.stringify(scope)}`, () =>
        exec
          .select({ id: zeichnungen.id })
          .from(zeichnungen)
          .where(and(sql`${zeichnungen.deletedAt} is null`, scoped)),
      );
      if (ids.length >= own * NAMED_WALK_SHARE) walkedIds.add(ids);
    }
    return { named: ids, snapshot };
  }
  const matched = (value: string | undefined) =>
    value === undefined ? sql`null::text[]` : namesContaining(containsPattern(value));
  const [found] = await exec
    .select({
      first: sql<string[] | null>`${matched(f.firstName)}`,
      last: sql<string[] | null>`${matched(f.lastName)}`,
    })
    .from(sql`(select 1) as one`);
  const many: MatchedNames = {};
  if (found?.first) many.firstName = found.first;
  if (found?.last) many.lastName = found.last;
  return { named: { many }, snapshot };
}

/**
 * The products a product-name filter matches in the scope (an issuer's own), read once for a list's memo with the
 * snapshot it was read in: a page then asks for their ids (0.11 ms at 10 M events) instead of planning the products'
 * search with it every time (0.36 ms). A product renamed or deleted is a change the memo's gate notices (migration
 * 0026); a new product has no events until they are generated, which is one too.
 */
async function namedProducts(exec: Executor, scope: ScheduleScope, f: ScheduleFilters) {
  if (f.productName === undefined) return undefined;
  const named = productsNamed(
    containsPattern(f.productName),
    'issuerId' in scope ? scope.issuerId : undefined,
  );
  const [row] = await exec
    .select({
      ids: sql<number[]>`array(${named} order by 1)`,
      snapshot: currentSnapshot,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The WHERE of a list with its name filters resolved first. */
async function conditionsOf(exec: Executor, t: ScheduleColumns, scope: ScheduleScope, f: ScheduleFilters) {
  return conditions(t, scope, f, (await namedSubscriptions(exec, scope, f)).named);
}

/**
 * The rows of an investor's subscriptions (`column`: the rows' zeichnung_id): the subscriptions by their investor
 * index, their rows by the once-index led by zeichnung_id. The rows have no investor index (decision 064: it was a
 * sixth of PostgreSQL's work per generated row). An array, not `in (select …)`: PostgreSQL then reads the once-index
 * for each subscription, whatever it estimates for the investor, and never walks a whole date index testing each row.
 */
export const ofInvestor = (column: PgColumn, investorId: unknown) =>
  sql`${column} = any(array(select ${zeichnungen.id} from ${zeichnungen} where ${zeichnungen.investorId} = ${investorId}))`;

/** The WHERE of a list, on the row's own columns; other areas' tables only as id subqueries. */
function conditions(
  t: ScheduleColumns,
  scope: ScheduleScope,
  f: ScheduleFilters,
  named?: NamedSubscriptions,
  walk = false,
  p: Param = literal,
  productIds?: readonly number[],
): SQL | undefined {
  const where: SQL[] = [];
  // names resolved to ids: the ids are the scope's already (namedSubscriptions); repeating the issuer's products here
  // made PostgreSQL intersect each product's whole bitmap with them (1.2 s for an issuer's 174 Schmidts at 10 M). A
  // page (`walk`) repeats the issuer's own column: its events are then read along (issuer_id, due_date, id), 20×
  // denser in the issuer's matches than the due dates of all events (a count would intersect bitmaps: not there).
  const scoped = !Array.isArray(named);
  // the product-name filter names the issuer's products itself: rows without their own issuer column (instalments)
  // are read by (product_id, date); events keep issuer_id = ? and test the product on the entries of
  // (issuer_id, due_date, id) INCLUDE (zeichnung_id, product_id) — they have no product index (decision 047)
  const byProduct = f.productName !== undefined && 'issuerId' in scope && !t.issuerId;
  if (scoped && !byProduct && 'issuerId' in scope && t.issuerId)
    where.push(eq(t.issuerId, p('scope', scope.issuerId) as number));
  else if (scoped && !byProduct && 'issuerId' in scope)
    where.push(
      sql`${t.productId} in (select ${products.id} from ${products} where ${products.issuerId} = ${p('scope', scope.issuerId)})`,
    );
  if (!scoped && walk && !byProduct && 'issuerId' in scope && t.issuerId)
    where.push(eq(t.issuerId, p('scope', scope.issuerId) as number));
  if (scoped && 'investorId' in scope) where.push(ofInvestor(t.zeichnungId, p('scope', scope.investorId)));
  if (f.zeichnungId !== undefined) where.push(eq(t.zeichnungId, p('zeichnungId', f.zeichnungId) as number));
  if (f.zeichnungUuid !== undefined)
    where.push(
      UUID.test(f.zeichnungUuid)
        ? sql`${t.zeichnungId} = (select ${zeichnungen.id} from ${zeichnungen} where ${zeichnungen.uuid} = ${p('uuid', f.zeichnungUuid)}::uuid)`
        : sql`false`,
    );
  if (f.productName && productIds && walk && p !== literal)
    where.push(sql`${t.productId} = any(${p('productIds', idsText(productIds))}::int[])`);
  else if (f.productName)
    where.push(
      sql`${t.productId} in (${productsNamed(
        p('productName', containsPattern(f.productName)),
        'issuerId' in scope ? p('scope', scope.issuerId) : undefined,
      )})`,
    );
  // a page compares the names found (a count keeps the search: the planner estimates a large count better from it)
  const found = walk && p !== literal && named && !Array.isArray(named) ? named.many : undefined;
  // built only where it is written: a placeholder collected and not used would still shape the statement
  const names = (f.firstName || f.lastName) && !Array.isArray(named) ? nameCondition(f, p, found) : undefined;
  if (names && found)
    // each walked event's subscription looked up by its id, as a subplan (OFFSET 0 keeps PostgreSQL from making it a
    // join: planning that join and its Memoize node cost more than the page's whole execution)
    where.push(
      sql`exists (select 1 from ${zeichnungen} where ${zeichnungen.id} = ${t.zeichnungId} and ${names} offset 0)`,
    );
  else if ((f.firstName || f.lastName) && Array.isArray(named))
    where.push(
      p === literal
        ? sql`${t.zeichnungId} = any(${intArray(named)})`
        : walkedIds.has(named)
          ? sql`zp_in_sorted(${t.zeichnungId}, ${p('sortedIds', idsText(named))}::int[])`
          : sql`${t.zeichnungId} = any(${p('ids', idsText(named))}::int[])`,
    );
  else if (names)
    where.push(sql`${t.zeichnungId} in (select ${zeichnungen.id} from ${zeichnungen} where ${names})`);
  if (f.startDate) where.push(sql`${t.date} >= ${p('start', f.startDate)}::date`);
  if (f.endDate) where.push(sql`${t.date} <= ${p('end', f.endDate)}::date`);
  // a page writes the status into its text (two shapes, each planned once per connection); a count keeps it a value
  if (f.status)
    where.push(
      p === literal
        ? eq(t.isPaid, f.status === 'paid')
        : sql`${t.isPaid} = ${sql.raw(String(f.status === 'paid'))}`,
    );
  return where.length ? and(...where) : undefined;
}

/**
 * From this many named subscriptions a page tests an event's subscription by binary search in their sorted ids
 * (`zp_in_sorted`, migration 0034: `ids[width_bucket(id, ids)] = id`) instead of `= any(ids)`: PostgreSQL estimates an
 * array constant element by element each time it plans the page (0.45–0.75 ms for a common surname's 1 925
 * subscriptions at 10 M events, against 0.1 ms of execution), the function's inlined expression with one default
 * estimate (0.05 ms). That estimate (0.5 % of the rows) makes the planner walk the due dates, right for so many
 * subscriptions; fewer keep the array, whose estimate lets it read their few events by the once-index instead
 * (docs/performance.md, "Events list", thirteenth session).
 */
export const NAMED_WALK_MIN = 1_000;
/**
 * Or this share of the scope's subscriptions (an issuer's 174 Schmidts among its 10 000: the walk along its
 * (issuer_id, due_date, id) finds a page's 11 events within ~1 100 entries; at 0.5 % within ~2 200). Below it the
 * ids' own events are read by the once-index and sorted: a cost that grows with their events (155 Schmidts of an
 * issuer's 19 000 subscriptions, 7 650 events: 3.3–4.4 ms), where the walk's grows with 1 / share (decision 062).
 */
export const NAMED_WALK_SHARE = 0.005;
/** The named ids a page walks with (NAMED_WALK_MIN, NAMED_WALK_SHARE), kept with the array the list's memo holds. */
const walkedIds = new WeakSet<readonly number[]>();

const idsTexts = new WeakMap<readonly number[], string>();
/**
 * The ids as one array literal, built once per array: a memo's name filter ids (thousands for a common surname) are
 * sent with every page read of that list, and joining them anew each time was most of the request's own work.
 */
function idsText(ids: readonly number[]): string {
  let text = idsTexts.get(ids);
  if (text === undefined) {
    text = `{${ids.join(',')}}`;
    idsTexts.set(ids, text);
  }
  return text;
}

/** What a row shows of its subscription and product (same query). */
const owner = {
  zeichnungUuid: zeichnungen.uuid,
  volumeCents: zeichnungen.volumeCents,
  salesrepId: zeichnungen.salesrepId,
  investorFirstName: zeichnungen.investorFirstName,
  investorLastName: zeichnungen.investorLastName,
  productName: products.name,
  issuerId: products.issuerId,
  productSuperuserId: products.superuserId,
  interestRate: products.interest,
  isTokenized: products.isTokenized,
};

// ---- interest payment events

const eventColumns: ScheduleColumns = {
  zeichnungId: interestPaymentEvents.zeichnungId,
  productId: interestPaymentEvents.productId,
  issuerId: interestPaymentEvents.issuerId,
  isPaid: interestPaymentEvents.isPaid,
  date: interestPaymentEvents.dueDate,
};

/** What a list row shows: the event, its payment date, its subscription's and product's fields. */
const eventSelection = { e: interestPaymentEvents, startDate: interestPayments.startDate, ...owner };

const eventRows = (exec: Executor) =>
  exec
    .select(eventSelection)
    .from(interestPaymentEvents)
    .innerJoin(interestPayments, eq(interestPayments.id, interestPaymentEvents.interestPaymentId))
    .innerJoin(zeichnungen, eq(zeichnungen.id, interestPaymentEvents.zeichnungId))
    .innerJoin(products, eq(products.id, interestPaymentEvents.productId));

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventRows>['execute']>>[number];

const pageStatements = new WeakMap<Executor, Map<string, ReturnType<typeof buildPageStatement>>>();
/** Named statements are prepared per connection under a name no other text ever had. */
const statementName = statementNamer('events_list');
/**
 * Values whose best page plan does not depend on them, so that a generic plan (planned once per connection) serves
 * them all: the scope, the dates, one subscription; and the values PostgreSQL estimates the same whatever they are
 * (one default estimate: zp_in_sorted's expression, the names' subplan) or that walk the same index whatever they are
 * (the product filter's ids: the events have no product index, a page walks the due dates and tests the product on
 * the index entries). Every page has how far it reads written into its text (reachOf): a generic plan with LIMIT or
 * OFFSET as a parameter assumes a tenth of all matches is wanted and joins them by hash (500 ms at 10 M events); with
 * the reach known the generic plan is the custom one, without the planning on every request (decisions 061, 062: the
 * planning was 0.9–1.4 ms of an unfiltered page's 1.1–1.6 ms in PostgreSQL).
 */
const PLAN_FREE_KEYS = new Set([
  'scope',
  'uuid',
  'zeichnungId',
  'start',
  'end',
  'since',
  'offset',
  'sortedIds',
  'firstNames',
  'lastNames',
  'productIds',
]);

/**
 * The page statement of one list shape (scope kind, filters set, status, order, reach), built once per
 * database and shape: building a drizzle query costs more Node CPU per request than PostgreSQL spends on the page.
 * It is named (planned once per connection, as the subscription list's, decision 004) where its values cannot change
 * the best plan (PLAN_FREE_KEYS); the status and the reach are written into the
 * text (a generic plan cannot tell open from paid); with the ids of a few named subscriptions PostgreSQL plans it with
 * the values every time (a generic plan cannot tell 20 subscriptions from 2 000).
 */
function pageStatement(
  exec: Executor,
  shape: string,
  walk: SQL | undefined,
  values: Record<string, unknown>,
  ascending: boolean,
  reach: number,
) {
  let byShape = pageStatements.get(exec);
  if (!byShape) {
    byShape = new Map();
    pageStatements.set(exec, byShape);
  }
  let st = byShape.get(shape);
  if (!st) {
    const generic = Object.keys(values).every((k) => PLAN_FREE_KEYS.has(k));
    st = buildPageStatement(exec, walk, 'since' in values, ascending, generic ? statementName() : '', reach);
    if (byShape.size >= 200) byShape.delete(byShape.keys().next().value!);
    byShape.set(shape, st);
  }
  return st;
}

function buildPageStatement(
  exec: Executor,
  walk: SQL | undefined,
  gated: boolean,
  ascending: boolean,
  name: string,
  reach: number,
) {
  const dir = ascending ? asc : desc;
  const e = interestPaymentEvents;
  // the events up to the page's end, in the list's order: a first page's one row more than the page (whether
  // anything follows, without counting); a later page's at most `reach` — its OFFSET, a value, then skips within them
  const reached = exec
    .select({ id: e.id, dueDate: e.dueDate })
    .from(e)
    .where(gated ? and(unchangedSince(sql.placeholder('since')), walk) : walk)
    .orderBy(dir(e.dueDate), dir(e.id))
    .limit(inText(reach));
  const slice = pageSliceOf(exec, reached, { rows: PAGE_SIZE + 1, reach }, (w) => [
    dir(w.dueDate),
    dir(w.id),
  ]);
  return exec
    .select({ ...eventSelection, snapshot: currentSnapshot })
    .from(slice)
    .innerJoin(e, eq(e.id, slice.id))
    .innerJoin(interestPayments, eq(interestPayments.id, e.interestPaymentId))
    .innerJoin(zeichnungen, eq(zeichnungen.id, e.zeichnungId))
    .innerJoin(products, eq(products.id, e.productId))
    .orderBy(dir(e.dueDate), dir(e.id))
    .prepare(name);
}

/**
 * A page of the events list and its count. One statement reads the page: the page's event ids first (from an index
 * on the events alone, past any OFFSET), then only those rows with their payment date, subscription and product.
 * What the list found out — the name filters' subscriptions, the product filter's products, the count — is remembered (EventListMemo) and reused
 * while the page statement's gate finds no change since; a repeated list is then that one statement.
 */
export async function listEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  page: number,
  ascending: boolean,
  fresh = false,
): Promise<{ count: number; rows: EventRow[] }> {
  const key = memoKeyOf(scope, f);
  const memo = fresh ? undefined : memoOf(exec, key);
  let named = memo?.named;
  let productIds = memo?.productIds;
  let lookedUp: string | undefined;
  if (!memo) {
    // the products first: a memo rests on the oldest snapshot any of it was read in
    const found = await namedProducts(exec, scope, f);
    const subscriptions = await namedSubscriptions(exec, scope, f);
    ({ named } = subscriptions);
    productIds = found?.ids;
    lookedUp = found?.snapshot ?? subscriptions.snapshot;
  }
  const values: Record<string, unknown> = {};
  const collect: Param = (key, value) => {
    values[key] = value;
    return sql.placeholder(key);
  };
  const walk = conditions(eventColumns, scope, f, named, true, collect, productIds);
  if (memo) values.since = memo.snapshot;
  values.offset = offsetOf(page);
  const kind = 'issuerId' in scope ? 'issuer' : 'investorId' in scope ? 'investor' : 'all';
  const reach = reachOf(offsetOf(page), PAGE_SIZE + 1);
  const shape = [
    kind,
    Object.keys(values).join(','),
    f.status,
    ascending,
    f.zeichnungUuid && UUID.test(f.zeichnungUuid),
    reach,
  ];
  const read = await pageStatement(exec, JSON.stringify(shape), walk, values, ascending, reach).execute(
    values,
  );
  // nothing with a reused memo: it may no longer hold (or the page lies beyond the end) — read afresh
  if (read.length === 0 && memo) {
    dropMemo(exec, key, memo);
    return listEvents(exec, scope, f, page, ascending, true);
  }
  const snapshot = lookedUp ?? read[0]?.snapshot;
  const kept = memo ?? (snapshot ? { at: Date.now(), snapshot, named, productIds } : undefined);
  if (kept && kept !== memo) keepMemo(exec, key, kept);
  const rows = read.slice(0, PAGE_SIZE);
  const shown = offsetOf(page) + rows.length;
  const atLeast = read.length > PAGE_SIZE ? shown + 1 : 0;
  // a page that is the last one knows the exact count (when it is not empty: an empty page may lie beyond the end)
  if (read.length <= PAGE_SIZE && rows.length > 0) {
    if (kept) Object.assign(kept, { count: shown, estimated: false });
    return { count: shown, rows };
  }
  if (kept?.count !== undefined)
    return { count: kept.estimated ? Math.max(kept.count, atLeast) : kept.count, rows };
  // the count's WHERE (values inline), built only when a count is read: a remembered list reuses its count
  const counted = await countEvents(exec, scope, f, conditions(eventColumns, scope, f, named));
  if (kept) Object.assign(kept, { count: counted.n, estimated: counted.estimated });
  return { count: counted.estimated ? Math.max(counted.n, atLeast) : counted.n, rows };
}

/**
 * The number of events of a list: exact up to INTEREST_EVENT_LIST_QUICK_COUNT (counted from at most one more index
 * entry) and up to INTEREST_EVENT_LIST_EXACT_COUNT unless the planner estimates more (kept 10 s per list); else that
 * estimate (`estimated`: shown never below what the page proved), never below the count that proved the list longer.
 */
async function countEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  cond: SQL | undefined,
): Promise<{ n: number; estimated: boolean }> {
  const counted = async (limit: number) => {
    const capped = exec
      .select({ one: sql`1` })
      .from(interestPaymentEvents)
      .where(cond)
      .limit(limit + 1)
      .as('capped');
    const [total] = await exec.select({ n: count() }).from(capped);
    return total?.n ?? 0;
  };
  const quick = await counted(INTEREST_EVENT_LIST_QUICK_COUNT);
  if (quick <= INTEREST_EVENT_LIST_QUICK_COUNT) return { n: quick, estimated: false };
  const estimate = await estimateRows(exec, `interest-events:${JSON.stringify([scope, f])}`, () =>
    exec.select({ id: interestPaymentEvents.id }).from(interestPaymentEvents).where(cond),
  );
  if (estimate <= INTEREST_EVENT_LIST_EXACT_COUNT) {
    const exact = await counted(INTEREST_EVENT_LIST_EXACT_COUNT);
    if (exact <= INTEREST_EVENT_LIST_EXACT_COUNT) return { n: exact, estimated: false };
  }
  const n = Math.max(
    estimate,
    estimate <= INTEREST_EVENT_LIST_EXACT_COUNT ? INTEREST_EVENT_LIST_EXACT_COUNT + 1 : 0,
    quick,
  );
  return { n, estimated: true };
}

/** One event with its owners; `lock` takes the event's row lock (FOR UPDATE of the event only). */
export async function findEvent(exec: Executor, id: number, lock = false): Promise<EventRow | null> {
  const q = eventRows(exec).where(eq(interestPaymentEvents.id, id));
  const [row] = lock ? await q.for('update', { of: interestPaymentEvents }) : await q;
  return row ?? null;
}

/** Books an open event paid; null when it was paid already (the one conditional UPDATE). */
export async function markEventPaid(exec: Executor, id: number, userId: number | null, at: Date) {
  const [row] = await exec
    .update(interestPaymentEvents)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId, updatedAt: at })
    .where(and(eq(interestPaymentEvents.id, id), eq(interestPaymentEvents.isPaid, false)))
    .returning();
  return row ?? null;
}

/** Every event of one subscription in the scope, oldest due first (at most `limit`). */
export function scheduleOf(exec: Executor, scope: ScheduleScope, zeichnungId: number, limit: number) {
  return eventRows(exec)
    .where(conditions(eventColumns, scope, { zeichnungId }))
    .orderBy(asc(interestPaymentEvents.dueDate), asc(interestPaymentEvents.id))
    .limit(limit);
}

/**
 * The sums of the scope's events (paid since `yearStart` by the day booked in Berlin, paid in total, open) and the
 * earliest open event due on or after `today`.
 */
export async function summarizeEvents(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  today: string,
  yearStart: string,
) {
  const e = interestPaymentEvents;
  const cond = await conditionsOf(exec, eventColumns, scope, f);
  const sumOf = (when: SQL) => sql<string>`coalesce(sum(${e.amountCents}) filter (where ${when}), 0)`;
  const [sums] = await exec
    .select({
      paidThisYear: sumOf(
        sql`${e.isPaid} and ${e.paidAt} >= (${yearStart}::date)::timestamp at time zone 'Europe/Berlin'`,
      ),
      paidTotal: sumOf(sql`${e.isPaid}`),
      openTotal: sumOf(sql`not ${e.isPaid}`),
    })
    .from(e)
    .where(cond);
  const open = exec
    .select({ id: e.id, dueDate: e.dueDate, amountCents: e.amountCents, productId: e.productId })
    .from(e)
    .where(and(cond, eq(e.isPaid, false), sql`${e.dueDate} >= ${today}::date`))
    .$dynamic();
  // an investor's open events from today read whole, then the earliest taken (OFFSET 0: the subquery is planned for
  // all its rows, not for the first in due order): its few by its subscriptions' once-index entries, not a walk of all
  // events' due dates from today until one of its own comes (decision 064); an issuer's or all events are dense
  // along the due dates, and the walk finds the first at once
  const due = ('investorId' in scope ? open.offset(inText(0)) : open).as('due');
  const [next] = await exec
    .select({ id: due.id, dueDate: due.dueDate, amountCents: due.amountCents, productName: products.name })
    .from(due)
    .innerJoin(products, eq(products.id, due.productId))
    .orderBy(asc(due.dueDate), asc(due.id))
    .limit(1);
  return {
    paidThisYear: Number(sums?.paidThisYear ?? 0),
    paidTotal: Number(sums?.paidTotal ?? 0),
    openTotal: Number(sums?.openTotal ?? 0),
    next: next ?? null,
  };
}

// ---- instalments

const installmentColumns: ScheduleColumns = {
  zeichnungId: installments.zeichnungId,
  productId: installments.productId,
  isPaid: installments.isPaid,
  date: installments.paymentDate,
};

/** The plan's number of rates (installments_once_idx: zeichnung_id, number). */
const planCount = sql<number>`(select count(*)::int from ${installments} i2 where i2.zeichnung_id = ${installments.zeichnungId})`;

const installmentRows = (exec: Executor) =>
  exec
    .select({ i: installments, count: planCount, ...owner })
    .from(installments)
    .innerJoin(zeichnungen, eq(zeichnungen.id, installments.zeichnungId))
    .innerJoin(products, eq(products.id, installments.productId));

export type InstallmentRow = Awaited<ReturnType<ReturnType<typeof installmentRows>['execute']>>[number];

export async function listInstallments(
  exec: Executor,
  scope: ScheduleScope,
  f: ScheduleFilters,
  page: number,
  ascending: boolean,
) {
  const cond = await conditionsOf(exec, installmentColumns, scope, f);
  const [total] = await exec.select({ n: count() }).from(installments).where(cond);
  const dir = ascending ? asc : desc;
  const rows = await installmentRows(exec)
    .where(cond)
    .orderBy(dir(installments.paymentDate), dir(installments.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export async function findInstallment(
  exec: Executor,
  id: number,
  lock = false,
): Promise<InstallmentRow | null> {
  const q = installmentRows(exec).where(eq(installments.id, id));
  const [row] = lock ? await q.for('update', { of: installments }) : await q;
  return row ?? null;
}

export async function markInstallmentPaid(exec: Executor, id: number, userId: number | null, at: Date) {
  const [row] = await exec
    .update(installments)
    .set({ isPaid: true, paidAt: at, paidByUserId: userId, updatedAt: at })
    .where(and(eq(installments.id, id), eq(installments.isPaid, false)))
    .returning();
  return row ?? null;
}

/** Records the confirmed token transfer of a paid instalment; null when already recorded (or not paid). */
export async function markTokensTransfered(exec: Executor, id: number, txHash: string, at: Date) {
  const [row] = await exec
    .update(installments)
    .set({ tokensTransfered: true, tokensTransferedAt: at, tokenTxHash: txHash, updatedAt: at })
    .where(
      and(eq(installments.id, id), eq(installments.isPaid, true), eq(installments.tokensTransfered, false)),
    )
    .returning();
  return row ?? null;
}

/**
 * Whether another instalment of the product already names this transaction (a hash proves one transfer). The
 * product's own instalments suffice: a transaction of another product's contract fails the chain check anyway.
 * Serialized per hash by a transaction-scoped advisory lock (installments.token_tx_hash has no unique index).
 */
export async function isTxClaimed(exec: Executor, productId: number, txHash: string) {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`installment-tx:${txHash}`}))`);
  const [row] = await exec
    .select({ id: installments.id })
    .from(installments)
    .where(and(eq(installments.productId, productId), eq(installments.tokenTxHash, txHash)))
    .limit(1);
  return Boolean(row);
}
