/**
 * A subscription launch (issue 22): N new investors sign up through the API on the demo investor portal and run
 * the whole kind-0 wizard of the demo bond with the requests the web app makes, C at a time. The real server
 * (demo data, built web app not needed) runs on a fresh PostgreSQL database `zp_launch_<pid>`, dropped at the end.
 *
 * Phase 1 (not part of the figures): sign-up, the activation code from the outbox, set-password (signs in).
 * Phase 2, the launch: per investor the 8 requests of the wizard (create, read, the person's data, the three
 * step saves with `step`, the bank data, the finish with status F). Prints per request kind p50/p95/p99/max,
 * finished subscriptions per second, CPU per finish of the server process and of this database's PostgreSQL
 * backends (utime+stime from /proc), and the mail lag: from the last finish answer until the last confirmation
 * mail of the launch is marked sent (captured: no SMTP) in the outbox.
 *
 *   npx tsx bench/launch.ts [--investors 200] [--concurrency 32]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the database on)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   (profile the server)
 */
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hostApi, workingDaysAhead } from './lib/host-api.ts';
import { cpuTicksOf, USER_HZ } from './lib/proc.ts';
import { type BenchServer, startServer } from './lib/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const INVESTORS = arg('investors', 200);
const CONCURRENCY = arg('concurrency', 32);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = 'demo.invest.localhost';
const PRODUCT = 'Solarpark Brandenburg Anleihe 2027'; // kind 0: min 500 €, steps of 100 €, agio, depot number
const PASSWORD = 'Launch-Pass1!';
const CONFIRMATION_SUBJECT = 'Ihre Zeichnung';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const api = hostApi({ host: HOST, agent, timeoutMs: 120_000 });

/** utime + stime of a process in ms (/proc/<pid>/stat), 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    return (cpuTicksOf(pid) * 1000) / USER_HZ;
  } catch {
    return 0;
  }
}
/** The server and the node processes it started (tsx runs the server in the same process). */
const serverCpuMs = (server: BenchServer) => cpuMs(server.pid);

/** CPU of this database's PostgreSQL backends by pid (those alive now). */
async function backendCpu(db: pg.Pool, dbName: string): Promise<Map<number, number>> {
  const rows = (
    await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])
  ).rows;
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : Number.NaN;

class Latencies {
  readonly byKind = new Map<string, number[]>();
  add(kind: string, ms: number) {
    const list = this.byKind.get(kind) ?? [];
    list.push(ms);
    this.byKind.set(kind, list);
  }
  line(kind: string, values = this.byKind.get(kind) ?? []) {
    const s = [...values].sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(1).padStart(7);
    return `${kind.padEnd(34)} n=${String(s.length).padStart(5)}  p50 ${f(quantile(s, 0.5))}  p95 ${f(quantile(s, 0.95))}  p99 ${f(quantile(s, 0.99))}  max ${f(s.at(-1) ?? Number.NaN)} ms`;
  }
}

/** Runs `task(i)` for i < n, `concurrency` at a time. */
async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

interface Investor {
  email: string;
  token: string;
  investorId: number;
}

