// The only place that queries the subscription area's own tables (the list: list-memo/).
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { investors, products, selfDisclosures, users, zeichnungen } from '../../db/index.ts';
import { preparedStatement, updateById } from '../../db/prepared.ts';

export type ZeichnungRow = typeof zeichnungen.$inferSelect;
export type ZeichnungInsert = typeof zeichnungen.$inferInsert;
export const notDeleted = isNull(zeichnungen.deletedAt);

const byId = (exec: Executor) =>
  exec
    .select()
    .from(zeichnungen)
    .where(and(eq(zeichnungen.id, sql.placeholder('id')), notDeleted));
const zeichnungById = preparedStatement((exec) => byId(exec).prepare('zp_zeichnung_by_id'));
const zeichnungByIdLocked = preparedStatement((exec) =>
  byId(exec).for('update').prepare('zp_zeichnung_by_id_locked'),
);

/** A subscription that is not deleted, under a row lock when `lock`; prepared statements (every wizard request). */
export async function findZeichnung(exec: Executor, id: number, lock = false) {
  const [row] = await (lock ? zeichnungByIdLocked : zeichnungById)(exec).execute({ id });
  return row ?? null;
}

const openOfInvestor = preparedStatement((exec) =>
  exec
    .select()
    .from(zeichnungen)
    .where(
      and(
        eq(zeichnungen.productId, sql.placeholder('productId')),
        eq(zeichnungen.investorId, sql.placeholder('investorId')),
        eq(zeichnungen.status, 'O'),
        notDeleted,
      ),
    )
    .orderBy(desc(zeichnungen.id))
    .limit(1)
    .prepare('zp_zeichnung_open_of_investor'),
);

/** The investor's open (status O) subscription of a product, the newest; prepared (every create). */
export async function findOpen(exec: Executor, productId: number, investorId: number) {
  const [row] = await openOfInvestor(exec).execute({ productId, investorId });
  return row ?? null;
}

export async function insertZeichnung(exec: Executor, values: ZeichnungInsert): Promise<ZeichnungRow> {
  const [row] = await exec.insert(zeichnungen).values(values).returning();
  return row!;
}

const insertOpen = preparedStatement((exec) =>
  exec
    .insert(zeichnungen)
    .values({
      productId: sql.placeholder('productId'),
      investorId: sql.placeholder('investorId'),
      superuserId: sql.placeholder('superuserId'),
      salesrepId: sql.placeholder('salesrepId'),
      status: 'O',
    })
    .returning()
    .prepare('zp_zeichnung_insert_open'),
);

/** An investor's new subscription in status O (prepared: the first request of every wizard inserts one). */
export async function insertOpenZeichnung(
  exec: Executor,
  values: { productId: number; investorId: number; superuserId: number; salesrepId: number | null },
): Promise<ZeichnungRow> {
  const [row] = await insertOpen(exec).execute(values);
  return row!;
}

const zeichnungUpdate = updateById(zeichnungen, 'zp_zeichnung_update');

/** Writes `values` into a subscription and answers the row; prepared per set of columns (every wizard step). */
export async function updateZeichnung(
  exec: Executor,
  id: number,
  values: Partial<ZeichnungRow>,
): Promise<ZeichnungRow> {
  return zeichnungUpdate(exec, id, values);
}

/**
 * Finished or accepted subscriptions (not deleted, not external) without their document: the candidates of the
 * start-up repair (use-cases/requeue-finished.ts), oldest first.
 */
export async function finishedWithoutDocument(exec: Executor): Promise<number[]> {
  const rows = await exec
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .where(
      and(
        inArray(zeichnungen.status, ['F', 'A']),
        notDeleted,
        eq(zeichnungen.isExternal, false),
        isNull(zeichnungen.zeichnungsscheinFileId),
        sql`${zeichnungen.investorId} is not null`,
      ),
    )
    .orderBy(asc(zeichnungen.id));
  return rows.map((r) => r.id);
}

export async function markDeleted(exec: Executor, id: number): Promise<void> {
  await exec.update(zeichnungen).set({ deletedAt: new Date() }).where(eq(zeichnungen.id, id));
}

