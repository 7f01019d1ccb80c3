/**
 * How many audited transactions a tenant can commit per second (issue 22's launch, decision 052). Every state change
 * writes its audit entry in its own transaction, and the chain trigger (migrations 0022/0023) locks the tenant's
 * chain head from that insert until the commit. In a launch every investor of the portal writes into the same chain,
 * so those transactions commit one after the other, each waiting for its predecessor's WAL flush.
 *
 * On a fresh database (the server's migrations) C connections (32) each run, for BENCH_DURATION seconds (5), the shape
 * of a wizard step save: `begin`, an update of a row of their own, the audit entry, `commit`. Three runs: without the
 * audit entry, all entries in one tenant's chain (a launch), each connection in a chain of its own. Prints
 * transactions per second and p50/p99 of the transaction. Nothing else runs against the database.
 *
 *   npx tsx bench/audit-contention.ts     # DATABASE_URL: the server to create the database on (dropped at the end)
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, loadAverage, num, percentile, printTable } from './lib/format.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 5) * 1000;

const AUDIT_INSERT = `insert into audit_log (tenant_id, actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip)
  values ($1, 1, 'investor', 'zeichnung.update', 'zeichnung', $2, '{"activeStep": 2}', '{"activeStep": 3}', 'bench', '127.0.0.1')`;

async function run(url: string, tenantOf: ((connection: number) => number) | null) {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const latencies: number[] = [];
  try {
    const end = performance.now() + DURATION_MS;
    await Promise.all(
      clients.map(async (c, i) => {
        while (performance.now() < end) {
          const t = performance.now();
          await c.query('begin');
          await c.query({
            name: 'bench_own_row',
            text: 'update bench_rows set n = n + 1 where id = $1',
            values: [i],
          });
          if (tenantOf)
            await c.query({ name: 'bench_audit', text: AUDIT_INSERT, values: [tenantOf(i), String(i)] });
          await c.query('commit');
          latencies.push(performance.now() - t);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function runAuditContention(): Promise<void> {
  heading(`Audited transactions per second: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each`);
  console.log(`load average ${loadAverage()}`);
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await createFreshDatabase(base);
  try {
    const database = await openPostgres(url, 2);
    await database.migrate();
    await database.close();
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query('create table bench_rows (id int primary key, n int not null)');
    await setup.query(`insert into bench_rows select g, 0 from generate_series(0, ${CONNECTIONS - 1}) g`);
    await setup.end();

    const rows: string[][] = [];
    const add = (label: string, r: Awaited<ReturnType<typeof run>>) =>
      rows.push([label, num(r.perSecond), num(r.p50, 1), num(r.p99, 1)]);
    add('begin, update, commit (no audit entry)', await run(url, null));
    add('… and an audit entry, one tenant (a launch)', await run(url, () => 7));
    add('… and an audit entry, a tenant per connection', await run(url, (i) => 100 + i));
    add('… and an audit entry, one tenant (again)', await run(url, () => 7));
    printTable(['transaction', 'per second', 'p50 ms', 'p99 ms'], rows);
  } finally {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  console.log(`load average after ${loadAverage()}`);
}

if (isMain(import.meta.url)) {
  runAuditContention().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
