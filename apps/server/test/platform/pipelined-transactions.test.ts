import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/client.ts';
import {
  pipelinedTransactions,
  sendWithoutWaiting,
  unawaitedCount,
} from '../../src/db/pipelined-transactions.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../src/lib/audit.ts';
import { freshDatabase, isPostgres } from '../helpers.ts';

// Decision 056: on PostgreSQL a transaction's BEGIN leaves with its first statement and its audit entries with what
// follows them (the commit). Every statement must still run inside the transaction, in order, and whatever fails must
// still fail the whole transaction with its own error.

type Database = Awaited<ReturnType<typeof freshDatabase>>['database'];

/** The socket writes the transaction's connection makes from here on (a corked batch is one `_writev`). */
function countWrites(tx: Executor): { writes: () => number } {
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
  const stream = (client.connection as unknown as { stream: Record<string, (...a: unknown[]) => unknown> })
    .stream;
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const own = stream[method]!;
    stream[method] = function (this: unknown, ...args: unknown[]) {
      writes++;
      return own.apply(this, args);
    };
  }
  return {
    writes: () => {
      // the next transaction on this pooled connection counts for itself
      delete stream._write;
      delete stream._writev;
      return writes;
    },
  };
}

/** The error's message with its causes' (drizzle wraps the driver's error as `cause`). */
const messages = (err: unknown): string => {
  const parts: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    parts.push(String(e.message ?? e));
  return parts.join(' ← ');
};
const failsWith = (pattern: RegExp) => (err: unknown) => pattern.test(messages(err));

const TEST_ACTION = 'pipeline.test';
const FAILING_ACTION = 'pipeline.test.fails';

