import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleRowMapping, preparedStatement, rowMapper } from '../../src/db/prepared.ts';
import { investors, products, users, zeichnungen } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

// Decision 065: a prepared statement's rows are mapped by a mapper resolved once for its columns (`rowMapper`), not by
// drizzle's `mapResultRow` walking every column of every row. The objects must be the ones drizzle builds: nested by
// path, every column's decoder applied, a left-joined table's object null exactly when drizzle makes it null.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // the demo platform: subscriptions of several products and investors
  expect(await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files)).toBe(true);
});
afterAll(() => ctx?.close());

type Prepared = {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
};

/** A subscription with its product, its investor and the investor's user; investor and user left-joined. */
const parties = (db: TestContext['database']['db']) =>
  db
    .select({
      z: zeichnungen,
      p: { id: products.id, name: products.name, interest: products.interest },
      investor: investors,
      user: { id: users.id, email: users.email, dateJoined: users.dateJoined },
      // an object of two tables: drizzle never makes it null
      mixed: { investorId: investors.id, productName: products.name },
      count: sql<number>`(select count(*) from zeichnungen)::int`.as('count'),
      upper: sql<string>`upper(${products.name})`.mapWith((v: string) => `[${v}]`),
    })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
    .leftJoin(users, eq(users.id, investors.userId));

describe('rows of a prepared statement (decision 065)', () => {
  it('maps every row to what drizzle’s own mapping gives, a subscription without investor included', async () => {
    const db = ctx.database.db;
    const [some] = await db.select({ id: zeichnungen.id }).from(zeichnungen).limit(1);
    expect(some).toBeDefined();
    // one subscription loses its investor inside a rolled-back transaction: the left-joined objects turn null
    await db
      .transaction(async (tx) => {
        await tx.update(zeichnungen).set({ investorId: null }).where(eq(zeichnungen.id, some!.id));
        // drizzle's own mapping (the query built and run per call) against the prepared statement's mapper
        const expected = (await parties(tx as never)) as Record<string, unknown>[];
        expect(expected.length).toBeGreaterThan(1);
        const statement = preparedStatement(() => parties(tx as never).prepare('zp_row_mapper_test'));
        const mapped = (await statement(tx).execute()) as Record<string, unknown>[];
        expect(mapped).toEqual(expected);
        // and with the keys in drizzle's order, nested objects included (decision 068: rows copied from their shape)
        expect(mapped.map(keysInOrder)).toEqual(expected.map(keysInOrder));
        const orphan = expected.find((r) => (r as { z: { id: number } }).z.id === some!.id) as Record<
          string,
          unknown
        >;
        expect(orphan.investor).toBeNull();
        expect(orphan.user).toBeNull();
        expect(orphan.mixed).toEqual({ investorId: null, productName: expect.any(String) });
        const other = expected.find((r) => (r as { z: { id: number } }).z.id !== some!.id) as Record<
          string,
          unknown
        >;
        expect(other.investor).not.toBeNull();
        expect((other.user as { dateJoined: unknown }).dateJoined).toBeInstanceOf(Date);
        expect(other.upper).toMatch(/^\[.+\]$/);
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('a row of nulls for an inner-joined table keeps its object (only left joins turn null)', () => {
    const built = parties(ctx.database.db).prepare('zp_row_mapper_test_2') as unknown as Prepared;
    const row = built.fields.map(() => null);
    expect(rowMapper(built.fields, built.joinsNotNullableMap)(row)).toEqual(
      drizzleRowMapping(built.fields, row, built.joinsNotNullableMap),
    );
    const mapped = rowMapper(built.fields, built.joinsNotNullableMap)(row);
    expect(mapped.z).not.toBeNull();
    expect(mapped.p).not.toBeNull();
    expect(mapped.investor).toBeNull();
  });
});

class Rollback extends Error {}

/** An object's keys in order, a nested plain object's keys beside its own. */
function keysInOrder(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    return null;
  return Object.entries(value).map(([key, inner]) => [key, keysInOrder(inner)]);
}