async function signUp(server: BenchServer, db: pg.Pool, tag: string, i: number): Promise<Investor> {
  const email = `launch-${tag}-${i}@bench.example`;
  const signup = await api(server, 'POST', '/investor/signup', undefined, {
    email,
    salutation: 'Herr',
    firstName: 'Lars',
    lastName: `Start${i}`,
    agbAccepted: true,
    dataPrivacyAccepted: true,
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = (
    await db.query<{ text: string }>('select text from mails where "to" = $1 order by id desc limit 1', [
      email,
    ])
  ).rows[0];
  const code = mail?.text.match(/activationCode=([^&\s]+)/)?.[1];
  if (!code) throw new Error(`no activation code mailed to ${email}`);
  const set = await api(server, 'POST', '/set-password', undefined, {
    email,
    password: PASSWORD,
    activationCode: decodeURIComponent(code),
  });
  if (set.status !== 200) throw new Error(`set-password: ${set.status} ${JSON.stringify(set.json)}`);
  return { email, token: set.json.access, investorId: set.json.investor.id };
}

/** The kind-0 wizard as the web app runs it (apps/web/src/features/subscriptions/components/wizard). */
async function runWizard(
  server: BenchServer,
  inv: Investor,
  productId: number,
  i: number,
  lat: Latencies,
  onFinished: () => void,
) {
  const call = async (kind: string, method: string, url: string, body?: unknown, expect = 200) => {
    const t0 = performance.now();
    const r = await api(server, method, url, inv.token, body);
    lat.add(kind, performance.now() - t0);
    if (r.status !== expect) throw new Error(`${kind}: ${r.status} ${JSON.stringify(r.json).slice(0, 400)}`);
    return r.json;
  };
  const z = await call(
    'POST /zeichnung/create',
    'POST',
    '/zeichnung/create',
    { product: productId, investor: inv.investorId },
    201,
  );
  await call('GET /zeichnung/:id', 'GET', `/zeichnung/${z.id}`);
  const at = `/zeichnung/${z.id}/update`;
  await call('PUT /investor/:id/update (person)', 'PUT', `/investor/${inv.investorId}/update`, {
    salutation: 'Herr',
    title: null,
    firstName: 'Lars',
    lastName: `Start${i}`,
    street: 'Hauptstraße',
    houseNumber: '12',
    zipCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    dateOfBirth: '1980-04-12',
    nationality: 'deutsch',
    landlineNumber: null,
    mobileNumber: '+49 170 1234567',
  });
  await call('PUT /zeichnung/:id/update (step)', 'PUT', at, { activeStep: 1, step: 'personal' });
  await call('PUT /zeichnung/:id/update (step)', 'PUT', at, {
    volume: 500 + (i % 10) * 100,
    transferDate: workingDaysAhead(5),
    investOnOwnAccepted: true,
    enoughMoneyToInvestCashAccepted: true,
    activeStep: 2,
    step: 'details',
  });
  await call('PUT /investor/:id/update (bank)', 'PUT', `/investor/${inv.investorId}/update`, {
    bankAccountOwner: `Lars Start${i}`,
    bankIban: 'DE89370400440532013000',
    bankBic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    bankDepotNumber: `DEPOT-${i}`,
  });
  await call('PUT /zeichnung/:id/update (step)', 'PUT', at, { activeStep: 3, step: 'bank' });
  const done = await call('PUT /zeichnung/:id/update (finish)', 'PUT', at, {
    receipt1: true,
    receipt2: true,
    receipt3: true,
    status: 'F',
  });
  if (done.status !== 'F') throw new Error(`finish answered status ${done.status}`);
  onFinished();
}

async function main() {
  const dbName = `zp_launch_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(BASE_URL);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
  db.on('error', () => undefined); // idle clients cut by the final drop
  let server: BenchServer | undefined;
  try {
    server = await startServer({
      databaseUrl: dbUrl.toString(),
      quiet: process.env.BENCH_VERBOSE !== '1',
      env: { AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
    });
    const product = (
      await db.query<{ id: number; kind: number }>(
        'select id, kind from products where name = $1 and is_zeichnable',
        [PRODUCT],
      )
    ).rows[0];
    if (!product) throw new Error(`demo product "${PRODUCT}" not found or not released`);
    // The launch must not run out of volume.
    await db.query('update products set volume_cents = invested_volume_cents + 10000000000 where id = $1', [
      product.id,
    ]);
    console.log(
      `launch: ${INVESTORS} new investors × the kind-${product.kind} wizard of "${PRODUCT}", ${CONCURRENCY} at a time ` +
        `(PostgreSQL ${dbName}; server start ${server.startupMs} ms; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );

    const tag = String(process.pid);
    const investors: Investor[] = new Array(INVESTORS);
    const signupStart = performance.now();
    await pool(INVESTORS, CONCURRENCY, async (i) => {
      investors[i] = await signUp(server!, db, tag, i);
    });
    console.log(
      `sign-up + activation: ${INVESTORS} in ${((performance.now() - signupStart) / 1000).toFixed(1)} s (not in the figures below)`,
    );
    // Let the sign-up mails drain, so that the launch measures the wizard alone.
    while (
      Number(
        (
          await db.query<{ n: string }>(`select count(*) as n from jobs where status in ('pending','running')
          and run_at <= now()`)
        ).rows[0]!.n,
      ) > 0
    )
      await sleep(100);

    const lat = new Latencies();
    const backendsBefore = await backendCpu(db, dbName);
    const serverBefore = serverCpuMs(server);
    const t0 = performance.now();
    let finished = 0;
    let lastFinishAt = 0;
    const failures: string[] = [];
    await pool(INVESTORS, CONCURRENCY, async (i) => {
      try {
        await runWizard(server!, investors[i]!, product.id, i, lat, () => {
          finished++;
          lastFinishAt = Date.now();
        });
      } catch (err) {
        failures.push(String((err as Error).message));
      }
    });
    const wallS = (performance.now() - t0) / 1000;
    const serverCpu = serverCpuMs(server) - serverBefore;
    const backendsAfter = await backendCpu(db, dbName);
    let pgCpu = 0;
    for (const [pid, ms] of backendsAfter) pgCpu += ms - (backendsBefore.get(pid) ?? 0);

    // Mail lag: the last confirmation of the launch marked sent (captured) after the last finish answer.
    const emails = investors.map((inv) => inv.email);
    const deadline = Date.now() + 120_000;
    let mails = { n: 0, last: null as Date | null };
    while (Date.now() < deadline) {
      const row = (
        await db.query<{ n: string; last: Date | null }>(
          `select count(*) as n, max(sent_at) as last from mails
           where subject = $1 and "to" = any($2) and status in ('sent', 'captured')`,
          [CONFIRMATION_SUBJECT, emails],
        )
      ).rows[0]!;
      mails = { n: Number(row.n), last: row.last };
      if (mails.n >= finished) break;
      await sleep(20);
    }
    // Everything a finish costs, its job included: CPU until the last confirmation was sent.
    const serverCpuAll = serverCpuMs(server) - serverBefore;
    let pgCpuAll = 0;
    for (const [pid, ms] of await backendCpu(db, dbName)) pgCpuAll += ms - (backendsBefore.get(pid) ?? 0);
    const documents = Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from zeichnungen where product_id = $1 and status = 'F'
           and zeichnungsschein_file_id is not null and finished_at is not null and investor_id in
           (select i.id from investors i join users u on u.id = i.user_id where u.email = any($2))`,
          [product.id, emails],
        )
      ).rows[0]!.n,
    );

    console.log('');
    console.log('latency per request (ms):');
    for (const kind of lat.byKind.keys()) console.log(`  ${lat.line(kind)}`);
    const steps = lat.byKind.get('PUT /zeichnung/:id/update (step)') ?? [];
    const saves = [...steps, ...(lat.byKind.get('PUT /investor/:id/update (person)') ?? [])];
    console.log(
      `  ${lat.line('all saves (steps + investor data)', [...saves, ...(lat.byKind.get('PUT /investor/:id/update (bank)') ?? [])])}`,
    );
    console.log('');
    console.log(
      `finished: ${finished}/${INVESTORS} in ${wallS.toFixed(2)} s → ${(finished / wallS).toFixed(1)} finishes/s` +
        (failures.length ? `; failed: ${failures.length} (first: ${failures[0]})` : ''),
    );
    console.log(
      `CPU per finish: server ${(serverCpu / finished).toFixed(1)} ms, PostgreSQL (this database's backends) ${(pgCpu / finished).toFixed(1)} ms, ` +
        `together ${((serverCpu + pgCpu) / finished).toFixed(1)} ms; CPU use ${((serverCpu + pgCpu) / 1000 / wallS).toFixed(2)} of ${os.cpus().length} cores`,
    );
    console.log(
      `CPU per finish with its document-and-mail job (until the last confirmation): server ${(serverCpuAll / finished).toFixed(1)} ms, ` +
        `PostgreSQL ${(pgCpuAll / finished).toFixed(1)} ms, together ${((serverCpuAll + pgCpuAll) / finished).toFixed(1)} ms`,
    );
    console.log(
      `confirmation mails sent: ${mails.n}/${finished}; the last ${
        mails.last ? `${((mails.last.getTime() - lastFinishAt) / 1000).toFixed(2)} s` : '–'
      } after the last finish answer; finished with document: ${documents}`,
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server?.stop();
    agent.destroy();
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
