import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { issuers, productDocuments, products, superusers, users, zeichnungen } from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';
import type { ProductRow } from './product.mapper.ts';

export const notDeleted = isNull(products.deletedAt);

export async function findProduct(exec: Executor, id: number, lock = false): Promise<ProductRow | null> {
  const q = exec
    .select()
    .from(products)
    .where(and(eq(products.id, id), notDeleted));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export const documentsOf = (exec: Executor, productId: number) =>
  exec.select().from(productDocuments).where(eq(productDocuments.productId, productId));

export async function issuerName(exec: Executor, issuerId: number): Promise<string> {
  const [r] = await exec
    .select({ company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(eq(issuers.id, issuerId));
  return r ? r.company?.trim() || `${r.firstName} ${r.lastName}` : '';
}

/** The provider's display name (company, else first and last name) for public product data. */
export async function providerName(exec: Executor, superuserId: number): Promise<string> {
  const [r] = await exec
    .select({ company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(superusers.id, superuserId));
  return r ? r.company?.trim() || `${r.firstName} ${r.lastName}` : '';
}

export async function findIssuerRow(exec: Executor, issuerId: number) {
  const [r] = await exec
    .select()
    .from(issuers)
    .where(and(eq(issuers.id, issuerId), isNull(issuers.deletedAt)));
  return r ?? null;
}

export async function countIssuers(exec: Executor, scope: SQL | undefined) {
  const [r] = await exec
    .select({ n: count() })
    .from(issuers)
    .where(and(isNull(issuers.deletedAt), scope));
  return r?.n ?? 0;
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
  const from = () =>
    exec
      .select({
        product: products,
        issuerCompany: users.company,
        issuerFirst: users.firstName,
        issuerLast: users.lastName,
      })
      .from(products)
      .innerJoin(issuers, eq(issuers.id, products.issuerId))
      .innerJoin(users, eq(users.id, issuers.userId));
  const [total] = await exec
    .select({ n: count() })
    .from(products)
    .innerJoin(issuers, eq(issuers.id, products.issuerId))
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(cond);
  const rows = await from()
    .where(cond)
    .orderBy(ascending ? asc(products.id) : desc(products.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows };
}

export const recruitedSuperusers = (exec: Executor, resellerId: number) =>
  exec.select({ id: superusers.id }).from(superusers).where(eq(superusers.resellerId, resellerId));

export async function anyProduct(exec: Executor, scope: SQL | undefined, extra: SQL) {
  const [r] = await exec
    .select({ n: count() })
    .from(products)
    .where(and(notDeleted, scope, extra));
  return (r?.n ?? 0) > 0;
}
