import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { zeichnungScope } from '../apps/server/src/access/index.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { type AuthClaims, TokenService } from '../apps/server/src/lib/tokens.ts';
import {
  EXACT_COUNT_LIMIT,
  type ListCursor,
  listZeichnungen,
  QUICK_COUNT_LIMIT,
  type ZeichnungFilters,
} from '../apps/server/src/modules/subscriptions/list-memo/index.ts';
import { createFreshDatabase, generate } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

/**
 * The subscription list at scale: GET /api/zeichnung/?page=N on the `subscriptions` data set (1 000 000 rows by
 * default), per filter and role, under autocannon load (32 connections) and one connection at a time, next to the
 * SQL the repository issues for the same request, timed directly through pg.
 *
 *   BENCH_DATABASE_URL=postgres://…/zp_bench_… npx tsx bench/zeichnungen.ts     # a generated database
 *   npx tsx bench/zeichnungen.ts                   # generates a fresh one on DATABASE_URL's server, drops it after
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Seconds of one-connection requests per scenario (the median compared with SQL). */
const SERIAL_S = Number(process.env.BENCH_SERIAL_DURATION ?? 2);
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 40);
const JWT_SECRET = 'bench-zeichnungen-secret-0123456789abcdef';
const MAIN_HOST = 'localhost';
const TARGET = { p95: 50, rps: 500, ratio: 3 };

interface Scenario {
  name: string;
  page: number;
  filters: ZeichnungFilters;
  /** Reached as the web app does when paging on: by the `next` link of the page before (its `after` cursor). */
  viaNext?: boolean;
  /**
   * New subscriptions written per second during the load (straight into the database, removed afterwards): each
   * is a change to the lists, after which what reads remembered (ListMemo) is found afresh.
   */
  writesPerSecond?: number;
}

interface Role {
  name: 'admin' | 'issuer';
  claims: AuthClaims;
}

