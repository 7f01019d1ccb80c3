// Fewer round trips per transaction on PostgreSQL (docs/decisions/056). drizzle's node-postgres session sends `begin`
// and waits for its answer before the transaction's first statement, and a write's audit entry — its last statement,
// whose answer nobody reads — waits for its answer before `commit`. Each wait is a round trip of its own: a socket
// write, a PostgreSQL backend woken on the same two cores, a read.
//
// On a connection in pg's pipeline mode (the pool's), a transaction:
// - writes `begin` without waiting, the socket corked until the microtasks that follow have run, so its first
//   statement leaves in the same write;
// - lets a statement be sent without waiting for it (`sendWithoutWaiting`, the audit entries): it is written, corked
//   the same way, so what follows — usually `commit` — leaves with it. Its answer is awaited before the commit counts.
//
// PostgreSQL runs the messages in order, and pg's pipeline mode matches each answer to its query in order, so every
// statement runs inside the transaction exactly as before. What can fail still fails the transaction:
// - a failed BEGIN is the transaction's error;
// - a statement sent without waiting that fails aborts the transaction; PostgreSQL answers the statements behind it
//   "current transaction is aborted" and its COMMIT with ROLLBACK. The transaction then rejects with that
//   statement's own error, whatever came after it (nothing of it is committed).
//
// Only the pool's own transactions change. A transaction with a config (isolation level, access mode) keeps
// drizzle's code; a nested one (a savepoint) is drizzle's and waits for every statement as before — a savepoint
// rolled back must not hide a failed audit entry.
import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** The client's socket (pg's Connection keeps it as `stream`; not in its types). */
type Corkable = { cork?: () => void; uncork?: () => void };

type SessionLike = {
  client: unknown;
  dialect: unknown;
  schema: unknown;
  options: unknown;
};
type TransactionFn = (
  this: SessionLike,
  fn: (tx: unknown) => Promise<unknown>,
  config?: unknown,
) => Promise<unknown>;
type Executing = { execute(query: SQL): Promise<unknown> };

/**
 * Clients whose next statement is sent without waiting on purpose (the BEGIN, an audit entry): the test suite's
 * one-statement guard lets the statements behind it pass (apps/server/test/setup-one-statement.ts).
 */
export const nextSentWithoutWaiting = new WeakSet<object>();

/** Whether the pipelined transactions are in place (drizzle's session had the shape they were written for). */
export let pipelinedTransactions = false;

/** A pipelined transaction's statements sent without waiting: their answers, and the first failure. */
interface Unawaited {
  client: pg.PoolClient;
  pending: Promise<void>[];
  /** How many were sent so far (unawaitedCount, for tests). */
  sent: number;
  /**
   * The failure of the earliest-sent statement that failed. Not the first to settle: a statement behind a failed one
   * fails too ("current transaction is aborted"), and its rejection can reach us first when its promise has fewer
   * layers than the first one's.
   */
  failure?: { error: unknown; index: number };
}

/** The open pipelined transactions, by their outermost transaction object (a savepoint's is another object). */
const unawaited = new WeakMap<object, Unawaited>();

const isPool = (client: unknown): client is pg.Pool =>
  typeof (client as pg.Pool | null)?.connect === 'function' &&
  Object.getPrototypeOf(client).constructor.name.includes('Pool');

/**
 * Corks the client's socket until the current microtasks have run: whatever the transaction writes in them leaves in
 * one write. A tick queued from a microtask runs once the microtask queue is empty.
 */
function corkForThisTurn(client: pg.PoolClient) {
  const stream = (client.connection as unknown as { stream?: Corkable } | undefined)?.stream;
  if (!stream?.cork || !stream.uncork) return;
  stream.cork();
  process.nextTick(() => stream.uncork!());
}

/** What a statement sent without waiting answers its caller at once. */
const DONE: Promise<unknown> = Promise.resolve();

/** Statements of the client queued or in flight (pg's queues; not in its types). */
function inFlight(client: pg.PoolClient): number {
  const c = client as unknown as {
    _queryQueue?: unknown[];
    _sentQueryQueue?: unknown[];
    _activeQuery?: unknown;
  };
  return (c._queryQueue?.length ?? 0) + (c._sentQueryQueue?.length ?? 0) + (c._activeQuery ? 1 : 0);
}

