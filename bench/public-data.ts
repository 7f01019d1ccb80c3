/**
 * The public data of a product under load (issue 22): `GET /api/product/{id}/public-data` of a released demo product
 * at BENCH_CONNECTIONS (32) connections for BENCH_DURATION (10) s, against a bare Fastify in a process of its own that
 * answers the same JSON bytes — on the embedded database (PGlite, as `npm start`) and on PostgreSQL (a fresh database
 * `zp_public_<pid>` on DATABASE_URL, dropped at the end). Both answer without compression (autocannon sends no
 * Accept-Encoding), one after the other on the same cores; a third run asks the app as a browser does (brotli).
 * Each server is measured once its start-up work (the demo data's jobs) is done. Prints req/s, p50/p95/p99 and the
 * ratio bare/app.
 * Targets: ≤ 3× slower than the bare Fastify on PostgreSQL; ≥ 5 000 req/s on the embedded database.
 *
 *   npx tsx bench/public-data.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { heading, isMain, loadAverage, num, percentile, printTable } from './lib/format.ts';
import { settled } from './lib/proc.ts';
import { type BenchServer, freePort, REPO_ROOT, startServer } from './lib/server.ts';
import { DEMO_HOST } from './lib/wizard.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RATIO_TARGET = 3;
const EMBEDDED_TARGET_RPS = 5000;

/** GET on the server with the portal's Host header (fetch would replace it). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host: DEMO_HOST } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A released product of the demo portal and its public data as the server answers it. */
async function publicDataOf(server: BenchServer): Promise<{ path: string; body: string }> {
  const list = await get(`${server.url}/api/portal/products`);
  if (list.status !== 200) throw new Error(`portal products: ${list.status}`);
  const first = (JSON.parse(list.body) as { results: { id: number }[] }).results[0];
  if (!first) throw new Error('the demo portal lists no product');
  const route = `/api/product/${first.id}/public-data`;
  const answer = await get(`${server.url}${route}`);
  if (answer.status !== 200) throw new Error(`${route}: ${answer.status}`);
  return { path: route, body: answer.body };
}

/** A bare Fastify in a child process answering `body` at `route` (the floor the app is compared with). */
async function startBare(route: string, body: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const script = `
    import fs from 'node:fs';
    import Fastify from 'fastify';
    const body = fs.readFileSync(${JSON.stringify(bodyFile)}, 'utf8');
    const app = Fastify({ logger: false });
    app.get(${JSON.stringify(route)}, (_req, reply) => { reply.type('application/json; charset=utf-8').send(body); });
    await app.listen({ host: '127.0.0.1', port: ${port} });
    console.log('ready');
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function load(url: string, headers: Record<string, string>, duration = DURATION_S) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function compare(label: string, server: BenchServer): Promise<string[][]> {
  const waited = await settled(server.pid);
  console.log(`${label}: the server's start-up work was done after ${num(waited, 1)} s`);
  const { path: route, body } = await publicDataOf(server);
  const bare = await startBare(route, body);
  try {
    // A warm-up of both (JIT, the app's cache entry), then the measured runs.
    await load(`${server.url}${route}`, { host: DEMO_HOST }, 2);
    await load(`${bare.url}${route}`, {}, 2);
    const app = await load(`${server.url}${route}`, { host: DEMO_HOST });
    const floor = await load(`${bare.url}${route}`, {});
    // as a browser asks (the answer brotli-compressed: kept per encoding, not compressed per request)
    const browser = await load(`${server.url}${route}`, {
      host: DEMO_HOST,
      'accept-encoding': 'gzip, deflate, br',
    });
    const row = (name: string, r: Awaited<ReturnType<typeof load>>, extra: string) => [
      `${label}: ${name}`,
      num(r.rps),
      num(r.p50, 1),
      num(r.p95, 1),
      num(r.p99, 1),
      num(r.bad),
      extra,
    ];
    return [
      row('bare Fastify, same JSON', floor, `${num(body.length / 1024, 1)} KiB answer`),
      row(`GET ${route}`, app, `${num(floor.rps / app.rps, 2)}× slower than bare`),
      row(
        'same, Accept-Encoding: gzip, deflate, br',
        browser,
        `${num(floor.rps / browser.rps, 2)}× (brotli)`,
      ),
    ];
  } finally {
    await bare.stop();
  }
}

export async function runPublicData(): Promise<void> {
  heading(
    `Public data of a product: ${CONNECTIONS} connections, ${DURATION_S} s each (targets: ≤ ${RATIO_TARGET}× bare on PostgreSQL, ≥ ${num(EMBEDDED_TARGET_RPS)} req/s embedded)`,
  );
  console.log(`load average ${loadAverage()}`);
  const rows: string[][] = [];
  const embedded = await startServer({ quiet: true });
  try {
    rows.push(...(await compare('embedded', embedded)));
  } finally {
    await embedded.stop();
  }
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `zp_public_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  try {
    const dbUrl = new URL(baseUrl);
    dbUrl.pathname = `/${dbName}`;
    const server = await startServer({ databaseUrl: dbUrl.toString(), quiet: true });
    try {
      rows.push(...(await compare('PostgreSQL', server)));
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  printTable(['server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors/non-2xx', ''], rows);
  console.log(`load average after ${loadAverage()}`);
}

if (isMain(import.meta.url)) {
  runPublicData().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