describe.skipIf(!isPostgres())('transactions in pg pipeline mode (decision 056)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let other: pg.Client;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
    // an audit entry of FAILING_ACTION fails as a broken entry would (a check of this test's database only)
    await database.db.execute(sql`alter table audit_log add constraint pipeline_test_fails
      check (action <> ${sql.raw(`'${FAILING_ACTION}'`)}) not valid`);
    await database.db.execute(sql`create table pipeline_test (id serial primary key, note text not null)`);
    other = new pg.Client({ connectionString: dbUrl() });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await drop?.();
  });

  /** This test database's URL: the pool's own. */
  function dbUrl() {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return (pool as unknown as { options: { connectionString: string } }).options.connectionString;
  }

  const entriesOf = async (action: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
  const notes = async (note: string) =>
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pipeline_test where note = ${note}`),
    )[0]!.n;

  it('is in place once the app has opened PostgreSQL, on connections in pipeline mode', async () => {
    expect(pipelinedTransactions).toBe(true);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      expect(client.pipeline).toBe(true);
    } finally {
      client.release();
    }
  });

  it('BEGIN leaves with the first statement and the audit entry with the COMMIT: two writes, not four', async () => {
    let counter: { writes: () => number } | undefined;
    let inside: string[] = [];
    await database.db.transaction(async (tx) => {
      counter = countWrites(tx);
      const [row] = rowsOf<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
      await writeAudit(tx, SYSTEM_ACTOR, { action: TEST_ACTION, entity: 'test', entityId: row!.xid });
      expect(unawaitedCount(tx)).toBe(1);
      inside = [row!.xid];
    });
    expect(counter!.writes()).toBe(2);
    // the entry was written inside the transaction the first statement ran in
    const [entry] = await database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, TEST_ACTION), eq(auditLog.entityId, inside[0]!)));
    expect(entry).toBeDefined();
    const [{ xmin } = { xmin: '' }] = rowsOf<{ xmin: string }>(
      await database.db.execute(
        sql`select xmin::text as xmin from audit_log where action = ${TEST_ACTION} and entity_id = ${inside[0]!}`,
      ),
    );
    // xmin is the 32-bit part of the full transaction id
    expect(BigInt(xmin)).toBe(BigInt(inside[0]!) % 2n ** 32n);
  });

  it('keeps the first statement inside the transaction: invisible elsewhere until the commit, undone by a rollback', async () => {
    let seenBeforeCommit = -1;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipeline_test (note) values ('first-committed')`);
      seenBeforeCommit = (
        await other.query(`select count(*)::int as n from pipeline_test where note = 'first-committed'`)
      ).rows[0].n;
    });
    expect(seenBeforeCommit).toBe(0);
    expect(await notes('first-committed')).toBe(1);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipeline_test (note) values ('first-rolled-back')`);
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    expect(await notes('first-rolled-back')).toBe(0);
  });

  it('a failing audit entry fails the transaction with its own error and commits nothing of it', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipeline_test (note) values ('before-failing-entry')`);
      await writeAudit(tx, SYSTEM_ACTOR, { action: FAILING_ACTION, entity: 'test' });
    });
    await expect(attempt).rejects.toSatisfy(failsWith(/pipeline_test_fails/));
    expect(await notes('before-failing-entry')).toBe(0);
    expect(await entriesOf(FAILING_ACTION)).toBe(0);
  });

  it('statements after a failed entry do not hide its error, even when the callback catches theirs', async () => {
    let caught: unknown;
    const attempt = database.db.transaction(async (tx) => {
      await writeAudit(tx, SYSTEM_ACTOR, { action: FAILING_ACTION, entity: 'test' });
      try {
        await tx.execute(sql`insert into pipeline_test (note) values ('after-failing-entry')`);
      } catch (err) {
        caught = err;
      }
    });
    await expect(attempt).rejects.toSatisfy(failsWith(/pipeline_test_fails/));
    // the statement behind it met the aborted transaction
    expect(messages(caught)).toMatch(/current transaction is aborted/);
    expect(await notes('after-failing-entry')).toBe(0);
  });

  it('a statement sent without waiting that fails outranks the error the callback throws after it', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await sendWithoutWaiting(tx, () => tx.execute(sql`select 1 / 0`));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toSatisfy(failsWith(/division by zero/));
  });

  it('of two statements sent without waiting, the earlier failure is the error, whichever answer settles first', async () => {
    // The failing one answers through extra promise layers (as a helper that awaits its query does); the one behind
    // it only meets the aborted transaction ("current transaction is aborted"), and its rejection settles first.
    const attempt = database.db.transaction(async (tx) => {
      await sendWithoutWaiting(tx, () => {
        // `then` starts it now (drizzle's query promises are lazy)
        const started = tx.execute(sql`select 1 / 0`).then((r) => r);
        return (async () => {
          await Promise.resolve();
          await Promise.resolve();
          return await started;
        })();
      });
      await sendWithoutWaiting(tx, () => tx.execute(sql`select 1`));
    });
    await expect(attempt).rejects.toSatisfy(failsWith(/division by zero/));
  });

  it('the connection serves the next transaction normally after a failure', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(
        database.db.transaction(async (tx) => {
          await writeAudit(tx, SYSTEM_ACTOR, { action: FAILING_ACTION, entity: 'test' });
        }),
      ).rejects.toSatisfy(failsWith(/pipeline_test_fails/));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipeline_test (note) values ('after-recovery')`);
        await writeAudit(tx, SYSTEM_ACTOR, { action: TEST_ACTION, entity: 'recovery', entityId: i });
      });
    }
    expect(await notes('after-recovery')).toBe(12);
    expect(
      (
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, TEST_ACTION), eq(auditLog.entity, 'recovery')))
      ).length,
    ).toBe(12);
  });

  it('a savepoint waits for its entries: a rolled back savepoint cannot hide a failed one', async () => {
    await database.db.transaction(async (tx) => {
      await tx
        .transaction(async (nested) => {
          expect(unawaitedCount(nested)).toBeNull();
          await expect(
            writeAudit(nested, SYSTEM_ACTOR, { action: FAILING_ACTION, entity: 'test' }),
          ).rejects.toThrow();
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await tx.execute(sql`insert into pipeline_test (note) values ('after-savepoint')`);
    });
    expect(await notes('after-savepoint')).toBe(1);
  });

  it('concurrent transactions each commit their own rows and entries', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pipeline_test (note) values ('concurrent')`);
          await writeAudit(tx, SYSTEM_ACTOR, { action: TEST_ACTION, entity: 'concurrent', entityId: i });
        }),
      ),
    );
    expect(await notes('concurrent')).toBe(20);
    const entries = await database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, TEST_ACTION), eq(auditLog.entity, 'concurrent')));
    expect(entries.map((e) => Number(e.entityId)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});
