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
 *   npx tsx bench/launch.ts [--investors 200] [--concurrency 32] [--instances 1]
 *   --instances N: N server processes on the one database, DATA_DIR and chain, investor i on instance i mod N (as a
 *   session-affine load balancer would spread them); the server CPU is theirs together
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the database on)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   (profile the server)
 *   BENCH_KEEP=1   (keep the database zp_launch_<pid> afterwards, to look at what the launch wrote; drop it yourself)
 *   --waits   (sample what the database's connections do every 100 ms during the launch: running, waiting for a lock
 *   or the WAL, or waiting for the server inside or outside a transaction — where a finish's time goes besides CPU)
 *
 * Besides the server's and PostgreSQL's CPU it prints the machine's: the bench's own client, the cores left idle and
 * the time stolen by the hypervisor, so a run shows whether the two cores were saturated (the target's second clause)
 * and whether a slow run was this machine's neighbours.
 */
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { hostApi } from './lib/host-api.ts';
import { backendCpu, backendCpuSince, cpuMs, machineCpuMs, mainThreadCpuMs } from './lib/proc.ts';
import type { BenchServer } from './lib/server.ts';
import {
  createRequest,
  DEMO_HOST,
  DEMO_PRODUCT,
  type Investor,
  numberArg,
  pool,
  type WizardRequest,
  withLaunch,
  wizardRequests,
} from './lib/wizard.ts';

const INVESTORS = numberArg('investors', 200);
const CONCURRENCY = numberArg('concurrency', 32);
const INSTANCES = numberArg('instances', 1);
const WAITS = process.argv.includes('--waits');
const HOST = DEMO_HOST;
const CONFIRMATION_SUBJECT = 'Ihre Zeichnung';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const api = hostApi({ host: HOST, agent, timeoutMs: 120_000 });

/** The server processes (the bundle runs in one process each; the image child is not part of a launch). */
const serverCpuMs = (servers: BenchServer[]) => servers.reduce((sum, s) => sum + cpuMs(s.pid), 0);
/** Their main threads: where JavaScript runs (the rest is V8's compiler and GC helpers and libuv's pool). */
const serverMainMs = (servers: BenchServer[]) => servers.reduce((sum, s) => sum + mainThreadCpuMs(s.pid), 0);

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

/**
 * Samples the launch database's connections every 100 ms until stopped (`--waits`): how often each was running, waiting
 * on a lock or the WAL, or idle waiting for the server (inside a transaction: the server has not sent the next
 * statement yet; outside: a free connection of the pool). Answers the counts, largest first.
 */
function sampleWaits(db: pg.Pool, dbName: string) {
  const counts = new Map<string, number>();
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const { rows } = await db.query<{ what: string; n: number }>(
        `select case when state = 'active' then 'running: ' || coalesce(wait_event_type || ' ' || wait_event, 'on CPU')
                     else coalesce(state, '?') || ': ' || coalesce(wait_event, '-') end as what, count(*)::int as n
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
         group by 1`,
        [dbName],
      );
      for (const { what, n } of rows) counts.set(what, (counts.get(what) ?? 0) + n);
      await sleep(100);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
}

/** The kind-0 wizard: the create, then the seven requests in the web app's order (`lib/wizard.ts`). */
async function runWizard(
  server: BenchServer,
  inv: Investor,
  productId: number,
  i: number,
  lat: Latencies,
  onFinished: () => void,
) {
  const call = async ({ kind, method, url, body, expect }: WizardRequest) => {
    const t0 = performance.now();
    const r = await api(server, method, url, inv.token, body);
    // The three step saves count as one kind, as the table of issue 22 has them.
    lat.add(
      kind.startsWith('PUT /zeichnung/:id/update (step') ? 'PUT /zeichnung/:id/update (step)' : kind,
      performance.now() - t0,
    );
    if (r.status !== expect) throw new Error(`${kind}: ${r.status} ${JSON.stringify(r.json).slice(0, 400)}`);
    return r.json;
  };
  const z = await call(createRequest(inv, productId));
  let done: { status?: string } = {};
  for (const request of wizardRequests(inv, z.id, i)) done = await call(request);
  if (done.status !== 'F') throw new Error(`finish answered status ${done.status}`);
  onFinished();
}

async function main() {
  await withLaunch(
    { investors: INVESTORS, concurrency: CONCURRENCY, api, instances: INSTANCES },
    async ({ server, servers, db, dbName, product, investors }) => {
      console.log(
        `launch: ${INVESTORS} new investors × the kind-${product.kind} wizard of "${DEMO_PRODUCT}", ${CONCURRENCY} at a time ` +
          `(PostgreSQL ${dbName}; ${servers.length} server instance${servers.length > 1 ? 's' : ''}, start ${server.startupMs} ms; load average ${os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')})`,
      );
      const lat = new Latencies();
      const backendsBefore = await backendCpu(db, dbName);
      const serverBefore = serverCpuMs(servers);
      const machineBefore = machineCpuMs();
      const mainBefore = serverMainMs(servers);
      const benchBefore = process.cpuUsage();
      const stopWaits = WAITS ? sampleWaits(db, dbName) : null;
      const t0 = performance.now();
      let finished = 0;
      let lastFinishAt = 0;
      const failures: string[] = [];
      await pool(INVESTORS, CONCURRENCY, async (i) => {
        try {
          await runWizard(servers[i % servers.length]!, investors[i]!, product.id, i, lat, () => {
            finished++;
            lastFinishAt = Date.now();
          });
        } catch (err) {
          failures.push(String((err as Error).message));
        }
      });
      const wallS = (performance.now() - t0) / 1000;
      const serverCpu = serverCpuMs(servers) - serverBefore;
      const machine = machineCpuMs();
      const serverMain = serverMainMs(servers) - mainBefore;
      const bench = process.cpuUsage(benchBefore);
      const waits = stopWaits ? await stopWaits() : null;
      const backendsAfter = await backendCpu(db, dbName);
      const pgCpu = backendCpuSince(backendsBefore, backendsAfter);

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
      const serverCpuAll = serverCpuMs(servers) - serverBefore;
      const pgCpuAll = backendCpuSince(backendsBefore, await backendCpu(db, dbName));
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
      const cores = os.cpus().length;
      const share = (ms: number) => (ms / 1000 / wallS).toFixed(2);
      console.log(
        `the server's main thread${servers.length > 1 ? 's' : ''} ${share(serverMain)} cores (${(serverMain / finished).toFixed(1)} ms per finish, the rest of the server's CPU its helper threads); ` +
          `the machine during the launch: the bench's client ${share((bench.user + bench.system) / 1000)} cores ` +
          `(${((bench.user + bench.system) / 1000 / finished).toFixed(1)} ms per finish), all processes ${share(machine.busy - machineBefore.busy)}, ` +
          `idle ${share(machine.idle - machineBefore.idle)}, stolen by the hypervisor ${share(machine.steal - machineBefore.steal)} of ${cores} cores`,
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
      if (waits) {
        const total = waits.reduce((sum, [, n]) => sum + n, 0);
        console.log(`the database's connections during the launch (${total} samples, every 100 ms):`);
        for (const [what, n] of waits)
          console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${what}`);
      }
      console.log(
        `load average after: ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    },
  );
  agent.destroy();
}

await main();
