import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Db, type Executor, rowsOf } from '../db/client.ts';
import { sendWithoutWaiting } from '../db/pipelined-transactions.ts';
import { preparedSql, preparedStatement } from '../db/prepared.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobRow {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** While a job with this key is pending or running, enqueueing another is a no-op. */
  singletonKey?: string;
}

/**
 * A running job's lock is short and renewed by a heartbeat while its handler runs: a job whose worker died
 * (kill -9, a lost machine) is claimed again by any instance within LOCK_SECONDS (plus one poll), while a
 * long-running job of a live worker is never taken over.
 */
export const LOCK_SECONDS = 20;
export const HEARTBEAT_MS = 5000;

export interface JobQueueOptions {
  /** Length of a claim's lock (default LOCK_SECONDS). */
  lockSeconds?: number;
  /** How often a running job's lock is renewed (default HEARTBEAT_MS; keep it well below the lock). */
  heartbeatMs?: number;
  /**
   * Jobs this worker runs at once (default 1). Each lane claims with SKIP LOCKED like another instance would, so
   * lanes never share a job; on PostgreSQL a launch's document jobs then keep pace with the finishes.
   */
  lanes?: number;
  /**
   * PostgreSQL: notifications of committed enqueues (Database.listen). With them the worker claims right after the
   * enqueuing transaction commits instead of polling every WAKE_POLL_MS after a kick.
   */
  listen?: Database['listen'];
}
/** The channel an enqueue notifies in its transaction (delivered on commit). */
const NOTIFY_CHANNEL = 'zp_jobs';
const backoffSeconds = (attempt: number) => Math.min(3600, 5 * 2 ** (attempt - 1));

/**
 * Durable jobs in the `jobs` table. Claiming uses FOR UPDATE SKIP LOCKED, so any number of server
 * instances can poll one database without running a job twice; a crashed worker's job is retried once
 * its short lock expires (a live worker renews it: heartbeat).
 */
/** Jobs claimed one after another per poll before the worker looks at its timers again. */
const BATCH = 20;

// The queue's hot statements, prepared once per connection (decision 055): every job is claimed and marked done, and
// a finished subscription's document job checks its own row; built per call they were planned anew each time.
const JOB_RETURNING = sql.raw('returning id, queue, payload, attempts, max_attempts');
const lockFor = sql`now() + make_interval(secs => ${sql.placeholder('lockSeconds')}::int)`;
// the next due job of the queues, in due order (a job whose lock ran out counts as due), locked and marked running: the
// function walks the index of the jobs still to run in due order (migration 0036, decision 065), and answers whether
// another one is due (`more`, migration 0038, decision 066)
const claimDue = preparedSql<JobRow & { more: boolean }>(
  'zp_job_claim',
  sql`select id, queue, payload, attempts, max_attempts, more
      from job_claim_due(${sql.placeholder('queues')}::text[], ${sql.placeholder('lockSeconds')}::int)`,
);
const claimOne = preparedSql<JobRow>(
  'zp_job_claim_one',
  sql`update jobs set status = 'running', attempts = attempts + 1, locked_until = ${lockFor}
      where id = (
        select id from jobs where id = ${sql.placeholder('id')}::int and status = 'pending' and run_at <= now()
        for update skip locked
      )
      ${JOB_RETURNING}`,
);
const markDone = preparedSql(
  'zp_job_done',
  sql`update jobs set status = 'done', finished_at = now(), locked_until = null where id = ${sql.placeholder('id')}::int`,
);
/**
 * A job's insert; a singleton key that finds its job already there inserts nothing. PostgreSQL: the listeners'
 * notification is sent by the insert itself (delivered on commit), no statement of its own; none when nothing was
 * inserted (nothing new to claim).
 */
const insertJobAs = (name: string, notify: boolean) =>
  preparedStatement((exec) =>
    (exec as Db)
      .insert(jobs)
      .values({
        queue: sql.placeholder('queue'),
        payload: sql.placeholder('payload'),
        runAt: sql.placeholder('runAt'),
        maxAttempts: sql.placeholder('maxAttempts'),
        singletonKey: sql.placeholder('singletonKey'),
      })
      .onConflictDoNothing()
      .returning(
        notify ? { id: jobs.id, notified: sql<string>`pg_notify(${NOTIFY_CHANNEL}, '')` } : { id: jobs.id },
      )
      .prepare(name),
  );
