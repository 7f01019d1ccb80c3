// Job heartbeat (issue 15): a running job's lock is short and renewed while its worker lives, so a dead
// worker's job is retried within 30 s while a long job of a live worker is never taken over.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { JobQueue } from '../../src/lib/jobs.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
/** Short locks, so that the test waits for one lock period (about a second), not twenty. */
const SHORT = { lockSeconds: 1, heartbeatMs: 150 };

/** Polls `queue` until it ran a job or `polls` polls passed; returns how many it ran. */
async function pollFor(queue: JobQueue, polls: number): Promise<number> {
  for (let i = 0; i < polls; i++) {
    const ran = await queue.runDue();
    if (ran > 0) return ran;
    await sleep(150);
  }
  return 0;
}

const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job heartbeat', () => {
  it('a claim holds its lock for at most 30 s, so a dead worker’s job is retried within that window', async () => {
    const q = new JobQueue(db(), ctx.app.log);
    let lockSeconds = Number.NaN;
    q.register('test.lock-length', async (_p, job) => {
      const [row] = rowsOf<{ s: string }>(
        await db().execute(
          sql`select extract(epoch from locked_until - now()) as s from jobs where id = ${job.id}`,
        ),
      );
      lockSeconds = Number(row!.s);
    });
    await q.enqueue(db(), 'test.lock-length', {});
    expect(await q.runDue()).toBe(1);
    expect(lockSeconds).toBeGreaterThan(0);
    expect(lockSeconds).toBeLessThanOrEqual(30);
  });

  it('another instance takes over the job of a worker that died (lock set, no heartbeat)', async () => {
    const dead = new JobQueue(db(), ctx.app.log, 1000, SHORT);
    const alive = new JobQueue(db(), ctx.app.log, 1000, SHORT);
    // The dead worker claimed the job and stopped beating (its process is gone): its handler never returns.
    vi.spyOn(dead as unknown as { heartbeat: () => () => void }, 'heartbeat').mockReturnValue(
      () => undefined,
    );
    dead.register('test.takeover', () => new Promise<void>(() => undefined));
    let runs = 0;
    alive.register('test.takeover', async () => {
      runs++;
    });
    const id = (await dead.enqueue(db(), 'test.takeover', {}))!;
    void dead.runJob(id);
    await vi.waitFor(async () => expect((await jobRow(id)).status).toBe('running'));

    expect(await pollFor(alive, 40)).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never takes over a long-running job whose worker is alive', async () => {
    const worker = new JobQueue(db(), ctx.app.log, 1000, SHORT);
    const other = new JobQueue(db(), ctx.app.log, 1000, SHORT);
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    let runs = 0;
    const handler = async () => {
      runs++;
      await released;
    };
    worker.register('test.long', handler);
    other.register('test.long', handler);
    const id = (await worker.enqueue(db(), 'test.long', {}))!;
    const running = worker.runJob(id);
    await vi.waitFor(async () => expect((await jobRow(id)).status).toBe('running'));

    // Three lock periods of polling by another instance: the heartbeat keeps the job with its worker.
    expect(await pollFor(other, 20)).toBe(0);
    release();
    expect(await running).toBe(true);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