const euros = <T extends { volume: string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, volume: Number(r.volume) / 100 }));

/** A product's subscriptions by status, by month (finished and accepted) and by the investor's country. */
export async function productStatistics(exec: Executor, productId: number) {
  const mine = and(eq(zeichnungen.productId, productId), notDeleted);
  const done = and(mine, sql`${zeichnungen.status} in ('F', 'A')`);
  const volume = sql<string>`coalesce(sum(${zeichnungen.volumeCents}), 0)`;
  const n = sql<number>`count(*)::int`;
  const byStatus = await exec
    .select({ status: zeichnungen.status, count: n, volume })
    .from(zeichnungen)
    .where(mine)
    .groupBy(zeichnungen.status);
  const month = sql<string>`to_char(date_trunc('month', ${zeichnungen.dateOfCreation} at time zone 'Europe/Berlin'), 'YYYY-MM')`;
  const overTime = await exec
    .select({ month, count: n, volume })
    .from(zeichnungen)
    .where(done)
    .groupBy(month)
    .orderBy(month);
  const country = sql<string>`coalesce(${users.country}, 'unbekannt')`;
  const byCountry = await exec
    .select({ country, count: n, volume })
    .from(zeichnungen)
    .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
    .leftJoin(users, eq(users.id, investors.userId))
    .where(done)
    .groupBy(country);
  return { byStatus: euros(byStatus), overTime: euros(overTime), byCountry: euros(byCountry) };
}

/**
 * The investor's live subscriptions (F or A: not withdrawn, not deleted) with one issuer in its products under
 * §2a VermAnlG (with self-disclosure), one subscription left out (cents): the sum the per-issuer limit applies to
 * (§2a(3) VermAnlG; docs/decisions/012).
 */
export async function issuerSubscribedCents(
  exec: Executor,
  investorId: number,
  issuerId: number,
  exceptId: number,
): Promise<number> {
  const [row] = await exec
    .select({ cents: sql<string>`coalesce(sum(${zeichnungen.volumeCents}), 0)` })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .where(
      and(
        eq(zeichnungen.investorId, investorId),
        eq(zeichnungen.issuerId, issuerId),
        sql`(${products.flags} ->> 'withSelfDisclosure')::boolean is true`,
        inArray(zeichnungen.status, ['F', 'A']),
        ne(zeichnungen.id, exceptId),
        notDeleted,
      ),
    );
  return Number(row?.cents ?? 0);
}

export type SelfDisclosureRow = typeof selfDisclosures.$inferSelect;

/** The investor's newest self-disclosure (reused by the next subscription until renewed). */
export async function newestSelfDisclosure(exec: Executor, investorId: number) {
  const [row] = await exec
    .select()
    .from(selfDisclosures)
    .where(eq(selfDisclosures.investorId, investorId))
    .orderBy(desc(selfDisclosures.id))
    .limit(1);
  return row ?? null;
}

export async function insertSelfDisclosure(
  exec: Executor,
  values: typeof selfDisclosures.$inferInsert,
): Promise<SelfDisclosureRow> {
  const [row] = await exec.insert(selfDisclosures).values(values).returning();
  return row!;
}

/** Status W once, from F or A (one conditional UPDATE): null when the row is not (or no longer) withdrawable. */
export async function markWithdrawn(exec: Executor, id: number, at: Date): Promise<ZeichnungRow | null> {
  const [row] = await exec
    .update(zeichnungen)
    .set({ status: 'W', withdrawnAt: at, updatedAt: at })
    .where(and(eq(zeichnungen.id, id), inArray(zeichnungen.status, ['F', 'A']), notDeleted))
    .returning();
  return row ?? null;
}

/** Sets commissionPaid on those of the subscriptions that do not have it yet; returns the rows changed. */
export async function markCommissionPaid(exec: Executor, ids: number[]): Promise<ZeichnungRow[]> {
  if (ids.length === 0) return [];
  return exec
    .update(zeichnungen)
    .set({ commissionPaid: true, updatedAt: sql`now()` })
    .where(and(inArray(zeichnungen.id, ids), eq(zeichnungen.commissionPaid, false)))
    .returning();
}
