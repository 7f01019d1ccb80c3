#!/usr/bin/env node
// `npm run test:pg`: the server integration suite on real PostgreSQL (races only show there). Skips with exit 0
// when no PostgreSQL answers. Override the server with PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function isAvailable() {
  try {
    await withClient(ADMIN_URL, (c) => c.query('select 1'));
    return true;
  } catch (err) {
    console.log(
      `test:pg: no PostgreSQL at ${redact(ADMIN_URL)} (${err.message}); skipping the PostgreSQL run.`,
    );
    return false;
  }
}

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
// This run's tag: the test helper names its per-file databases zp_test_<tag>_… (apps/server/test/helpers.ts), so the
// clean-up drops only this run's leftovers, never the databases of another run going on beside it.
const RUN_TAG = `r${Date.now().toString(36)}${process.pid}`;
const listRunDbs = (c) =>
  c
    .query('select datname from pg_database where datname like $1', [`zp\\_test\\_${RUN_TAG}\\_%`])
    .then((r) => r.rows.map((row) => row.datname));

function runVitest(databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl, ZP_TEST_RUN: RUN_TAG },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  if (!(await isAvailable())) return 0;
  const name = `zp_ci_${Date.now()}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await withClient(ADMIN_URL, async (c) => {
    const version = (await c.query('show server_version')).rows[0].server_version;
    await c.query(`create database ${name}`);
    console.log(`test:pg: PostgreSQL ${version}; fresh database ${name}`);
  });

  const started = Date.now();
  let code = 1;
  try {
    code = await runVitest(url.toString());
  } finally {
    // Drop this run's database and any per-file database a crashed test file left behind.
    await withClient(ADMIN_URL, async (c) => {
      const leftovers = await listRunDbs(c);
      for (const db of [name, ...leftovers]) await c.query(`drop database if exists ${db} with (force)`);
      if (leftovers.length) console.log(`test:pg: dropped ${leftovers.length} leftover test database(s)`);
    }).catch((err) => console.error(`test:pg: could not drop ${name}: ${err.message}`));
  }
  console.log(`test:pg: vitest exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
