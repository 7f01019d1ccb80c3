import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { statementNamer, updateById } from '../../src/db/prepared.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { writeAudit } from '../../src/lib/audit.ts';
import { reachOf } from '../../src/lib/paging.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

// Issue 22: the wizard's hot statements are built once (src/db/prepared.ts) and run on whichever executor the use case
// holds. Run on the wrong connection, a statement would escape its transaction: commit what was rolled back, miss
// what the transaction wrote, or wait for the transaction's own locks.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const actor = { userId: 3, role: 'admin', requestId: 'req-p', ip: '198.51.100.4' };
const entriesOf = (entity: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

describe('a statement built once runs on the executor it is given', () => {
  it('inside a transaction: what it wrote is rolled back with it, and the transaction reads it first', async () => {
    const db = ctx.database.db;
    await writeAudit(db, actor, { action: 'p.before', entity: 'prepared-tx', entityId: 1 });
    await expect(
      db.transaction(async (tx) => {
        await writeAudit(tx, actor, {
          action: 'p.inside',
          entity: 'prepared-tx',
          entityId: 2,
          after: { a: 1 },
        });
        const seen = await tx.select().from(auditLog).where(eq(auditLog.entity, 'prepared-tx'));
        expect(seen.map((r) => r.action).sort()).toEqual(['p.before', 'p.inside']);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await writeAudit(db, actor, { action: 'p.after', entity: 'prepared-tx', entityId: 3 });
    expect((await entriesOf('prepared-tx')).map((r) => r.action)).toEqual(['p.before', 'p.after']);
  });

  it('writes the values given, and SQL NULL (not JSON null) for a missing before or after', async () => {
    const db = ctx.database.db;
    await writeAudit(db, actor, {
      action: 'p.values',
      entity: 'prepared-values',
      entityId: 'abc',
      before: { text: 'Grüße "zitiert"', n: 0 },
    });
    const [row] = await entriesOf('prepared-values');
    expect(row).toMatchObject({
      actorUserId: 3,
      actorRole: 'admin',
      action: 'p.values',
      entityId: 'abc',
      before: { text: 'Grüße "zitiert"', n: 0 },
      after: null,
      requestId: 'req-p',
      ip: '198.51.100.4',
    });
    const nulls = rowsOf<{ before: boolean; after: boolean }>(
      await db.execute(
        sql`select before is null as before, after is null as after from audit_log where entity = 'prepared-values'`,
      ),
    );
    expect(nulls).toEqual([{ before: false, after: true }]);
  });
});

// A table of the test's own: updateById must behave as drizzle's update builder does.
const probe = pgTable('prepared_probe', {
  id: serial('id').primaryKey(),
  label: text('label'),
  note: jsonb('note').$type<Record<string, unknown> | null>(),
  at: timestamp('at', { withTimezone: true }),
});
const updateProbe = updateById(probe, 'zp_probe_update');

describe('an update prepared per set of columns (updateById)', () => {
  const insertProbe = async () => {
    await ctx.database.db.execute(
      sql`create table if not exists prepared_probe (id serial primary key, label text, note jsonb, at timestamptz)`,
    );
    const [row] = await ctx.database.db
      .insert(probe)
      .values({ label: 'erste', note: { a: 1 }, at: new Date('2026-01-02T03:04:05Z') })
      .returning();
    return row!;
  };
  const isNull = async (id: number) =>
    rowsOf<{ note: boolean; at: boolean; label: boolean }>(
      await ctx.database.db.execute(
        sql`select note is null as note, at is null as at, label is null as label from prepared_probe where id = ${id}`,
      ),
    )[0];

  it("writes the values given through the columns' encoders and answers the whole row; keys left out stay", async () => {
    const row = await insertProbe();
    const at = new Date('2026-11-29T10:00:00Z');
    expect(await updateProbe(ctx.database.db, row.id, { note: { b: 'Grüße "x"' }, at })).toEqual({
      id: row.id,
      label: 'erste',
      note: { b: 'Grüße "x"' },
      at,
    });
    // The same set of columns again (the prepared statement reused), with other values.
    expect(await updateProbe(ctx.database.db, row.id, { note: { c: 2 }, at: new Date(0) })).toMatchObject({
      note: { c: 2 },
      at: new Date(0),
    });
    // Undefined values and keys that are no columns are left out, as drizzle's builder leaves them out.
    expect(
      await updateProbe(ctx.database.db, row.id, { label: 'zweite', note: undefined, other: 1 } as never),
    ).toMatchObject({ label: 'zweite', note: { c: 2 } });
  });

  it('writes null as SQL NULL, for JSON and timestamp columns alike', async () => {
    const row = await insertProbe();
    expect(await updateProbe(ctx.database.db, row.id, { note: null, at: null })).toMatchObject({
      note: null,
      at: null,
    });
    expect(await isNull(row.id)).toEqual({ note: true, at: true, label: false });
    // Then a value again in the same columns: another shape, not the null one.
    expect(await updateProbe(ctx.database.db, row.id, { note: { d: 4 }, at: null })).toMatchObject({
      note: { d: 4 },
      at: null,
    });
    expect(await isNull(row.id)).toEqual({ note: false, at: true, label: false });
  });

  it('inside a transaction: rolled back with it', async () => {
    const row = await insertProbe();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await updateProbe(tx, row.id, { label: 'im Vorgang' });
        const [seen] = await tx.select().from(probe).where(eq(probe.id, row.id));
        expect(seen?.label).toBe('im Vorgang');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [after] = await ctx.database.db.select().from(probe).where(eq(probe.id, row.id));
    expect(after?.label).toBe('erste');
  });
});

describe("the lists' named statements (decision 062)", () => {
  it('are named up to the cap, then unnamed: no sequence of shapes grows the connections without bound', () => {
    const next = statementNamer('probe_list', 3);
    expect([next(), next(), next(), next(), next()]).toEqual([
      'probe_list_1',
      'probe_list_2',
      'probe_list_3',
      '',
      '',
    ]);
  });

  it('read as far as the page ends, in powers of two past the first page', () => {
    expect(reachOf(0, 11)).toBe(11);
    expect(reachOf(10, 11)).toBe(32);
    expect(reachOf(20, 11)).toBe(32);
    expect(reachOf(30, 11)).toBe(64);
    expect(reachOf(490, 11)).toBe(512);
    expect(reachOf(501, 11)).toBe(512);
    expect(reachOf(502, 12)).toBe(1024);
    // the contract's last page (100 000 of 10) still reads to its end
    expect(reachOf(999_990, 11)).toBe(2 ** 20);
    for (const skip of [1, 7, 99, 1000, 65_525]) expect(reachOf(skip, 11)).toBeGreaterThanOrEqual(skip + 11);
  });
});
