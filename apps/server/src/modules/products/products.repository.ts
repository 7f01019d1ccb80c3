import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { issuers, productDocuments, products, users, zeichnungen } from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import type { ProductRow } from './product.mapper.ts';
import { invalidatePublicProduct, PRODUCT_CHANGES } from './public-cache.ts';

type Insert = typeof products.$inferInsert;
export const notDeleted = isNull(products.deletedAt);

export async function findProduct(exec: Executor, id: number, lock = false): Promise<ProductRow | null> {
  const q = exec
    .select()
    .from(products)
    .where(and(eq(products.id, id), notDeleted));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The row even when deleted (callers decide). */
export async function findAnyProduct(exec: Executor, id: number, lock = false): Promise<ProductRow | null> {
  const q = exec.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertProduct(exec: Executor, values: Insert): Promise<ProductRow> {
  const [row] = await exec.insert(products).values(values).returning();
  return row!;
}

export async function updateProductRow(
  exec: Executor,
  id: number,
  set: Partial<Insert>,
): Promise<ProductRow> {
  const [row] = await exec.update(products).set(set).where(eq(products.id, id)).returning();
  invalidatePublicProduct(id);
  await notifyProductChange(exec, id);
  return row!;
}

/**
 * The notification of a product's change (of every product without `id`): every instance drops its cached public
 * data when the caller's transaction commits (public-cache.ts). In a write's `returning`, or as a statement of its own.
 */
export const productChangeNotice = (id?: number) =>
  sql<string>`pg_notify(${PRODUCT_CHANGES}, ${id === undefined ? '' : String(id)})`;
/** The same, naming the product of the row a statement writes (for a statement prepared once). */
export const productRowChangeNotice = sql<string>`pg_notify(${PRODUCT_CHANGES}, ${products.id}::text)`;
const notifyProductChange = (exec: Executor, id?: number) =>
  exec.execute(sql`select ${productChangeNotice(id)}`);

export const documentsOf = (exec: Executor, productId: number) =>
  exec.select().from(productDocuments).where(eq(productDocuments.productId, productId));

export async function copyDocuments(exec: Executor, fromId: number, toId: number) {
  const docs = await documentsOf(exec, fromId);
  if (docs.length)
    await exec
      .insert(productDocuments)
      .values(docs.map((d) => ({ productId: toId, type: d.type, fileId: d.fileId })));
}

export async function saveDocument(exec: Executor, productId: number, type: string, fileId: string) {
  await exec
    .insert(productDocuments)
    .values({ productId, type, fileId })
    .onConflictDoUpdate({
      target: [productDocuments.productId, productDocuments.type],
      set: { fileId, updatedAt: sql`now()` },
    });
}

/** Subscriptions counted by the editable and deletion rules: all, or all beyond status O. */
export async function subscriptionCounts(exec: Executor, productId: number) {
  const [r] = await exec
    .select({ all: count(), beyondO: sql<number>`count(*) filter (where ${zeichnungen.status} <> 'O')::int` })
    .from(zeichnungen)
    .where(eq(zeichnungen.productId, productId));
  return { all: r?.all ?? 0, beyondO: r?.beyondO ?? 0 };
}

export async function investedTotalCents(exec: Executor, productId: number) {
  const [r] = await exec
    .select({ total: sql<string>`coalesce(sum(${zeichnungen.volumeCents}), 0)` })
    .from(zeichnungen)
    .where(and(eq(zeichnungen.productId, productId), inArray(zeichnungen.status, ['F', 'A'])));
  return Number(r?.total ?? 0);
}

export interface ProductFilters {
  uuid?: string;
  productId?: number;
  productName?: string;
  issuer?: string;
  isZeichnable?: boolean;
  status?: 'O' | 'F';
  subscribed?: boolean;
}

export async function listProducts(
  exec: Executor,
  scope: SQL | undefined,
  f: ProductFilters,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = [notDeleted];
  if (scope) where.push(scope);
  if (f.uuid) {
    // A uuid prefix; anything that cannot be one matches nothing.
    const prefix = f.uuid.toLowerCase();
    where.push(/^[0-9a-f-]+$/.test(prefix) ? ilike(sql`${products.uuid}::text`, `${prefix}%`) : sql`false`);
  }
  if (f.productId) where.push(eq(products.id, f.productId));
  if (f.productName) where.push(ilike(products.name, containsPattern(f.productName)));
  if (f.issuer)
    where.push(
      or(ilike(users.company, containsPattern(f.issuer)), ilike(users.lastName, containsPattern(f.issuer)))!,
    );
  if (f.isZeichnable !== undefined) where.push(eq(products.isZeichnable, f.isZeichnable));
  if (f.status) where.push(eq(products.status, f.status));
  if (f.subscribed !== undefined) {
    const sub = sql`exists (select 1 from ${zeichnungen} where ${zeichnungen.productId} = ${products.id} and ${zeichnungen.status} <> 'O')`;
    where.push(f.subscribed ? sub : sql`not ${sub}`);
  }
  const cond = and(...where);
  const [total] = await exec
    .select({ n: count() })
    .from(products)
    .innerJoin(issuers, eq(issuers.id, products.issuerId))
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(cond);
  const rows = await exec
    .select({ product: products })
    .from(products)
    .innerJoin(issuers, eq(issuers.id, products.issuerId))
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(cond)
    .orderBy(ascending ? asc(products.id) : desc(products.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows: rows.map((r) => r.product) };
}

export async function anyProduct(exec: Executor, scope: SQL | undefined, extra: SQL) {
  const [r] = await exec
    .select({ n: count() })
    .from(products)
    .where(and(notDeleted, scope, extra));
  return (r?.n ?? 0) > 0;
}

const flagOn = (flag: string) => sql`coalesce((${products.flags} ->> ${flag})::boolean, false)`;
export const withInstallments = eq(flagOn('withInstallments'), true);
export const tokenized = eq(products.isTokenized, true);

// Public data: released products only.
const publicOnly = and(notDeleted, eq(products.status, 'F'), eq(products.isZeichnable, true));
const shown = sql`coalesce((${products.flags} ->> 'isShown')::boolean, true)`;

export async function findPublicProduct(exec: Executor, id: number) {
  const [p] = await exec
    .select()
    .from(products)
    .where(and(eq(products.id, id), publicOnly));
  return p ?? null;
}

/** The portal's products: shown ones, those marked "show as first" first, newest first. */
export const portalProducts = (exec: Executor, superuserId: number) =>
  exec
    .select()
    .from(products)
    .where(and(publicOnly, eq(products.superuserId, superuserId), sql`${shown}`))
    .orderBy(desc(flagOn('showAsFirst')), desc(products.id))
    .limit(100);

export const marketplaceProducts = (exec: Executor) =>
  exec
    .select()
    .from(products)
    .where(and(publicOnly, flagOn('isShownOnMarketplace')))
    .orderBy(desc(products.id))
    .limit(200);

/** Hides every product of an issuer (issuer deletion); answers their ids. */
export async function hideProductsOfIssuer(exec: Executor, issuerId: number, at: Date) {
  const rows = await exec
    .update(products)
    .set({ deletedAt: at, isZeichnable: false })
    .where(and(eq(products.issuerId, issuerId), notDeleted))
    .returning({ id: products.id });
  for (const r of rows) invalidatePublicProduct(r.id);
  if (rows.length) await notifyProductChange(exec);
  return rows.map((r) => r.id);
}

/** Products of an issuer that are not deleted. */
export async function productCountOfIssuer(exec: Executor, issuerId: number) {
  const [r] = await exec
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.issuerId, issuerId), notDeleted));
  return r?.n ?? 0;
}

/** Subscriptions (any status) of an issuer's products, deleted products included. */
export async function subscriptionCountOfIssuer(exec: Executor, issuerId: number) {
  const [r] = await exec
    .select({ n: count() })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .where(eq(products.issuerId, issuerId));
  return r?.n ?? 0;
}
