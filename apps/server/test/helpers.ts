import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh database: a copy of the migrated embedded template, or a new database on PostgreSQL (DATABASE_URL). */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return { database: await openPglite({ loadDataDir: blob }), drop: async () => undefined };
  }
  // zp_test_<run>_…: the run's tag (scripts/test-pg.mjs) lets its clean-up find exactly its own leftovers
  const run = /^[a-z0-9]{1,24}$/.test(process.env.ZP_TEST_RUN ?? '') ? `${process.env.ZP_TEST_RUN}_` : '';
  const name = `zp_test_${run}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 40);
  await database.migrate();
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const isPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/** Builds the app on a fresh database, as `npm start` would but without listening or background workers. */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ANSWER_CROSSCHECK: '1',
    ...env,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const { database, drop } = await freshDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Injects with a Host header (Node cannot resolve *.localhost; the app reads the portal from Host). */
export function onHost(host: string): { host: string } {
  return { host };
}
