/**
 * CPU per request kind of the subscription launch (issue 22): where a finished subscription's server CPU goes.
 * The setup of `launch.ts` (a fresh PostgreSQL database, the real server with demo data, N investors signed up);
 * then the wizard runs phase by phase, each phase one request kind for every investor, C at a time (default 1, so
 * the figures hold no waiting on locks): server CPU and this database's PostgreSQL CPU per request of the phase, from
 * /proc, and the wall time per request. A phase of `GET /api/health` gives the floor of a request through the
 * server's hooks; the last phase waits for the finishes' document-and-mail jobs.
 *
 *   npx tsx bench/request-cpu.ts [--investors 300] [--concurrency 1]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the database on)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" PHASE_MARKS=/tmp/marks.json   (profile the server;
 *     the marks file holds each phase's start and end on the monotonic clock in µs, the clock of the profile's
 *     timestamps, to cut the profile by phase)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { hostApi } from './lib/host-api.ts';
import { backendCpu, backendCpuSince, cpuMs } from './lib/proc.ts';
import {
  createRequest,
  DEMO_HOST,
  jobsDrained,
  numberArg,
  pool,
  type WizardRequest,
  withLaunch,
  wizardRequests,
} from './lib/wizard.ts';

const INVESTORS = numberArg('investors', 300);
const CONCURRENCY = numberArg('concurrency', 1);

const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(CONCURRENCY, 8) });
const api = hostApi({ host: DEMO_HOST, agent, timeoutMs: 120_000 });

await withLaunch(
  { investors: INVESTORS, concurrency: 8, api },
  async ({ server, db, dbName, product, investors }) => {
    console.log(
      `request CPU: ${INVESTORS} investors, one request kind at a time, ${CONCURRENCY} at a time (PostgreSQL ${dbName}; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );
    const marks: { label: string; startUs: number; endUs: number }[] = [];
    const nowUs = () => Number(process.hrtime.bigint() / 1000n);
    const measure = async (label: string, run: () => Promise<void>) => {
      const pgBefore = await backendCpu(db, dbName);
      const serverBefore = cpuMs(server.pid);
      const t0 = performance.now();
      const startUs = nowUs();
      await run();
      marks.push({ label, startUs, endUs: nowUs() });
      const wall = performance.now() - t0;
      const serverMs = cpuMs(server.pid) - serverBefore;
      const pgMs = backendCpuSince(pgBefore, await backendCpu(db, dbName));
      const n = INVESTORS;
      const row = `${label.padEnd(42)} server ${(serverMs / n).toFixed(2).padStart(6)} ms  PostgreSQL ${(pgMs / n).toFixed(2).padStart(6)} ms  wall ${(wall / n).toFixed(2).padStart(6)} ms`;
      console.log(`  ${row}`);
      return { serverMs, pgMs };
    };
    const send = async (token: string, r: WizardRequest) => {
      const answer = await api(server, r.method, r.url, token, r.body);
      if (answer.status !== r.expect)
        throw new Error(`${r.kind}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 400)}`);
      return answer.json;
    };

    await measure('GET /health (the floor)', () =>
      pool(INVESTORS, CONCURRENCY, async () => {
        const r = await api(server, 'GET', '/health');
        if (r.status !== 200) throw new Error(`health: ${r.status}`);
      }),
    );
    const ids: number[] = new Array(INVESTORS);
    let total = { serverMs: 0, pgMs: 0 };
    const add = (m: { serverMs: number; pgMs: number }) => {
      total = { serverMs: total.serverMs + m.serverMs, pgMs: total.pgMs + m.pgMs };
    };
    add(
      await measure(createRequest(investors[0]!, product.id).kind, () =>
        pool(INVESTORS, CONCURRENCY, async (i) => {
          ids[i] = (await send(investors[i]!.token, createRequest(investors[i]!, product.id))).id;
        }),
      ),
    );
    const steps = wizardRequests(investors[0]!, ids[0]!, 0).length;
    for (let step = 0; step < steps; step++) {
      add(
        await measure(wizardRequests(investors[0]!, ids[0]!, 0)[step]!.kind, () =>
          pool(INVESTORS, CONCURRENCY, async (i) => {
            await send(investors[i]!.token, wizardRequests(investors[i]!, ids[i]!, i)[step]!);
          }),
        ),
      );
    }
    add(await measure('the finishes’ document-and-mail jobs', () => jobsDrained(db)));
    if (process.env.PHASE_MARKS) fs.writeFileSync(process.env.PHASE_MARKS, JSON.stringify(marks, null, 1));
    console.log(
      `  per finished subscription: server ${(total.serverMs / INVESTORS).toFixed(1)} ms, PostgreSQL ${(total.pgMs / INVESTORS).toFixed(1)} ms (8 requests and the job)`,
    );
  },
);
agent.destroy();
