import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME, rowsOf } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { type JobHandler, JobQueue } from '../../src/lib/jobs.ts';
import { createTestContext, isPostgres, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const q = () => ctx.app.deps.jobs;
const db = () => ctx.database.db;

async function jobRow(id: number | null) {
  expect(id).not.toBeNull();
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id!));
  return row!;
}

/** Makes a waiting job due now (instead of waiting for its back-off). */
const makeDue = (id: number) =>
  db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

describe('JobQueue', () => {
  it('runs an enqueued job once and marks it done', async () => {
    const seen: unknown[] = [];
    q().register('test.ok', async (payload) => {
      seen.push(payload);
    });
    const id = await q().enqueue(db(), 'test.ok', { n: 1, text: 'Grüße' });
    expect(await q().runDue()).toBe(1);
    expect(await q().runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1, text: 'Grüße' }]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedUntil: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('marks a job its handler completed in its own transaction only there (once), and keeps it done whatever fails after', async () => {
    const inTx = new Map<number, Date>();
    q().register('test.completes', async (payload, job) => {
      await db().transaction(async (tx) => {
        await q().complete(tx, job.id);
        const [row] = await tx.select({ at: jobs.finishedAt }).from(jobs).where(eq(jobs.id, job.id));
        inTx.set(job.id, row!.at!);
      });
      await sleep(30); // a later update of the row would carry a later now()
      if ((payload as { fail?: boolean }).fail) throw new Error('after the commit');
    });
    const ok = await q().enqueue(db(), 'test.completes', {});
    expect(await q().runDue()).toBe(1);
    const done = await jobRow(ok);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect(done.finishedAt!.getTime()).toBe(inTx.get(ok!)!.getTime());

    const failsAfter = await q().enqueue(db(), 'test.completes', { fail: true });
    expect(await q().runDue()).toBe(1);
    const kept = await jobRow(failsAfter);
    expect(kept).toMatchObject({ status: 'done', attempts: 1 });
    expect(kept.finishedAt!.getTime()).toBe(inTx.get(failsAfter!)!.getTime());
    expect(await q().runDue()).toBe(0);
  });

  it('does not run a job before its runAt', async () => {
    let runs = 0;
    q().register('test.later', async () => {
      runs++;
    });
    const id = await q().enqueue(db(), 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await q().runDue()).toBe(0);
    expect(runs).toBe(0);
    await makeDue(id!);
    expect(await q().runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job with back-off and marks it failed after maxAttempts', async () => {
    let calls = 0;
    q().register('test.fail', async () => {
      calls++;
      throw new Error(`SMTP kaputt #${calls}`);
    });
    const before = Date.now();
    const id = await q().enqueue(db(), 'test.fail', {}, { maxAttempts: 3 });

    expect(await q().runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP kaputt #1',
      finishedAt: null,
    });
    expect(row.runAt.getTime()).toBeGreaterThan(before + 3000); // first back-off is 5 s
    expect(await q().runDue()).toBe(0); // not due yet

    await makeDue(id!);
    await q().runDue();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'SMTP kaputt #2' });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 8000); // second back-off is 10 s

    await makeDue(id!);
    await q().runDue();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP kaputt #3' });
    expect(row.finishedAt).toBeInstanceOf(Date);

    await makeDue(id!);
    expect(await q().runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('records an error whose message holds a NUL byte (e.g. decoded revert data)', async () => {
    q().register('test.nul', async () => {
      throw new Error('reverted: \u0000\u0000abc');
    });
    const id = await q().enqueue(db(), 'test.nul', {}, { maxAttempts: 2 });
    expect(await q().runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'reverted:   abc' });
  });

  it('dedupes by singletonKey while a job is pending, and allows it again once done', async () => {
    let runs = 0;
    q().register('test.single', async () => {
      runs++;
    });
    const first = await q().enqueue(db(), 'test.single', { a: 1 }, { singletonKey: 'reminder:42' });
    const second = await q().enqueue(db(), 'test.single', { a: 2 }, { singletonKey: 'reminder:42' });
    const other = await q().enqueue(db(), 'test.single', { a: 3 }, { singletonKey: 'reminder:43' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(other).not.toBeNull();
    expect(await q().runDue()).toBe(2);
    expect(runs).toBe(2);

    const third = await q().enqueue(db(), 'test.single', { a: 4 }, { singletonKey: 'reminder:42' });
    expect(third).not.toBeNull();
    expect(third).not.toBe(first);
    expect(await q().runDue()).toBe(1);
    expect(runs).toBe(3);
  });

  it('retries a job whose worker died once its lock expired', async () => {
    let runs = 0;
    q().register('test.crash', async () => {
      runs++;
    });
    const id = await q().enqueue(db(), 'test.crash', {}, { runAt: new Date(Date.now() + 60_000) });
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, id!));
    expect(await q().runDue()).toBe(0); // still locked by the other worker
    await db().update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id!));
    expect(await q().runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves jobs of queues without a handler alone', async () => {
    const id = await q().enqueue(db(), 'test.nobody-listens', {});
    expect(await q().runDue()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('enqueues inside a transaction only when it commits', async () => {
    q().register('test.tx', async () => undefined);
    await expect(
      db().transaction(async (tx) => {
        await q().enqueue(tx, 'test.tx', { rolledBack: true });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await db().select().from(jobs).where(eq(jobs.queue, 'test.tx'));
    expect(rows).toEqual([]);
  });

  it('adds a job (no id asked) with the transaction: there after its commit, gone with its rollback', async () => {
    await db().transaction(async (tx) => {
      await q().add(tx, 'test.add', { kept: true });
      // a statement after it sees it (it ran first, in the same transaction)
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from jobs where queue = 'test.add'`),
      );
      expect(row!.n).toBe(1);
    });
    await expect(
      db().transaction(async (tx) => {
        await q().add(tx, 'test.add', { kept: false });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await db().select().from(jobs).where(eq(jobs.queue, 'test.add'));
    expect(rows.map((r) => r.payload)).toEqual([{ kept: true }]);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('the worker drains at once (issue 22)', () => {
  it('runs a backlog of 65 jobs batch after batch without waiting a poll between batches', async () => {
    // A poll of a minute: only draining can finish within the wait below.
    const worker = new JobQueue(db(), ctx.app.log, 60_000);
    const ran: number[] = [];
    worker.register('test.drain', async (payload) => {
      ran.push(Number(payload.i));
    });
    await worker.enqueueMany(
      db(),
      'test.drain',
      Array.from({ length: 65 }, (_, i) => ({ i })),
    );
    worker.start();
    try {
      await vi.waitFor(() => expect(ran).toHaveLength(65), { timeout: 10_000, interval: 50 });
    } finally {
      await worker.stop();
    }
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 65 }, (_, i) => i));
  });

  // Tells only on PostgreSQL: PGlite runs the worker's claim after the transaction anyway (one connection).
  it('claims a job enqueued inside a transaction soon after that transaction commits', async () => {
    const worker = new JobQueue(db(), ctx.app.log, 60_000);
    const ran: string[] = [];
    worker.register('test.after-commit', async (payload) => {
      ran.push(String(payload.name));
    });
    worker.start();
    try {
      await sleep(100); // the first poll has found nothing: the worker now waits its minute
      await db().transaction(async (tx) => {
        await worker.enqueue(tx, 'test.after-commit', { name: 'Bestätigung' });
        await sleep(150); // the commit comes well after the kick
      });
      await vi.waitFor(() => expect(ran).toEqual(['Bestätigung']), { timeout: 5_000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });
});

describe.runIf(isPostgres())('the worker is woken by the commit (PostgreSQL notifications, issue 22)', () => {
  it('runs a job soon after its transaction commits, however long the transaction took', async () => {
    // A poll of a minute and a transaction longer than the kick's fast polling (2 s): only the commit's
    // notification can make the job run within the wait below.
    const worker = new JobQueue(db(), ctx.app.log, 60_000, { lanes: 4, listen: ctx.database.listen });
    const ran: string[] = [];
    worker.register('test.notified', async (payload) => {
      ran.push(String(payload.name));
    });
    worker.start();
    try {
      await sleep(300); // listening, and the first poll has found nothing
      let committedAt = 0;
      await db().transaction(async (tx) => {
        await worker.enqueue(tx, 'test.notified', { name: 'Bestätigung' });
        await sleep(2_500);
        committedAt = Date.now();
      });
      await vi.waitFor(() => expect(ran).toEqual(['Bestätigung']), { timeout: 5_000, interval: 10 });
      // Not a time target: without the notification the job would wait for the minute's poll.
      expect(Date.now() - committedAt).toBeLessThan(4_000);
    } finally {
      await worker.stop();
    }
  });

  it('listens again after its connection was lost', async () => {
    const worker = new JobQueue(db(), ctx.app.log, 60_000, { lanes: 2, listen: ctx.database.listen });
    const ran: string[] = [];
    worker.register('test.relisten', async (payload) => {
      ran.push(String(payload.name));
    });
    worker.start();
    try {
      await sleep(300);
      const killed = rowsOf<{ pid: number }>(
        await db().execute(sql`
          select pg_terminate_backend(pid) as ok, pid from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`),
      );
      expect(killed.length).toBeGreaterThan(0);
      await sleep(1_500); // reconnected (after RELISTEN_MS)
      await db().transaction(async (tx) => {
        await worker.enqueue(tx, 'test.relisten', { name: 'wieder da' });
        await sleep(2_500); // past the kick's fast polling: only a notification helps
      });
      await vi.waitFor(() => expect(ran).toEqual(['wieder da']), { timeout: 5_000, interval: 10 });
    } finally {
      await worker.stop();
    }
  });

  it('claims a job enqueued alone once, and the job its handler enqueues once more: no empty claims (decision 066)', async () => {
    const worker = new JobQueue(db(), ctx.app.log, 60_000, { lanes: 2, listen: ctx.database.listen });
    const ran: string[] = [];
    worker.register('test.alone', async (payload, job) => {
      ran.push(String(payload.name));
      if (payload.next) {
        // as the finished subscription's document job enqueues its mail: in its own transaction, marked done there
        await db().transaction(async (tx) => {
          await worker.enqueue(tx, 'test.alone', { name: String(payload.next) });
          await worker.complete(tx, job.id);
        });
      }
    });
    const claim = vi.spyOn(worker as unknown as { claim: () => Promise<unknown> }, 'claim');
    worker.start();
    try {
      await sleep(300); // listening, and the first poll has found nothing
      claim.mockClear();
      await db().transaction(async (tx) => {
        await worker.enqueue(tx, 'test.alone', { name: 'Dokument', next: 'Bestätigung' });
      });
      await vi.waitFor(() => expect(ran).toEqual(['Dokument', 'Bestätigung']), {
        timeout: 5_000,
        interval: 10,
      });
      await sleep(300);
      const answers = await Promise.all(claim.mock.results.map((r) => r.value));
      // one claim per job, none that found nothing (before: a second lane's and a last one after each job)
      expect(
        answers.map((a) => (a as { job: { payload: { name: string } } } | null)?.job.payload.name),
      ).toEqual(['Dokument', 'Bestätigung']);
    } finally {
      await worker.stop();
    }
  });

  it('a rolled back enqueue wakes nobody and runs nothing; a backlog is shared by the lanes, each job once', async () => {
    const worker = new JobQueue(db(), ctx.app.log, 60_000, { lanes: 4, listen: ctx.database.listen });
    const runs = new Map<number, number>();
    let active = 0;
    let most = 0;
    worker.register('test.lanes', async (payload) => {
      active += 1;
      most = Math.max(most, active);
      await sleep(20);
      runs.set(Number(payload.i), (runs.get(Number(payload.i)) ?? 0) + 1);
      active -= 1;
    });
    worker.start();
    try {
      await sleep(300);
      await expect(
        db().transaction(async (tx) => {
          await worker.enqueue(tx, 'test.lanes', { i: -1 });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await worker.enqueueMany(
        db(),
        'test.lanes',
        Array.from({ length: 40 }, (_, i) => ({ i })),
      );
      await vi.waitFor(() => expect(runs.size).toBe(40), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.has(-1)).toBe(false);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});

describe.runIf(isPostgres())('JobQueue on PostgreSQL with two workers', () => {
  it('runs each of 50 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (_payload, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sleep(Math.random() * 5);
    };
    const a = new JobQueue(ctx.database.db, ctx.app.log);
    const b = new JobQueue(ctx.database.db, ctx.app.log);
    a.register('test.race', handler);
    b.register('test.race', handler);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push((await a.enqueue(db(), 'test.race', { i }))!);

    const [ranA, ranB] = await Promise.all([a.runDue(100), b.runDue(100)]);
    expect(ranA + ranB).toBe(50);
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await db().select().from(jobs).where(eq(jobs.queue, 'test.race'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(50).fill(['done', 1]));
  });
});

describe('schedules', () => {
  it('keeps one pending job per schedule, runs it once, and enqueues the next run after it ended', async () => {
    const queue = new JobQueue(db(), ctx.app.log, 60_000);
    let runs = 0;
    queue.schedule({ name: 'test.tick', everyMs: 3_600_000, firstAfterMs: 0 }, async () => {
      runs++;
    });
    const pending = () =>
      db()
        .select()
        .from(jobs)
        .where(sql`${jobs.queue} = 'schedule:test.tick' and ${jobs.status} = 'pending'`);
    queue.start();
    queue.start();
    const other = new JobQueue(db(), ctx.app.log, 60_000);
    other.schedule({ name: 'test.tick', everyMs: 3_600_000, firstAfterMs: 0 }, async () => {
      runs++;
    });
    other.start();
    await sleep(300);
    await queue.stop();
    await other.stop();
    expect(runs).toBe(1);
    const next = await pending();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });
});

describe('a schedule between two runs', () => {
  it('keeps its next run when another instance starts while a run ends: the schedule runs once', async () => {
    const name = 'test.gap';
    const queue = new JobQueue(db(), ctx.app.log, 60_000);
    const other = new JobQueue(db(), ctx.app.log, 60_000);
    let runs = 0;
    for (const q of [queue, other])
      q.schedule({ name, everyMs: 3_600_000, firstAfterMs: 0 }, async () => {
        runs++;
      });
    type Enqueue = (queue: string, first: boolean, exec?: unknown) => Promise<void>;
    const inner = queue as unknown as { enqueueSchedule: Enqueue };
    const own = inner.enqueueSchedule.bind(queue);
    const otherFirst = (other as unknown as { enqueueSchedule: Enqueue }).enqueueSchedule.bind(other);
    let racing: Promise<void> | null = null;
    // when the run has ended and its next run is about to be enqueued, the other instance enqueues its first run
    inner.enqueueSchedule = async (q, first, exec) => {
      if (!first && !racing) racing = otherFirst(q, true);
      return own(q, first, exec);
    };
    queue.start();
    await vi.waitFor(() => expect(racing).not.toBeNull(), { timeout: 5_000 });
    await racing;
    await queue.stop();
    other.start();
    await sleep(200);
    await other.stop();
    expect(runs).toBe(1);
    const waiting = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = ${`schedule:${name}`} and ${jobs.status} in ('pending', 'running')`);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });
});

describe('the claim walks the jobs still to run (decision 065)', () => {
  /** Index entries the transaction read from the claim's index (pg_stat_xact_user_indexes.idx_tup_read). */
  const entriesRead = async (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => {
    const [row] = rowsOf<{ n: string | number }>(
      await tx.execute(sql`select pg_stat_get_xact_tuples_returned('jobs_claimable_idx'::regclass) as n`),
    );
    return Number(row!.n);
  };
  const claim = (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) =>
    tx.execute(sql`select id, queue from job_claim_due(array['test.walk'], 30)`);

  it('passes the entries of finished jobs once, not on every claim, and claims in due order', async () => {
    // 5 000 jobs that ran: each left an entry as pending and one as running behind it (10 000 entries)
    await db().execute(
      sql`insert into jobs (queue, payload, run_at) select 'test.walk-done', '{}', now() - interval '1 hour'
          from generate_series(1, 5000)`,
    );
    await db().execute(sql`update jobs set status = 'running' where queue = 'test.walk-done'`);
    await db().execute(
      sql`update jobs set status = 'done', finished_at = now() where queue = 'test.walk-done'`,
    );
    const first = await q().enqueue(db(), 'test.walk', { n: 1 }, { runAt: new Date(Date.now() - 2000) });
    const second = await q().enqueue(db(), 'test.walk', { n: 2 }, { runAt: new Date(Date.now() - 1000) });
    // the first claim passes the finished jobs' entries (and marks them dead)
    const claimed = await db().transaction(async (tx) => rowsOf<{ id: string | number }>(await claim(tx)));
    expect(claimed.map((r) => Number(r.id))).toEqual([first]);
    // a later claim reads the entries of the jobs still to run and at most about one index page of finished ones (the
    // page the claims write into, where a scan's marks are not kept) — the bitmap of the old index read all 10 000
    const { ids, read } = await db().transaction(async (tx) => {
      const before = await entriesRead(tx);
      const rows = rowsOf<{ id: string | number }>(await claim(tx));
      return { ids: rows.map((r) => Number(r.id)), read: (await entriesRead(tx)) - before };
    });
    expect(ids).toEqual([second]);
    expect(read).toBeLessThan(1000);
    // claimed as the worker claims: running, one attempt, locked
    expect(await jobRow(second)).toMatchObject({ status: 'running', attempts: 1 });
    expect((await jobRow(second)).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    await db().transaction(async (tx) => expect(rowsOf(await claim(tx))).toEqual([]));
  });
});
