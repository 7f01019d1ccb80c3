import autocannon from 'autocannon';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const TARGETS: Target[] = [
  { name: 'GET /api/health', path: '/api/health' },
  {
    name: 'GET /api/portal (demo.invest.localhost)',
    path: '/api/portal',
    headers: { host: 'demo.invest.localhost' },
  },
];

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(baseUrl: string, target: Target): Promise<string[]> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${target.path}`,
        headers: target.headers,
        connections: CONNECTIONS,
        duration: DURATION_S,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return [
    target.name,
    num(result.requests.average),
    num(percentile(latencies, 50), 1),
    num(percentile(latencies, 95), 1),
    num(percentile(latencies, 99), 1),
    num(result.latency.max, 1),
    num(result.requests.total),
    num(non2xx),
  ];
}

/**
 * autocannon against the real server: a fresh embedded database by default, PostgreSQL with
 * BENCH_DATABASE_URL, or an already running app with BENCH_BASE_URL (http://127.0.0.1:3000).
 */
export async function runHttp(): Promise<void> {
  const external = process.env.BENCH_BASE_URL;
  const server = external ? null : await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  const baseUrl = external ?? server!.url;
  heading(`HTTP load: ${CONNECTIONS} connections, ${DURATION_S} s per route`);
  console.log(
    server
      ? `server: ${baseUrl} on ${server.database} database (started in ${num(server.startupMs)} ms)`
      : `server: ${baseUrl} (already running)`,
  );
  try {
    const rows: string[][] = [];
    for (const target of TARGETS) rows.push(await load(baseUrl, target));
    printTable(
      ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'errors/non-2xx'],
      rows,
    );
  } finally {
    await server?.stop();
  }
}

if (isMain(import.meta.url)) {
  runHttp().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
