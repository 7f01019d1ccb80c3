// Issue 15 "Never a 5xx for bad input", at volume: ≥ 10 000 fuzzed requests (test/support/fuzz.ts: every operation
// of the OpenAPI document, each demo role and no sign-in, valid-looking values with NUL bytes, invalid dates, huge
// numbers, wrong types, long text, malformed JSON and URLs, wrong content types, multipart with odd file names)
// over HTTP against the real server on a fresh PostgreSQL database. Prints the answers ≥ 500 (must be 0) and the
// 4xx that are not a German problem+json. Figures only; the exit code is 1 when either count is not 0.
import http from 'node:http';
import fc from 'fast-check';
import pg from 'pg';
import {
  type Answer,
  callerArb,
  type FuzzRequest,
  gatePassers,
  judge,
  type OpenApiDoc,
  operationsOf,
  requestArb,
  seedOf,
} from '../apps/server/test/support/fuzz.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

const TOTAL = Number(process.env.BENCH_FUZZ_REQUESTS ?? 12_000);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PASSWORD = 'Demo-Pass1!';
const DEMO = {
  admin: { email: 'admin@example.com', host: 'localhost' },
  superuser: { email: 'superuser@example.com', host: 'localhost' },
  reseller: { email: 'reseller@example.com', host: 'localhost' },
  issuer: { email: 'issuer@example.com', host: 'localhost' },
  investor: { email: 'investor@example.com', host: 'demo.invest.localhost' },
  salesrep: { email: 'salesrep@example.com', host: 'demo.broker.localhost' },
} as const;
type Role = keyof typeof DEMO;
type Caller = Role | 'anonymous';
const ROLES = Object.keys(DEMO) as Role[];
const CALLERS: readonly Caller[] = [...ROLES, 'anonymous'];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One raw HTTP request (node:http, so that the Host header and odd paths go out as they are). */
function request(base: URL, r: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: r.url,
        method: r.method,
        headers: { ...headers, ...r.headers },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.payload);
  });
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `zp_fuzz_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function runFuzz(): Promise<{ requests: number; serverErrors: number; notGerman: number }> {
  heading(`fuzz: ≥ ${num(TOTAL)} requests over every operation, PostgreSQL`);
  const db = await createDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const server = await startServer({ databaseUrl: db.url, env: { AUTH_RATE_LIMIT: '1000000' }, quiet: true });
  const base = new URL(server.url);
  const tokens = new Map<Caller, string>();
  const send = async (caller: Caller, r: FuzzRequest): Promise<Answer> => {
    const token = tokens.get(caller);
    const host = caller === 'anonymous' ? 'localhost' : DEMO[caller].host;
    return request(base, r, { host, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  };
  /** Signs each role in again when a fuzzed logout, password change or deletion ended its session. */
  const renew = async () => {
    for (const role of ROLES) {
      if (
        tokens.has(role) &&
        (await send(role, { method: 'GET', url: '/api/me', headers: {} })).statusCode !== 401
      )
        continue;
      const res = await send('anonymous', {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', host: DEMO[role].host },
        payload: JSON.stringify({ email: DEMO[role].email, password: PASSWORD }),
      });
      if (res.statusCode === 200) tokens.set(role, JSON.parse(res.body).access);
    }
  };
  const statuses = new Map<string, number>();
  const findings = {
    'server error': [] as string[],
    'not problem+json': [] as string[],
    'not German': [] as string[],
  };
  let requests = 0;
  const started = Date.now();
  try {
    await renew();
    const doc = JSON.parse(
      (await send('anonymous', { method: 'GET', url: '/api/docs/json', headers: {} })).body,
    ) as OpenApiDoc;
    const ops = operationsOf(doc);
    const perOp = Math.ceil(TOTAL / ops.length);
    for (const op of ops) {
      const callers = callerArb(await gatePassers(op, CALLERS, send), CALLERS);
      const batch = fc.sample(fc.tuple(callers, requestArb(op)), { seed: seedOf(op.key), numRuns: perOp });
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const [caller, r] = batch[next++]!;
          const res = await send(caller, r);
          requests++;
          const cls = `${Math.floor(res.statusCode / 100)}xx`;
          statuses.set(cls, (statuses.get(cls) ?? 0) + 1);
          const wrong = judge(res);
          if (wrong)
            findings[wrong].push(
              `${caller} ${r.method} ${r.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await renew();
    }
    const seconds = (Date.now() - started) / 1000;
    printTable(
      ['requests', 'operations', 'callers', '2xx', '4xx', '≥ 500', 'not problem+json', 'not German', 'req/s'],
      [
        [
          num(requests),
          num(ops.length),
          num(CALLERS.length),
          num(statuses.get('2xx') ?? 0),
          num(statuses.get('4xx') ?? 0),
          num(findings['server error'].length),
          num(findings['not problem+json'].length),
          num(findings['not German'].length),
          num(requests / seconds),
        ],
      ],
    );
    for (const [kind, list] of Object.entries(findings))
      for (const line of list.slice(0, 10)) console.log(`  ${kind}: ${line}`);
  } finally {
    agent.destroy();
    await server.stop();
    await db.drop();
  }
  return {
    requests,
    serverErrors: findings['server error'].length,
    notGerman: findings['not problem+json'].length + findings['not German'].length,
  };
}

if (isMain(import.meta.url)) {
  const out = await runFuzz();
  process.exitCode = out.serverErrors || out.notGerman ? 1 : 0;
}