const insertJob = insertJobAs('zp_job_insert', false);
const insertJobNotifying = insertJobAs('zp_job_insert_notifying', true);
const statusLocked = preparedSql<{ status: string }>(
  'zp_job_status_locked',
  sql`select status from jobs where id = ${sql.placeholder('id')}::int for update`,
);
/** How long after a kick the worker keeps looking every WAKE_POLL_MS for the enqueued job's commit. */
const WAKE_MS = 2_000;
const WAKE_POLL_MS = 15;

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly scheduleRuns = new Map<string, () => Promise<void>>();
  private readonly schedules = new Map<string, { name: string; everyMs: number; firstAfterMs?: number }>();
  /** Jobs whose handler marked them done in its own transaction (`complete`), until the worker has seen it. */
  private readonly completedByHandler = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  readonly workerId = `${os.hostname()}:${process.pid}`;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
    options: JobQueueOptions = {},
  ) {
    this.lockSeconds = options.lockSeconds ?? LOCK_SECONDS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.lanes = Math.max(1, options.lanes ?? 1);
    this.listen = options.listen;
  }

  private readonly listen: Database['listen'];
  /** Set while notifications of enqueues arrive (PostgreSQL): kicks then wait for them instead of polling. */
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;

  private readonly lanes: number;
  private readonly lockSeconds: number;
  private readonly heartbeatMs: number;

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /**
   * Recurring work (an area's schedules): one pending job per schedule (its singleton key), so that whichever
   * instance claims it runs it once; the next run is enqueued when this one has ended.
   */
  schedule(s: { name: string; everyMs: number; firstAfterMs?: number }, run: () => Promise<void>): void {
    const queue = `schedule:${s.name}`;
    this.schedules.set(queue, s);
    this.scheduleRuns.set(s.name, run);
    this.register(queue, run);
  }

  private async enqueueSchedule(queue: string, first: boolean, exec: Executor = this.db): Promise<void> {
    const s = this.schedules.get(queue);
    if (!s) return;
    const delay = first ? (s.firstAfterMs ?? s.everyMs) : s.everyMs;
    await this.enqueue(exec, queue, {}, { runAt: new Date(Date.now() + delay), singletonKey: queue });
  }

  /**
   * Ends a job — `end` marks it done or failed — and enqueues its schedule's next run in the same transaction. Apart,
   * the schedule's one pending-or-running job was gone for a moment: an instance starting then enqueued a first run
   * of its own, and the schedule ran twice. Together, that instance's insert waits for this commit and then finds the
   * next run (the singleton key). A job of no schedule just ends.
   */
  private async endJob(job: JobRow, end: (exec: Executor) => Promise<unknown>, next: boolean): Promise<void> {
    if (!next || !this.schedules.has(job.queue)) {
      await end(this.db);
      return;
    }
    await this.db.transaction(async (tx) => {
      await end(tx);
      await this.enqueueSchedule(job.queue, false, tx);
    });
  }

  /**
   * Runs a schedule's work now, in this process, besides its regular runs (the loopback-only dev route: journeys set
   * the clock and fire the monthly run instead of waiting an hour). Answers false for an unknown schedule.
   */
  async runScheduleNow(name: string): Promise<boolean> {
    const run = this.scheduleRuns.get(name);
    if (!run) return false;
    await run();
    return true;
  }

  async enqueue(exec: Executor, queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
    const rows = (await this.insert(exec, queue, payload, opts)) as { id: number }[];
    this.kick();
    return rows[0]?.id ?? null;
  }

  /**
   * As `enqueue`, for a caller that needs no job id: in a transaction on PostgreSQL the insert leaves with the
   * statement that follows it, and the commit waits for it and fails with its error (decision 056).
   */
  async add(exec: Executor, queue: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
    await sendWithoutWaiting(exec, () => this.insert(exec, queue, payload, opts));
    this.kick();
  }

  private insert(exec: Executor, queue: string, payload: Record<string, unknown>, opts: EnqueueOptions) {
    return (this.listen ? insertJobNotifying : insertJob)(exec).execute({
      queue,
      payload,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
      singletonKey: opts.singletonKey ?? null,
    });
  }

  /** Enqueues one job per payload in batched inserts (thousands in one transaction: a payout run's notices). */
  async enqueueMany(exec: Executor, queue: string, payloads: Record<string, unknown>[], maxAttempts = 5) {
    const runAt = new Date();
    for (let i = 0; i < payloads.length; i += 5000) {
      await exec
        .insert(jobs)
        .values(payloads.slice(i, i + 5000).map((payload) => ({ queue, payload, runAt, maxAttempts })));
    }
    if (payloads.length) {
      await this.notify(exec);
      this.kick();
    }
  }

  /** Tells the listening workers (every instance's) once `exec`'s transaction commits; PostgreSQL only. */
  private async notify(exec: Executor): Promise<void> {
    if (this.listen) await exec.execute(sql.raw(`notify ${NOTIFY_CHANNEL}`));
  }

  /** Claims and runs due jobs until none is left; returns how many ran. */
  async runDue(limit = 100): Promise<number> {
    let done = 0;
    while (done < limit) {
      const claimed = await this.claim();
      if (!claimed) break;
      await this.execute(claimed.job);
      done++;
    }
    return done;
  }

  /**
   * Runs this one job now, if it is due and nobody runs it (FOR UPDATE SKIP LOCKED): a use case runs the job it
   * just enqueued at once, after its transaction committed; should the process die before, the worker runs it
   * after restart (within the short lock: see LOCK_SECONDS). Returns whether it ran here. The handler's errors are handled as in the worker (retry later).
   */
  async runJob(id: number): Promise<boolean> {
    const row = (await claimOne(this.db, { id, lockSeconds: this.lockSeconds }))[0];
    if (!row) return false;
    await this.execute({ ...row, id: Number(row.id) });
    return true;
  }

  /**
   * Marks a job done inside the handler's own transaction, so that the work and its completion commit together
   * (a crash after that commit cannot run the job again). Sent without waiting: on PostgreSQL the mark leaves with
   * the commit, and a failure of it fails the transaction, so the handler throws and the job runs again.
   */
  async complete(exec: Executor, id: number): Promise<void> {
    await sendWithoutWaiting(exec, () => markDone(exec, { id }));
    // the worker then has nothing left to mark (no second update of the row, issue 22); a handler that throws
    // after this is retried (execute forgets the mark)
    this.completedByHandler.add(id);
  }

  /**
   * The states of the jobs of `queue` whose payload names one of `refs` under `key` (e.g. zeichnungId), by ref:
   * lets a start-up check tell work that never got a job from work that has one.
   */
  async statesOf(
    exec: Executor,
    queue: string,
    key: string,
    refs: readonly number[],
  ): Promise<Map<number, Set<JobStatus>>> {
    const states = new Map<number, Set<JobStatus>>();
    for (let i = 0; i < refs.length; i += 1000) {
      const chunk = refs.slice(i, i + 1000).map(String);
      if (chunk.length === 0) break;
      const rows = rowsOf<{ ref: string; status: JobStatus }>(
        await exec.execute(sql`
          select distinct payload->>${key} as ref, status from jobs
          where queue = ${queue} and payload->>${key} in (${sql.join(
            chunk.map((r) => sql`${r}`),
            sql`, `,
          )})`),
      );
      for (const r of rows) {
        const ref = Number(r.ref);
        const set = states.get(ref) ?? new Set();
        set.add(r.status);
        states.set(ref, set);
      }
    }
    return states;
  }

  /** Whether the job is not done yet (its row locked until the caller's transaction ends). */
  async isOpen(exec: Executor, id: number): Promise<boolean> {
    const rows = await statusLocked(exec, { id });
    return rows[0] !== undefined && rows[0].status !== 'done';
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const queue of this.schedules.keys())
      this.enqueueSchedule(queue, true).catch((err) => this.log.error({ err, queue }, 'scheduling failed'));
    this.poll(0);
    this.listen?.(
      NOTIFY_CHANNEL,
      () => this.wake(),
      (err) => {
        // Notifications may have been missed while the connection was down: look now (the regular poll goes on).
        this.log.warn({ err }, 'job notifications lost; reconnecting');
        this.wake();
      },
    )
      .then(async (unlisten) => {
        if (this.stopped) return unlisten();
        this.unlisten = unlisten;
        this.listening = true;
      })
      .catch((err) => this.log.warn({ err }, 'job notifications unavailable; polling only'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unlisten?.();
    this.unlisten = null;
    await this.running;
  }

  /** A committed enqueue was notified: claim now (after the running batch, if one runs). */
  private wake(): void {
    this.pollSoon(0);
  }

  /** Polls in `ms`, or right after the batch that runs now. */
  private pollSoon(ms: number): void {
    if (this.stopped) return;
    if (this.running) this.kickedWhileRunning = true;
    else this.poll(ms);
  }

  /**
   * Runs soon, instead of waiting for the next poll, after something was enqueued. The enqueuing transaction may
   * not have committed yet (the job is not visible): for WAKE_MS after a kick the worker looks again every
   * WAKE_POLL_MS instead of every pollMs, so a job is claimed within a few milliseconds of its commit. A kick while a
   * batch runs makes the next batch start at once.
   */
  private kick(): void {
    // The commit's notification wakes the worker (wake); nothing to look for before it.
    if (this.listening) return;
    this.wakeUntil = Date.now() + WAKE_MS;
    this.pollSoon(WAKE_POLL_MS);
  }

  private wakeUntil = 0;
  private timerDueAt = 0;
  private kickedWhileRunning = false;

  private poll(ms: number): void {
    if (this.stopped) return;
    // A sooner poll already armed stays (kicks in quick succession must not postpone it again and again).
    if (this.timer && this.timerDueAt <= Date.now() + ms) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kickedWhileRunning = false;
      let full = false;
      this.running = this.runLanes()
        .then((result) => {
          full = result;
        })
        .catch((err) => this.log.error({ err }, 'job polling failed'))
        .finally(() => {
          this.running = null;
          // A full batch leaves more work behind: drain the backlog at once instead of waiting a poll.
          if (full || this.kickedWhileRunning) this.poll(0);
          else this.poll(Date.now() < this.wakeUntil ? WAKE_POLL_MS : this.pollMs);
        });
    }, ms);
  }

  /**
   * One poll: a lane claims and runs up to BATCH jobs one after another while more are due. A lane whose claim found
   * more due starts another (up to `lanes`), so a backlog is worked on by all lanes while a single job costs its own
   * claim and no other (decision 066). A job enqueued while the lanes run wakes the worker again (the commit's
   * notification or the kick: `kickedWhileRunning`). Answers whether a lane stopped at BATCH (more may be due).
   */
  private async runLanes(): Promise<boolean> {
    const running = new Set<Promise<void>>();
    let full = false;
    let failure: unknown = null;
    const lane = async () => {
      for (let done = 0; done < BATCH; done++) {
        const claimed = await this.claim();
        if (!claimed) return;
        if (claimed.more && running.size < this.lanes) start();
        await this.execute(claimed.job);
        if (!claimed.more) return;
      }
      full = true;
    };
    const start = () => {
      const p: Promise<void> = lane()
        .catch((err) => {
          failure = err;
        })
        .finally(() => running.delete(p));
      running.add(p);
    };
    start();
    while (running.size) await Promise.race(running);
    if (failure) throw failure;
    return full;
  }

  /** The next due job, and whether another one was due when it was claimed. */
  private async claim(): Promise<{ job: JobRow; more: boolean } | null> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return null;
    const row = (await claimDue(this.db, { queues, lockSeconds: this.lockSeconds }))[0];
    if (!row) return null;
    const { more, ...job } = row;
    return { job: { ...job, id: Number(job.id) }, more };
  }

  /**
   * Renews the lock of a claimed job every heartbeatMs until the returned stop is called. Only this claim's lock
   * (same attempt, still running) is renewed, so a job another worker took over is never extended from here.
   */
  private heartbeat(job: JobRow): () => void {
    let beating: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (beating) return;
      beating = this.db
        .execute(sql`
          update jobs set locked_until = now() + make_interval(secs => ${this.lockSeconds})
          where id = ${job.id} and status = 'running' and attempts = ${job.attempts}`)
        .catch((err) => this.log.warn({ err, jobId: job.id }, 'job heartbeat failed'))
        .finally(() => {
          beating = null;
        });
    }, this.heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      const stopHeartbeat = this.heartbeat(job);
      try {
        await handler(job.payload, job);
      } finally {
        stopHeartbeat();
      }
      // A handler that completed the job in its own transaction (`complete`) has marked it done already.
      if (this.completedByHandler.delete(job.id)) await this.enqueueSchedule(job.queue, false);
      else await this.endJob(job, (exec) => markDone(exec, { id: job.id }), true);
    } catch (err) {
      this.completedByHandler.delete(job.id);
      // NUL cannot be stored in a text column (revert data of a chain call may decode to it).
      const message = (err instanceof Error ? err.message : String(err)).replaceAll('\u0000', ' ');
      const final = job.attempts >= job.max_attempts;
      this.log.warn({ err, jobId: job.id, queue: job.queue, attempt: job.attempts, final }, 'job failed');
      // A job its handler completed in a transaction that committed stays done (its work is in), whatever failed after.
      await this.endJob(
        job,
        (exec) =>
          exec.execute(sql`
            update jobs set status = ${final ? 'failed' : 'pending'}, last_error = ${message.slice(0, 2000)},
              locked_until = null, finished_at = ${final ? sql`now()` : null},
              run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
            where id = ${job.id} and status <> 'done'`),
        final,
      );
    }
  }
}