/**
 * Runs a statement of the transaction `exec` (what a use case holds) and answers what the caller awaits: in a
 * pipelined transaction nothing — the statement is written at once, what follows it leaves in the same write, and
 * the transaction's commit waits for it and fails with its error; anywhere else (the embedded database, the pool
 * itself, a savepoint) the statement's own answer, as if awaited directly. For statements whose answer nobody reads
 * (audit entries). A statement that did not reach the connection at once (so that a later one could overtake it) is
 * awaited too.
 */
export function sendWithoutWaiting(exec: object, send: () => Promise<unknown>): Promise<unknown> {
  const state = unawaited.get(exec);
  if (!state) return send();
  corkForThisTurn(state.client);
  const before = inFlight(state.client);
  nextSentWithoutWaiting.add(state.client);
  // `then` starts it now (drizzle's query promises are lazy)
  const settled = send().then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  if (inFlight(state.client) <= before) {
    nextSentWithoutWaiting.delete(state.client);
    return settled.then((failed) => {
      if (failed) throw failed.error;
    });
  }
  const index = state.sent++;
  state.pending.push(
    settled.then((failed) => {
      if (failed && (!state.failure || index < state.failure.index))
        state.failure = { error: failed.error, index };
    }),
  );
  return DONE;
}

/** Installs the pipelined transactions once (a drizzle whose session looks different keeps its own code). */
export function installPipelinedTransactions(): void {
  if (pipelinedTransactions) return;
  const proto = NodePgSession.prototype as unknown as { transaction?: TransactionFn };
  const own = proto.transaction;
  if (typeof own !== 'function') return;
  const Session = NodePgSession as unknown as new (...args: unknown[]) => unknown;
  const Transaction = NodePgTransaction as unknown as new (...args: unknown[]) => Executing;
  proto.transaction = async function transaction(this: SessionLike, fn, config) {
    const pool = this.client;
    if (config !== undefined || !isPool(pool)) return own.call(this, fn, config);
    const client = await pool.connect();
    if (!client.pipeline) {
      client.release();
      return own.call(this, fn, config);
    }
    const session = new Session(client, this.dialect, this.schema, this.options);
    const tx = new Transaction(this.dialect, session, this.schema);
    const state: Unawaited = { client, pending: [], sent: 0 };
    unawaited.set(tx, state);
    let broken: Error | undefined;
    try {
      corkForThisTurn(client);
      nextSentWithoutWaiting.add(client);
      const begun = client.query('begin').then(
        () => undefined,
        (error: unknown) => ({ error }),
      );
      /** The BEGIN's and the unawaited statements' answers; the first failure among them, if any. */
      const settled = async () => {
        unawaited.delete(tx);
        const beginFailure = await begun;
        await Promise.all(state.pending);
        return beginFailure ?? state.failure;
      };
      let result: unknown;
      try {
        result = await fn(tx);
      } catch (error) {
        const failure = await settled();
        await tx.execute(sql`rollback`).catch((err: unknown) => {
          // a connection that cannot roll back is not handed to the next request
          broken = err instanceof Error ? err : new Error(String(err));
        });
        // the first thing that failed is the transaction's error (what came after it only met the aborted state)
        throw failure ? failure.error : error;
      }
      // the commit leaves behind what was sent without waiting (in its write when sent in this turn); `then` sends it
      // now (drizzle's query promises are lazy)
      const committed = tx.execute(sql`commit`).then(() => undefined);
      const failure = await settled();
      if (failure) {
        // PostgreSQL answered the COMMIT of the aborted transaction with ROLLBACK: nothing was committed
        await committed.catch(() => undefined);
        throw failure.error;
      }
      // a failed COMMIT ends the transaction in PostgreSQL itself; its error is the transaction's
      await committed;
      return result;
    } finally {
      unawaited.delete(tx);
      client.release(broken);
    }
  };
  pipelinedTransactions = true;
}

/** How many statements `exec`'s transaction sent without waiting so far (tests), or null when it is no such one. */
export function unawaitedCount(exec: object): number | null {
  return unawaited.get(exec)?.sent ?? null;
}
