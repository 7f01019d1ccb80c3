import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { writeAudit } from '../../src/lib/audit.ts';
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
