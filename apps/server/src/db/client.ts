import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installArrayRowsShortcut } from './pg-array-rows.ts';
import { installKeptRowDescriptions } from './pg-row-descriptions.ts';
import { installPipelinedTransactions } from './pipelined-transactions.ts';

// Without drizzle's relational API (`db.query.…`, which nothing uses): given the schema, drizzle builds a relational
// query builder per table for the database and again for every transaction it opens — 0.5 ms of CPU per finished
// subscription in a launch (issue 22). The tables are imported where a statement names them.
export type Db = PgDatabase<PgQueryResultHKT>;
type NoSchema = Record<string, never>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded client, for tests that snapshot it. */
  pglite?: PGlite;
  /**
   * PostgreSQL only: calls `onNotify` with its payload for each `NOTIFY <channel>` (delivered when the notifying
   * transaction commits) on
   * a connection of its own, reconnecting after a loss; `onLost` hears of a lost connection (notifications may have
   * been missed meanwhile); `onListening` hears that it listens, at first and again after each reconnection. Resolves
   * once listening; the returned function stops.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (err: unknown) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the lists' substring searches (migration 0006), as on PostgreSQL.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

/** Connections of the server's pool on PostgreSQL (the job worker runs as many lanes). */
export const POSTGRES_POOL_SIZE = 10;

export async function openPostgres(url: string, poolSize = POSTGRES_POOL_SIZE): Promise<Database> {
  installArrayRowsShortcut();
  installKeptRowDescriptions();
  installPipelinedTransactions();
  // JIT off: the app's statements are short (pages, lookups); compiling them cost more than it saved (1.3 s of
  // a 3.7 s statement in the commission bench, issue 17). Pipeline mode: a transaction's BEGIN is written with its
  // first statement and its audit entries with what follows them (pipelined-transactions.ts, decision 056); every
  // other statement still waits for its answer.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off',
    pipeline: true,
  });
  pool.on('error', () => {
    /* idle client errors are reported by the next query */
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify, onLost, onListening) =>
      listenPostgres(url, channel, onNotify, onLost, onListening),
  };
}

const RELISTEN_MS = 1000;
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'zp-listen';

async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (err: unknown) => void,
  onListening: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    c.on('notification', (msg) => onNotify(msg.payload ?? ''));
    c.on('error', (err) => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      lost(err);
    });
    await c.connect();
    // Identifier from code (a fixed channel name), never from input.
    await c.query(`listen ${channel}`);
    if (stopped) await c.end();
    else {
      client = c;
      onListening();
    }
  };
  /** Reports the loss and connects again after RELISTEN_MS (until stopped). */
  const lost = (err: unknown) => {
    onLost(err);
    if (!stopped) retry = setTimeout(() => void connect().catch(lost), RELISTEN_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}

/** Rows of a raw `db.execute(sql…)` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs `run` with the setting `name` at `value` for the open transaction (`set_config(…, true)`), then puts back what
 * it was before (read in the same statement; a setting never set comes back as ''). Only inside a transaction: outside
 * one the setting would not hold from one statement to the next on a pool.
 */
export async function withSetting<T>(
  tx: Executor,
  name: string,
  value: string,
  run: () => Promise<T>,
): Promise<T> {
  // the target list is evaluated in order: the old value is read before it is replaced
  const [before] = rowsOf<{ was: string | null }>(
    await tx.execute(sql`select current_setting(${name}, true) as was, set_config(${name}, ${value}, true)`),
  );
  const result = await run();
  await tx.execute(sql`select set_config(${name}, ${before?.was ?? ''}, true)`);
  return result;
}

/** A list of ids as one `int[]` parameter (`col = any(${intArray(ids)})`); the same in pg and PGlite. */
export const intArray = (ids: readonly number[]): SQL => sql`${sql.param([...ids])}::int[]`;
