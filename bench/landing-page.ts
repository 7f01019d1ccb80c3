import http from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { heading, isMain, kib, num, percentile, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

/**
 * The landing page on its own domain (issue 20, decision 034): `GET /` with the demo provider's landing host under
 * load (BENCH_CONNECTIONS, 32, × BENCH_DURATION s) — req/s and p50/p95/p99 latency, once without and once with
 * `Accept-Encoding: gzip, br` (what browsers send) — and the JS its first load carries (gzip -9): the inline
 * scripts and every `<script src>` / `modulepreload` the HTML references, except the chat widget, which is counted
 * separately (it loads after). Targets: p95 ≤ 50 ms, first-load JS ≤ 60 KiB gzipped.
 *
 *   npx tsx bench/landing-page.ts            # fresh embedded database with demo data (built web app needed)
 *   BENCH_BASE_URL=http://127.0.0.1:3000 npx tsx bench/landing-page.ts   # a running app (demo data)
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** The demo provider's landing domain (DEMO_LANDING_DOMAIN of apps/server/src/seed/demo-engagement.ts). */
const HOST = process.env.BENCH_LANDING_HOST ?? 'demo-kapital.localhost';
const P95_TARGET_MS = 50;
const JS_BUDGET_KIB = 60;
/** Scripts that load after the page (counted separately). */
const AFTER_LOAD = /chat-widget\.js/;

interface Script {
  name: string;
  kind: 'inline' | 'src' | 'modulepreload';
  raw: number;
  gzip: number;
  after: boolean;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** GET with the landing Host header (fetch drops a `host` header, so node:http). */
function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { host: HOST, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every script of the landing HTML: inline ones measured in place, referenced ones fetched from the server. */
export async function landingScripts(baseUrl: string, html: string): Promise<Script[]> {
  const scripts: Script[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${m[1]}>`;
    const src = attr(tag, 'src');
    if (!src) {
      const body = m[2] ?? '';
      if (body.trim())
        scripts.push({
          name: '(inline)',
          kind: 'inline',
          raw: Buffer.byteLength(body),
          gzip: gz(body),
          after: false,
        });
      continue;
    }
    scripts.push(await fetched(baseUrl, src, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel')?.toLowerCase() === 'modulepreload')
      scripts.push(await fetched(baseUrl, href, 'modulepreload'));
  }
  return scripts;
}

async function fetched(baseUrl: string, src: string, kind: Script['kind']): Promise<Script> {
  if (/^(https?:)?\/\//.test(src))
    throw new Error(`third-party script ${src}: not expected on the landing page`);
  const { status, body } = await get(baseUrl, src);
  if (status !== 200) throw new Error(`${src} answered ${status}`);
  return { name: src, kind, raw: body.length, gzip: gz(body), after: AFTER_LOAD.test(src) };
}

async function load(baseUrl: string, name: string, headers: Record<string, string>): Promise<string[]> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/`,
        headers: { host: HOST, ...headers },
        connections: CONNECTIONS,
        duration: DURATION_S,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return [
    name,
    num(result.requests.average),
    num(percentile(latencies, 50), 1),
    num(p95, 1),
    num(percentile(latencies, 99), 1),
    num(result.latency.max, 1),
    num(result.requests.total),
    kib(result.throughput.total / Math.max(1, result.requests.total)),
    num(result.non2xx + result.errors + result.timeouts),
    p95 <= P95_TARGET_MS ? 'yes' : 'NO',
  ];
}

export async function runLandingPage(): Promise<void> {
  const external = process.env.BENCH_BASE_URL;
  const server = external ? null : await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  const baseUrl = external ?? server!.url;
  heading(`Landing page GET / (Host: ${HOST}): ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log(
    server
      ? `server: ${baseUrl} on ${server.database} database (started in ${num(server.startupMs)} ms)`
      : `server: ${baseUrl} (already running)`,
  );
  try {
    const { status, headers, body } = await get(baseUrl, '/');
    const html = body.toString('utf8');
    if (status !== 200 || !html.includes('data-testid="landing-hero"'))
      throw new Error(`GET / on ${HOST} is not the landing page (status ${status})`);
    const compressed = await get(baseUrl, '/', { 'accept-encoding': 'gzip, br' });
    console.log(
      `HTML: ${kib(body.length)} KiB raw, ${kib(gz(body))} KiB gzip -9; sent with Accept-Encoding gzip, br: ` +
        `${kib(compressed.body.length)} KiB (${compressed.headers['content-encoding'] ?? 'identity'}); ` +
        `cache-control: ${headers['cache-control'] ?? '-'}; etag: ${headers.etag ?? '-'}`,
    );

    heading('JS of the first load (gzip -9)');
    const scripts = await landingScripts(baseUrl, html);
    printTable(
      ['script', 'kind', 'raw KiB', 'gzip KiB', 'loads'],
      scripts.map((s) => [s.name, s.kind, kib(s.raw), kib(s.gzip), s.after ? 'after' : 'first']),
    );
    const first = scripts.filter((s) => !s.after).reduce((n, s) => n + s.gzip, 0);
    const after = scripts.filter((s) => s.after).reduce((n, s) => n + s.gzip, 0);
    console.log(
      `first load: ${kib(first)} KiB gzip of ${JS_BUDGET_KIB} KiB (${first / 1024 <= JS_BUDGET_KIB ? 'within budget' : 'OVER BUDGET'}); ` +
        `after load (chat widget): ${kib(after)} KiB gzip`,
    );

    heading(`Load: p95 target ${P95_TARGET_MS} ms`);
    const rows = [
      await load(baseUrl, 'GET / (identity)', {}),
      await load(baseUrl, 'GET / (gzip, br)', { 'accept-encoding': 'gzip, br' }),
    ];
    printTable(
      [
        'request',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'requests',
        'KiB/resp',
        'errors/non-2xx',
        'p95 ok',
      ],
      rows,
    );
  } finally {
    await server?.stop();
  }
}

if (isMain(import.meta.url)) {
  runLandingPage().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
