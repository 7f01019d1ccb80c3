import { and, asc, count, desc, eq, gte, ilike, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
  const cond = and(...where);
  const base = exec
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
    .where(cond)
    .orderBy(ascending ? asc(zeichnungen.id) : desc(zeichnungen.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  const [total] = await exec
    .select({ n: count() })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
    .leftJoin(users, eq(users.id, investors.userId))
    .where(cond);
  return { count: total?.n ?? 0, rows: await base };
}