interface Fixture {
  roles: Role[];
  scenarios: Scenario[];
  rows: number;
  issuerRows: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The query string the web app sends for these filters. */
function queryOf(s: Scenario): string {
  const q = new URLSearchParams({ page: String(s.page) });
  const f = s.filters;
  if (f.lastName) q.set('lastName', f.lastName);
  if (f.status) q.set('status', f.status);
  if (f.productId) q.set('product-id', String(f.productId));
  if (f.startDate) q.set('start-date', f.startDate);
  if (f.endDate) q.set('end-date', f.endDate);
  if (f.isPaid !== undefined) q.set('isPaid', String(f.isPaid));
  return `/api/zeichnung/?${q}`;
}

/** Finds the generated tenant: its admin, the issuer with the most subscriptions and filter values. */
async function loadFixture(client: pg.Client): Promise<Fixture> {
  const admin = await client.query<{ id: number }>(
    `select id from users where role = 'admin' and email like 'bench-%-admin@bench.example' order by id desc limit 1`,
  );
  if (!admin.rows[0])
    throw new Error('no generated subscriptions tenant (run generate.ts --only subscriptions)');
  const issuer = await client.query<{ id: number; user_id: number; superuser_id: number; n: number }>(
    `select i.id, i.user_id, i.superuser_id, count(*)::int as n
     from zeichnungen z join products p on p.id = z.product_id join issuers i on i.id = p.issuer_id
     group by i.id order by n desc limit 1`,
  );
  const is = issuer.rows[0]!;
  // A product of that issuer outside the hot five: the typical product page.
  const product = await client.query<{ id: number; n: number }>(
    `select z.product_id as id, count(*)::int as n from zeichnungen z join products p on p.id = z.product_id
     where p.issuer_id = $1 group by 1 order by 2 asc limit 1`,
    [is.id],
  );
  const total = await client.query<{ n: number; max: Date }>(
    'select count(*)::int as n, max(date_of_creation) as max from zeichnungen',
  );
  const last = total.rows[0]!.max;
  const month = new Date(Date.UTC(last.getUTCFullYear() - 1, last.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const scenarios: Scenario[] = [
    { name: 'no filter', page: 1, filters: {} },
    { name: 'lastName=Schmidt', page: 1, filters: { lastName: 'Schmidt' } },
    { name: 'status=A', page: 1, filters: { status: 'A' } },
    {
      name: `product-id (${num(product.rows[0]!.n)} rows)`,
      page: 1,
      filters: { productId: product.rows[0]!.id },
    },
    {
      name: `date range (1 month)`,
      page: 1,
      filters: { startDate: day(month), endDate: day(monthEnd) },
    },
    { name: 'isPaid=true', page: 1, filters: { isPaid: true } },
    { name: 'deep page=5000 (jump)', page: 5000, filters: {} },
    { name: 'deep page=5000 (next link)', page: 5000, filters: {}, viaNext: true },
    { name: 'lastName=Schmidt, 5 writes/s', page: 1, filters: { lastName: 'Schmidt' }, writesPerSecond: 5 },
    { name: 'deep page=5000 (jump), 5 writes/s', page: 5000, filters: {}, writesPerSecond: 5 },
  ];
  return {
    roles: [
      {
        name: 'admin',
        claims: {
          userId: admin.rows[0].id,
          role: 'admin',
          roleId: admin.rows[0].id,
          tenantId: null,
          scope: 'main',
        },
      },
      {
        name: 'issuer',
        claims: {
          userId: is.user_id,
          role: 'issuer',
          roleId: is.id,
          tenantId: is.superuser_id,
          scope: 'main',
        },
      },
    ],
    scenarios,
    rows: total.rows[0]!.n,
    issuerRows: is.n,
  };
}

interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * The statements listZeichnungen issues for a first and for a repeated request (captured through drizzle's
 * logger).
 */
async function captureSql(
  pool: pg.Pool,
  role: Role,
  s: Scenario,
  cursor?: ListCursor,
): Promise<{ first: Captured[]; captured: Captured[]; count: number }> {
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  // The second request's statements: the first one keeps the planner's count estimate (10 s) and what the list
  // memo remembers, which the server also has from its earlier requests, so that the SQL timed is what a repeated
  // request runs.
  const scope = zeichnungScope(role.claims);
  if (scope === null) throw new Error(`no scope for ${role.name}`);
  await listZeichnungen(db, scope, s.filters, s.page, false, cursor);
  const first = captured.splice(0);
  const result = await listZeichnungen(db, scope, s.filters, s.page, false, cursor);
  return { first, captured, count: result.count };
}

/**
 * The true number of matches: the capped count a first request's page statement makes in passing (its last
 * column), run once without its cap (slow on big sets).
 */
async function exactCount(pool: pg.Pool, first: Captured[]): Promise<number> {
  const q = first.find((c) => c.sql.includes('"capped"'));
  if (!q) throw new Error('no capped count among the statements');
  const caps = [QUICK_COUNT_LIMIT + 1, EXACT_COUNT_LIMIT + 1];
  const params = q.params.map((p) => (caps.includes(p as number) ? 2_147_483_647 : p));
  // the page statement writes its quick count's cap into its text (decision 062)
  const text = caps.reduce((t, cap) => t.replaceAll(`limit ${cap})`, ')'), q.sql);
  const { rows } = await pool.query<unknown[]>({ text, values: params, rowMode: 'array' });
  return Number(rows[0]?.at(-1) ?? 0);
}

/** Median wall time of running the captured statements one after another on one connection. */
async function timeSql(pool: pg.Pool, captured: Captured[]): Promise<number> {
  const client = await pool.connect();
  try {
    const times: number[] = [];
    for (let i = 0; i < SQL_RUNS + 3; i++) {
      const started = performance.now();
      for (const q of captured) await client.query(q.sql, q.params);
      if (i >= 3) times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    client.release();
  }
}

async function explain(pool: pg.Pool, captured: Captured[]): Promise<void> {
  for (const q of captured) {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const started = performance.now();
      await pool.query(q.sql, q.params);
      if (i >= 3) times.push(performance.now() - started);
    }
    console.log(`\n${num(median(times), 3)} ms  ${q.sql.slice(0, 160)}`);
  }
  for (const q of captured) {
    if (/^explain/i.test(q.sql)) continue;
    const { rows } = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params);
    console.log(`\n${q.sql}\n${JSON.stringify(q.params)}`);
    for (const r of rows) console.log(`  ${r['QUERY PLAN']}`);
  }
}

interface Load {
  rps: number;
  latencies: number[];
  errors: number;
}

export async function load(url: string, token: string, connections: number, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers: { host: MAIN_HOST, authorization: `Bearer ${token}` },
        connections,
        duration: seconds,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / seconds,
    latencies,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Writes `perSecond` new subscriptions a second (copies of the newest row, status O) until stopped, then deletes
 * them again. Each insert is its own transaction, as a subscription started in the wizard would be.
 */
function startWriter(client: pg.Client, perSecond: number) {
  const written: number[] = [];
  let chain = Promise.resolve();
  const timer = setInterval(() => {
    chain = chain.then(async () => {
      const { rows } = await client.query<{ id: number }>(
        `insert into zeichnungen (product_id, investor_id, superuser_id, status)
         select product_id, investor_id, superuser_id, 'O' from zeichnungen order by id desc limit 1
         returning id`,
      );
      written.push(rows[0]!.id);
    });
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await chain;
      await client.query('delete from zeichnungen where id = any($1)', [written]);
      console.log(`  (${written.length} subscriptions written during the load, removed again)`);
    },
  };
}

/**
 * Two fixed pieces of work timed on this machine now (medians of 5): one in PostgreSQL, one in Node. Figures of
 * different runs are comparable only as far as these are; the same machine kind has been seen to differ
 * severalfold between days.
 */
export async function machineReference(client: pg.Client): Promise<{ sqlMs: number; nodeMs: number }> {
  const sqlTimes: number[] = [];
  const nodeTimes: number[] = [];
  const page = {
    count: 997_263,
    next: '/api/zeichnung/?page=2&after=999990',
    results: Array.from({ length: 10 }, (_, i) => ({
      id: i,
      uuid: crypto.randomUUID(),
      status: 'F',
      name: 'x'.repeat(40),
    })),
  };
  for (let i = 0; i < 5; i++) {
    let started = performance.now();
    await client.query('select sum(i) from generate_series(1, 300000) i');
    sqlTimes.push(performance.now() - started);
    started = performance.now();
    for (let k = 0; k < 20_000; k++) JSON.parse(JSON.stringify(page));
    nodeTimes.push(performance.now() - started);
  }
  return { sqlMs: median(sqlTimes), nodeMs: median(nodeTimes) };
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
/** Milliseconds; '> 10 s' when nothing came back within autocannon's timeout. */
const ms = (v: number, digits = 1) => (Number.isNaN(v) ? '> 10 s' : num(v, digits));

export async function runZeichnungen(
  options: { only?: string; roles?: string[]; explain?: boolean; keep?: boolean } = {},
): Promise<void> {
  const benchStarted = Date.now();
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  let created: string | null = null;
  if (!databaseUrl) {
    const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const count = Number(process.env.BENCH_ZEICHNUNGEN ?? 1_000_000);
    databaseUrl = await createFreshDatabase(base);
    created = databaseUrl;
    console.log(`no BENCH_DATABASE_URL: generating ${num(count)} subscriptions in ${databaseUrl}`);
    await generate({ databaseUrl, count, only: ['subscriptions'] });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const fixture = await loadFixture(client);
    const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
      `select name, setting, unit from pg_settings
       where name in ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather', 'jit', 'random_page_cost')`,
    );
    const version = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;
    server = await startServer({ databaseUrl, env: { JWT_SECRET } });
    const tokens = new TokenService(JWT_SECRET);
    heading(
      `Subscription list: ${num(fixture.rows)} subscriptions, ${CONNECTIONS} connections × ${DURATION_S} s`,
    );
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${num(os.totalmem() / 2 ** 30)} GiB`,
    );
    const reference = await machineReference(client);
    console.log(
      `reference (to compare machines and days): PostgreSQL sum over 300,000 generated rows ${num(reference.sqlMs, 1)} ms, Node JSON round trip of a list page × 20,000 ${num(reference.nodeMs, 1)} ms`,
    );
    console.log(
      `load average before: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    console.log(
      `database: ${version.split(' on ')[0]}; ${settings.rows.map((r) => `${r.name}=${r.setting}${r.unit ?? ''}`).join(', ')}`,
    );
    console.log(
      `server: ${server.url} (started in ${num(server.startupMs)} ms); issuer sees ${num(fixture.issuerRows)} subscriptions`,
    );
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const role of fixture.roles.filter((r) => !options.roles || options.roles.includes(r.name))) {
      for (const s of fixture.scenarios.filter((x) => !options.only || x.name.includes(options.only))) {
        const token = await tokens.signAccess(role.claims);
        const headers = { host: MAIN_HOST, authorization: `Bearer ${token}` };
        let path = queryOf(s);
        let cursor: ListCursor | undefined;
        if (s.viaNext) {
          const before = await fetch(`${server.url}${queryOf({ ...s, page: s.page - 1 })}`, { headers });
          path = ((await before.json()) as { next: string }).next;
          const after = new URL(path, server.url).searchParams.get('after');
          if (!after) throw new Error(`${role.name} ${s.name}: the next link carries no cursor: ${path}`);
          cursor = { direction: 'after', id: Number(after) };
        }
        const url = `${server.url}${path}`;
        const probe = await fetch(url, { headers });
        if (probe.status !== 200)
          throw new Error(`${role.name} ${path}: HTTP ${probe.status} ${await probe.text()}`);
        const body = (await probe.json()) as { count: number; results: unknown[] };
        const { first, captured, count } = await captureSql(pool, role, s, cursor);
        const sqlMs = await timeSql(pool, captured);
        const exact = await exactCount(pool, first);
        if (options.explain) await explain(pool, captured);
        const serial = await load(url, token, 1, SERIAL_S);
        const writer = s.writesPerSecond ? startWriter(client, s.writesPerSecond) : null;
        const loaded = await load(url, token, CONNECTIONS, DURATION_S);
        if (writer) await writer.stop();
        const p50 = percentile(loaded.latencies, 50);
        const p95 = percentile(loaded.latencies, 95);
        const serialP50 = percentile(serial.latencies, 50);
        const ratio = serialP50 / sqlMs;
        // NaN (no answer within autocannon's 10 s timeout) counts as missed.
        const ok = { p95: p95 <= TARGET.p95, rps: loaded.rps >= TARGET.rps, ratio: ratio <= TARGET.ratio };
        const failed = [
          !ok.p95 && `p95 ${ms(p95)} ms`,
          !ok.rps && `${num(loaded.rps)} req/s`,
          !ok.ratio && `ratio ${num(ratio, 1)}`,
        ].filter(Boolean);
        if (failed.length) misses.push(`${role.name} ${s.name}: ${failed.join(', ')}`);
        rows.push([
          `${role.name} ${s.name}`,
          `${num(body.count)}${body.count === count ? '' : '≠'}`,
          body.count === exact ? '=' : `${num(exact)} (${num((100 * (body.count - exact)) / exact)} %)`,
          `${num(body.results.length)}`,
          num(loaded.rps) + mark(ok.rps),
          ms(p50),
          ms(p95) + mark(ok.p95),
          ms(percentile(loaded.latencies, 99)),
          num(loaded.errors),
          ms(serialP50, 2),
          `${ms(sqlMs, 2)} (${captured.length})`,
          (Number.isNaN(ratio) ? '—' : num(ratio, 2)) + mark(ok.ratio),
        ]);
        console.log(`  ${rows.at(-1)!.join('  ')}`);
      }
    }
    heading('Results');
    printTable(
      [
        'role / scenario',
        'count',
        'exact count',
        'rows',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        '1-conn p50',
        'SQL p50 (stmts)',
        'ratio',
      ],
      rows,
    );
    console.log(
      `\ntargets: p95 ≤ ${TARGET.p95} ms and ≥ ${TARGET.rps} req/s at ${CONNECTIONS} connections; ratio = median of one ` +
        `connection's requests / median of the repository's SQL run directly through pg ≤ ${TARGET.ratio} (✗ = missed)`,
    );
    console.log(
      `load average after (the bench keeps about 3 busy itself): ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    console.log(misses.length ? `missed:\n  ${misses.join('\n  ')}` : 'all scenarios meet the targets');
  } finally {
    // autocannon stops with requests in flight; let them finish before the server closes its pool.
    await new Promise((r) => setTimeout(r, 1000));
    await server?.stop();
    await client.end();
    await pool.end();
    if (created && !options.keep) {
      const name = new URL(created).pathname.slice(1);
      const admin = new pg.Client({
        connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      console.log(`dropped ${name}`);
    } else if (created) console.log(`kept ${created}`);
    console.log(`\nsubscription list bench finished in ${num((Date.now() - benchStarted) / 1000, 1)} s`);
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      role: { type: 'string', multiple: true },
      explain: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  runZeichnungen({ only: values.only, roles: values.role, explain: values.explain, keep: values.keep }).catch(
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
