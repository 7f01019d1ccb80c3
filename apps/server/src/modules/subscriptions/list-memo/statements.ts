// The list's SQL: conditions per filter, the statements of one list shape (built once), the name lookup.
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
  lte,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { personNames, products, zeichnungChanges, zeichnungen } from '../../../db/index.ts';
import { statementNamer } from '../../../db/prepared.ts';
import { inText, pageSliceOf } from '../../../lib/paging.ts';
import { notDeleted, type ZeichnungRow } from '../subscriptions.repository.ts';

export interface ZeichnungScope {
  by: 'superuserId' | 'investorId' | 'salesrepId' | 'issuerId';
  id: number;
}

/** The values of a list request, by placeholder name; a key absent means that filter is not set. */
export type ListValues = Partial<{
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
export function listConditions(
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

/**
 * What a page statement reads, written into its text and so part of its shape (decision 062): `rows` (the page and
 * one more, or two with the row before a deep page), `reach` (how far into the list, reachOf) and the quick count's
 * cap (QUICK_COUNT_LIMIT + 1, 0 when the count is known, null for all).
 */
export interface PageReads {
  rows: number;
  reach: number;
  quickCap: number | null;
}
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
  reads: PageReads,
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
  // The rows up to the page's end, in the slice's order, their number written into the text (reachOf); a page that
  // skips rows skips within them by its OFFSET, a value (decision 062)
  const reached = exec
    // the creation time only where the list is ordered by it (a column the slice's index holds then; read
    // otherwise, it would cost the slice its index-only scan)
    .select({ id: zeichnungen.id, at: byDate ? zeichnungen.dateOfCreation : sql`null` })
    .from(zeichnungen)
    .where(sliceCond)
    .orderBy(...orderBy(sliceUp))
    .limit(inText(reads.reach));
  const pageSlice = pageSliceOf(exec, reached, reads, (w) => {
    const dir = sliceUp ? asc : desc;
    return byDate ? [dir(w.at), dir(w.id)] : [dir(w.id)];
  });
  // the quick count: up to its cap (in the text), none (cap 0: the count is known) or all of them (null)
  const quick = exec
    .select({ n: count() })
    .from((reads.quickCap === null ? matching() : matching().limit(inText(reads.quickCap))).as('capped'));
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
    .prepare(name);
  return { page, capped: countUpTo(true).prepare(''), all: countUpTo(false).prepare('') };
}
export type ListStatements = ReturnType<typeof listStatements>;
export type ListPageRow = Awaited<ReturnType<ListStatements['page']['execute']>>[number];

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
const statementName = statementNamer('zeichnungen_list');

/** The statements of a list shape, built once per database and shape (at most 200 shapes kept). */
export function statementsOf(
  exec: Executor,
  shape: string,
  scope: ZeichnungScope | undefined,
  v: ListValues,
  ascending: boolean,
  direction: ListCursor['direction'] | undefined,
  reads: PageReads,
): ListStatements {
  let byShape = statements.get(exec);
  if (!byShape) {
    byShape = new Map();
    statements.set(exec, byShape);
  }
  let st = byShape.get(shape);
  if (!st) {
    const name = genericPlan(scope, v) ? statementName() : '';
    st = listStatements(exec, scope, v, ascending, direction, name, reads);
    if (byShape.size >= 200) byShape.delete(byShape.keys().next().value!);
    byShape.set(shape, st);
  }
  return st;
}

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
export async function matchingNames(exec: Executor, pattern: string) {
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
