/**
 * A wide prepared statement with its row description kept (decision 067) against pg's own flow, which asks PostgreSQL
 * to describe the result on every execution (issue 22). One statement of 161 columns of the wizard's kinds (text,
 * integer, timestamp, NULL bigint; the subscription row read with its parties has ≈ 200) runs N times on one
 * connection in array row mode, as drizzle's statements do. Each side runs in a process of its own (the kept
 * descriptions are installed for a whole process), the sides alternate round by round: CPU of the client process and
 * of its PostgreSQL backend per execution (/proc), and the wall time. No table is needed.
 *
 *   npx tsx bench/row-descriptions.ts [--rounds 4] [--iterations 10000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server and database to connect to)
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installKeptRowDescriptions } from '../apps/server/src/db/pg-row-descriptions.ts';
import { heading, num, printTable } from './lib/format.ts';
import { cpuMs } from './lib/proc.ts';
import { numberArg } from './lib/wizard.ts';

const ROUNDS = numberArg('rounds', 4);
const ITERATIONS = numberArg('iterations', 10_000);
const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COLUMNS = 160;

const KINDS = [
  (i: number) => `'value ${i}'::text`,
  (i: number) => `${i}::int`,
  (i: number) => `timestamptz '2026-12-08 10:00:00+01' + ${i} * interval '1 s'`,
  () => 'null::bigint',
];
const column = (i: number) => `${KINDS[i % KINDS.length]!(i)} as column_number_${i}`;
const TEXT = `select $1::int as id, ${Array.from({ length: COLUMNS }, (_, i) => column(i)).join(', ')}`;

interface Side {
  clientUs: number;
  backendUs: number;
  wallUs: number;
}

/** One side in this process: N executions after a warm-up, per execution. */
async function runSide(kept: boolean): Promise<Side> {
  if (kept) installKeptRowDescriptions();
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  try {
    const run = (i: number) =>
      client.query({ name: 'zp_bench_wide', text: TEXT, values: [i], rowMode: 'array' });
    for (let i = 0; i < 500; i++) await run(i);
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const backend0 = cpuMs(pid);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < ITERATIONS; i++) {
      const r = await run(i);
      if (r.rows[0]?.[0] !== i || r.rows[0].length !== COLUMNS + 1) throw new Error('wrong row');
    }
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const backend = cpuMs(pid) - backend0;
    return {
      clientUs: (cpu.user + cpu.system) / ITERATIONS,
      backendUs: (backend * 1000) / ITERATIONS,
      wallUs: (wall * 1000) / ITERATIONS,
    };
  } finally {
    await client.end();
  }
}

const side = process.argv.indexOf('--side');
if (side >= 0) {
  console.log(JSON.stringify(await runSide(process.argv[side + 1] === 'kept')));
} else {
  const self = fileURLToPath(import.meta.url);
  const results: Record<'described' | 'kept', Side[]> = { described: [], kept: [] };
  for (let r = 0; r < ROUNDS; r++)
    for (const which of ['described', 'kept'] as const) {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', self, '--side', which, '--iterations', String(ITERATIONS)],
        { encoding: 'utf8' },
      );
      results[which].push(JSON.parse(out.trim().split('\n').at(-1)!) as Side);
    }
  heading(
    `A prepared statement of ${COLUMNS + 1} columns, ${num(ITERATIONS)} executions a round, ${ROUNDS} rounds`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const cell = (list: Side[], key: keyof Side) =>
    `${num(median(list.map((s) => s[key])), 1)} (${list.map((s) => num(s[key], 1)).join(' · ')})`;
  printTable(
    ['row description', 'client µs per execution', 'PostgreSQL µs', 'wall µs'],
    (['described', 'kept'] as const).map((which) => [
      which === 'kept' ? 'kept from the first execution' : 'asked for on every execution (pg)',
      cell(results[which], 'clientUs'),
      cell(results[which], 'backendUs'),
      cell(results[which], 'wallUs'),
    ]),
  );
}
