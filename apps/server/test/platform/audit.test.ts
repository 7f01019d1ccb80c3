import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../src/lib/audit.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The database's own message, whether or not the driver wrapped it. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  throw new Error('expected the statement to fail');
}

describe('audit log', () => {
  it('records who changed what, with before and after', async () => {
    const db = ctx.database.db;
    await writeAudit(
      db,
      { userId: 7, role: 'admin', requestId: 'req-1', ip: '203.0.113.9' },
      {
        action: 'booking.approve',
        entity: 'booking',
        entityId: 42,
        before: { status: 'P' },
        after: { status: 'L' },
      },
    );
    await writeAudit(db, SYSTEM_ACTOR, { action: 'job.cleanup', entity: 'jobs' });
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUserId: 7,
      actorRole: 'admin',
      action: 'booking.approve',
      entity: 'booking',
      entityId: '42',
      before: { status: 'P' },
      after: { status: 'L' },
      requestId: 'req-1',
      ip: '203.0.113.9',
    });
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({
      actorUserId: null,
      actorRole: 'system',
      entityId: null,
      before: null,
      after: null,
    });
  });

  it('writes with the transaction: a rolled-back change leaves no entry', async () => {
    const db = ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        await writeAudit(tx, SYSTEM_ACTOR, { action: 'rolled.back', entity: 'x' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'rolled.back'))).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const db = ctx.database.db;
    expect(
      await failure(
        db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.action, 'booking.approve')),
      ),
    ).toContain('audit_log is append-only');
    expect(await failure(db.delete(auditLog).where(eq(auditLog.action, 'booking.approve')))).toContain(
      'audit_log is append-only',
    );
    expect(await failure(db.execute(sql`truncate audit_log`))).toContain('audit_log is append-only');

    const [row] = await db.select().from(auditLog).where(eq(auditLog.entityId, '42'));
    expect(row?.action).toBe('booking.approve');
    expect(await db.select().from(auditLog)).toHaveLength(2);
  });
});
