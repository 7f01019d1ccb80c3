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
 * Up to this many matching subscriptions the list's `count` is exact; above it, the planner's estimate (never
 * below what the page itself proves). An exact count(*) over hundreds of thousands of rows costs tens of
 * milliseconds per request; counting at most this many rows costs about one.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** The planner's row estimate of a query (EXPLAIN without running it). */
async function estimateRows(exec: Executor, query: SQLWrapper): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await exec.execute(sql`explain (format json) ${query}`));
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | null;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A page of the subscription list (newest id first unless `ascending`) and its count.
 *
 * The page's ids are chosen first on zeichnungen alone (joining investors/users only for a person filter), one
 * more than a page to know whether another follows; only those rows are then joined to product and person.
 * `count` is exact whenever the page proves it (a short page) or it is at most EXACT_COUNT_LIMIT; above that
 * it is the planner's estimate, at least EXACT_COUNT_LIMIT + 1 and at least what the page shows.
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
  if (f.email) where.push(ilike(users.email, like(f.email)));
  if (f.company) where.push(ilike(users.company, like(f.company)));
  if (f.firstName) where.push(ilike(users.firstName, like(f.firstName)));
  if (f.lastName) where.push(ilike(users.lastName, like(f.lastName)));
  const cond = and(...where)!;
  const byPerson = Boolean(f.email || f.company || f.firstName || f.lastName);
  /** Ids of the subscriptions matching the filters (products never filter: every subscription has one). */
  const matching = () => {
    const q = exec.select({ id: zeichnungen.id }).from(zeichnungen).$dynamic();
    return (
      byPerson
        ? q
            .innerJoin(investors, eq(investors.id, zeichnungen.investorId))
            .innerJoin(users, eq(users.id, investors.userId))
        : q
    ).where(cond);
  };
  // Ids grow with the creation date, which the planner cannot know: ordered by the bare id it would walk the
  // primary key backwards through every newer row to reach an older date range. `id + 0` makes it read the
  // range from its index and sort the (few) ids instead.
  const byId = f.startDate || f.endDate ? sql`${zeichnungen.id} + 0` : zeichnungen.id;
  const offset = offsetOf(page);
  const pageIds = matching()
    .orderBy(ascending ? asc(byId) : desc(byId))
    .limit(PAGE_SIZE + 1)
    .offset(offset);
  const rows = await exec
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
    .where(inArray(zeichnungen.id, pageIds))
    .orderBy(ascending ? asc(zeichnungen.id) : desc(zeichnungen.id));
  const more = rows.length > PAGE_SIZE;
  const results = more ? rows.slice(0, PAGE_SIZE) : rows;
  // A short page ends the list: its count is known without counting.
  if (!more && (results.length > 0 || offset === 0)) return { count: offset + results.length, rows: results };
  const capped = matching()
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [counted] = await exec.select({ n: count() }).from(capped);
  const n = Number(counted?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { count: n, rows: results };
  const estimate = await estimateRows(exec, matching());
  const floor = Math.max(EXACT_COUNT_LIMIT + 1, offset + rows.length);
  // An empty page beyond the end: the list has at most `offset` rows.
  const total =
    results.length === 0
      ? Math.max(EXACT_COUNT_LIMIT + 1, Math.min(estimate, offset))
      : Math.max(estimate, floor);
  return { count: total, rows: results };
}
