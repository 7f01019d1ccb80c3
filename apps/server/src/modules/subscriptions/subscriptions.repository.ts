import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { investors, products, users, zeichnungen } from '../../db/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

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

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
async function estimateRows(
  exec: Executor,
  query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
) {
  let cache = estimates.get(exec);
  if (!cache) {
    cache = new Map();
    estimates.set(exec, cache);
  }
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const [row] = rowsOf<Record<string, unknown>>(await exec.execute(sql`explain (format json) ${query}`));
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

const pageRowsOf = (exec: Executor) =>
  exec
    .select({
      z: zeichnungen,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      productName: products.name,
      kind: products.kind,
    })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
    .leftJoin(users, eq(users.id, investors.userId))
    .where(sql`${zeichnungen.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('zeichnungen_list_rows');
const preparedRows = new WeakMap<Executor, ReturnType<typeof pageRowsOf>>();
/** The list rows of the given ids with product and person: one shape, prepared once per connection. */
function pageRows(exec: Executor) {
  let q = preparedRows.get(exec);
  if (!q) {
    q = pageRowsOf(exec);
    preparedRows.set(exec, q);
  }
  return q;
}

/**
 * A page of the subscription list (highest id first unless `ascending`) and its count.
 *
 * Everything is decided on zeichnungen alone (a person filter is a semi-join on investors/users): one statement
 * picks the page's ids — one more than a page, to know whether another follows — and counts the matches up to
 * QUICK_COUNT_LIMIT + 1 in passing; only those ids are then read with product and person (a prepared statement:
 * its four-table plan is made once per connection, not per request).
 *
 * `count` is exact when the page proves it (a short page), when it is at most QUICK_COUNT_LIMIT, and when it is
 * at most EXACT_COUNT_LIMIT and the planner does not estimate more than that (then up to EXACT_COUNT_LIMIT + 1
 * are counted). Above, it is the planner's estimate, never below what the page shows. Should the planner
 * estimate at most EXACT_COUNT_LIMIT for a list that turns out longer, it is counted exactly (its estimate is
 * evidently wrong).
 */
export async function listZeichnungen(
  exec: Executor,
  scope: SQL | undefined,
  f: ZeichnungFilters,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = [notDeleted];
  if (scope) where.push(scope);
  if (f.uuid) where.push(eq(sql`${zeichnungen.uuid}::text`, f.uuid));
  if (f.status) where.push(eq(zeichnungen.status, f.status));
  if (f.isPaid !== undefined) where.push(eq(zeichnungen.isPaid, f.isPaid));
  if (f.productId) where.push(eq(zeichnungen.productId, f.productId));
  if (f.startDate) where.push(gte(zeichnungen.dateOfCreation, new Date(`${f.startDate}T00:00:00Z`)));
  if (f.endDate) where.push(lte(zeichnungen.dateOfCreation, new Date(`${f.endDate}T23:59:59.999Z`)));
  const person: SQL[] = [];
  if (f.email) person.push(ilike(users.email, like(f.email)));
  if (f.company) person.push(ilike(users.company, like(f.company)));
  if (f.firstName) person.push(ilike(users.firstName, like(f.firstName)));
  if (f.lastName) person.push(ilike(users.lastName, like(f.lastName)));
  if (person.length)
    where.push(
      inArray(
        zeichnungen.investorId,
        exec
          .select({ id: investors.id })
          .from(investors)
          .innerJoin(users, eq(users.id, investors.userId))
          .where(and(...person)),
      ),
    );
  const cond = and(...where)!;
  const matching = () => exec.select({ id: zeichnungen.id }).from(zeichnungen).where(cond);
  /** count(*) of the matches, stopping after `limit` + 1 (no limit: all of them). */
  const countUpTo = (limit?: number) => {
    const q = matching();
    return exec.select({ n: count() }).from((limit === undefined ? q : q.limit(limit + 1)).as('capped'));
  };
  // Ids grow with the creation date, which the planner cannot know: ordered by the bare id it would walk the
  // primary key backwards through every newer row to reach an older date range. `id + 0` makes it read the
  // range from its index and sort the (few) ids instead.
  const byId = f.startDate || f.endDate ? sql`${zeichnungen.id} + 0` : zeichnungen.id;
  const offset = offsetOf(page);
  const pageSlice = matching()
    .orderBy(ascending ? asc(byId) : desc(byId))
    .limit(PAGE_SIZE + 1)
    .offset(offset)
    .as('page');
  // The quick count rides along outside the slice (inside, it would widen every row the slice sorts).
  const pageIds = await exec
    .select({ id: pageSlice.id, quick: sql`(${countUpTo(QUICK_COUNT_LIMIT)})`.mapWith(Number) })
    .from(pageSlice);
  const rows = pageIds.length === 0 ? [] : await pageRows(exec).execute({ ids: pageIds.map((r) => r.id) });
  rows.sort((a, b) => (ascending ? a.z.id - b.z.id : b.z.id - a.z.id));
  const more = rows.length > PAGE_SIZE;
  const results = more ? rows.slice(0, PAGE_SIZE) : rows;
  // A short page ends the list: its count is known without counting.
  if (!more && (results.length > 0 || offset === 0)) return { count: offset + results.length, rows: results };
  const counted = async (limit?: number) => Number((await countUpTo(limit))[0]?.n ?? 0);
  // An empty page beyond the end has no row to carry the quick count.
  const quick = pageIds[0]?.quick ?? (await counted(QUICK_COUNT_LIMIT));
  if (quick <= QUICK_COUNT_LIMIT) return { count: quick, rows: results };
  const estimate = await estimateRows(exec, matching());
  if (estimate > EXACT_COUNT_LIMIT) {
    // An empty page beyond the end: the list has at most `offset` rows.
    const total =
      results.length === 0 ? Math.min(estimate, offset) : Math.max(estimate, offset + rows.length);
    return { count: total, rows: results };
  }
  const n = await counted(EXACT_COUNT_LIMIT);
  return { count: n <= EXACT_COUNT_LIMIT ? n : await counted(), rows: results };
}
