import os from 'node:os';
import { addMonthsClamped } from '@zp/domain';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/server/src/db/client.ts';
import { products, zeichnungen } from '../apps/server/src/db/schema/index.ts';
import type { Actor } from '../apps/server/src/lib/audit.ts';
import {
  generateSchedules,
  type ScheduleItem,
  type ScheduleSubscription,
} from '../apps/server/src/modules/payouts/payouts.service.ts';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { cpuTicksOf, USER_HZ } from './lib/proc.ts';

/**
 * Interest schedules at scale (issue 18, docs/decisions/025): generating the interest payment events and instalment
 * plans of 100 000 paid subscriptions with the server's own service (generateSchedules: the domain's ACT/ACT
 * schedule, bulk unnest inserts, one audit entry per product), in transactions of BENCH_SCHEDULE_BATCH
 * subscriptions, on PostgreSQL. Target ≤ 10 s. Then the same again, which must create nothing (idempotence at scale).
 * Besides the wall time it reports Node's CPU and the PostgreSQL backends' CPU (decision 040).
 *
 *   npx tsx bench/payout-schedules.ts      # a fresh database on DATABASE_URL's server (default 127.0.0.1/test), dropped
 */

const SUBSCRIPTIONS = Number(process.env.BENCH_SCHEDULE_SUBSCRIPTIONS ?? 100_000);
const BATCH = Number(process.env.BENCH_SCHEDULE_BATCH ?? 10_000);
const WORKERS = Number(process.env.BENCH_SCHEDULE_WORKERS ?? 2);
const TARGET_S = 10;
const ACTOR: Actor = { userId: null, role: 'system' };

/** The products' terms: the rhythms of the spec (quarterly, half-yearly, yearly, end of term, monthly). */
const PRODUCTS = [
  { name: 'Anleihe quartalsweise 5 J.', paymentsPerYear: 4, years: 5, interest: 6.5 },
  { name: 'Nachrangdarlehen jährlich 7 J.', paymentsPerYear: 1, years: 7, interest: 5.25 },
  { name: 'Anleihe halbjährlich 4 J.', paymentsPerYear: 2, years: 4, interest: 4.75 },
  { name: 'Darlehen endfällig 3 J.', paymentsPerYear: 0, years: 3, interest: 4 },
  { name: 'Sparplan monatlich 2 J.', paymentsPerYear: 12, years: 2, interest: 3.5, installments: true },
];

export async function seed(client: pg.Client) {
  const { rows: u } = await client.query<{ id: number }>(
    `insert into users (email, role) values ('bench-schedules@bench.example', 'superuser') returning id`,
  );
  const { rows: su } = await client.query<{ id: number }>(
    'insert into superusers (user_id) values ($1) returning id',
    [u[0]!.id],
  );
  const tenant = su[0]!.id;
  const { rows: iu } = await client.query<{ id: number }>(
    `insert into users (email, role) values ('bench-schedules-issuer@bench.example', 'issuer') returning id`,
  );
  const { rows: is } = await client.query<{ id: number }>(
    'insert into issuers (user_id, superuser_id) values ($1, $2) returning id',
    [iu[0]!.id, tenant],
  );
  const ids: number[] = [];
  for (const p of PRODUCTS) {
    const end = `${2027 + p.years}-01-01`;
    const { rows } = await client.query<{ id: number }>(
      `insert into products (issuer_id, superuser_id, kind, status, name, interest, payments_per_year, contract_start,
         initial_distribution, contract_end, payback_date, installment_end_date, flags)
       values ($10, $1, 0, 'F', $2, $3, $4, '2027-01-01', $5, $6, $7, $8, $9) returning id`,
      [
        tenant,
        p.name,
        p.interest,
        p.paymentsPerYear,
        p.paymentsPerYear ? addMonthsClamped('2027-01-01', 12 / p.paymentsPerYear) : null,
        end,
        `${2027 + p.years}-01-15`,
        p.installments ? '2028-12-31' : null,
        JSON.stringify({ withInterest: true, withInstallments: Boolean(p.installments) }),
        is[0]!.id,
      ],
    );
    ids.push(rows[0]!.id);
  }
  // One product per subscription in turn; transfer dates spread over Dec 2026 – Mar 2027 (before and after the
  // contract start); the monthly plan's subscriptions pay 100 € a month besides their one-off amount.
  await client.query(
    `insert into zeichnungen (product_id, superuser_id, status, is_paid, volume_cents, total_amount_cents,
       transfer_date, transfer_accepted_at, finished_at, monthly_installment_cents, installment_end_date)
     select p.ids[1 + (g % $3)], $1, 'A', true, (10 + g % 200) * 10000, (10 + g % 200) * 10000,
       date '2026-12-01' + (g % 120), now(), timestamptz '2026-12-01 10:00+01' + (g % 120) * interval '1 day',
       case when g % $3 = $3 - 1 then 10000 end, case when g % $3 = $3 - 1 then date '2028-12-31' end
     from generate_series(0, $2 - 1) g, (select $4::int[] as ids) p`,
    [tenant, SUBSCRIPTIONS, ids.length, ids],
  );
  return ids;
}

/**
 * CPU seconds (user + system) of this database's PostgreSQL backends, read from /proc while the generation runs
 * (PostgreSQL on this machine only; null elsewhere): the server's share of a run, which the wall time on a shared
 * machine hides. Sampled every 250 ms, so a backend that exits keeps what it had used by its last sample.
 */
function backendCpuMeter(client: pg.Client) {
  const ticks = new Map<number, number>();
  const hz = USER_HZ;
  let readable = true;
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      try {
        ticks.set(pid, cpuTicksOf(pid));
      } catch (err) {
        // a backend that ended between the two reads; unreadable /proc (another machine, permissions) shows as n/a
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') readable = false;
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let pending = Promise.resolve();
  return {
    async start() {
      await sample();
      const base = new Map(ticks);
      timer = setInterval(() => {
        pending = pending.then(sample).catch(() => undefined);
      }, 250);
      return base;
    },
    async stop(base: Map<number, number>): Promise<number | null> {
      clearInterval(timer);
      await pending;
      await sample();
      if (!readable || ticks.size === 0) return null;
      let sum = 0;
      for (const [pid, t] of ticks) sum += t - (base.get(pid) ?? 0);
      return sum / hz;
    },
  };
}

/** Checkpoints and WAL written by the whole server (other databases' work included) between two readings. */
async function serverCounters(client: pg.Client) {
  const { rows } = await client.query<{ checkpoints: number; lsn: string }>(
    `select (checkpoints_timed + checkpoints_req)::int as checkpoints, pg_current_wal_lsn()::text as lsn
     from pg_stat_bgwriter`,
  );
  return rows[0]!;
}

/** The columns of a subscription the generator reads (ScheduleSubscription and the product). */
const SUBSCRIPTION_COLUMNS = {
  id: zeichnungen.id,
  superuserId: zeichnungen.superuserId,
  productId: zeichnungen.productId,
  investorId: zeichnungen.investorId,
  volumeCents: zeichnungen.volumeCents,
  transferDate: zeichnungen.transferDate,
  transferAcceptedAt: zeichnungen.transferAcceptedAt,
  finishedAt: zeichnungen.finishedAt,
  dateOfCreation: zeichnungen.dateOfCreation,
  monthlyInstallmentCents: zeichnungen.monthlyInstallmentCents,
  installmentEndDate: zeichnungen.installmentEndDate,
};

/**
 * Generates every subscription's schedules, BATCH subscriptions a transaction, WORKERS transactions side by side (the
 * first subscription of each product alone before: it creates the product's payment dates); answers rows created and
 * seconds.
 */
async function generateAll(db: Db, productIds: number[]) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const terms = await db.select().from(products).where(inArray(products.id, productIds));
  const byId = new Map(terms.map((p) => [p.id, p]));
  const [range] = await db
    .select({ min: sql<number>`min(id)::int`, max: sql<number>`max(id)::int` })
    .from(zeichnungen);
  let events = 0;
  let rates = 0;
  let next = range!.min;
  const generate = async (subs: (ScheduleSubscription & { productId: number })[]) => {
    const items: ScheduleItem[] = subs.map((z) => ({ z, p: byId.get(z.productId)! }));
    await db.transaction(async (tx) => {
      const created = await generateSchedules(tx, items, ACTOR);
      rates += created.installments;
      events += created.events;
    });
  };
  const read = (from: number, to: number) =>
    db
      .select(SUBSCRIPTION_COLUMNS)
      .from(zeichnungen)
      .where(and(gte(zeichnungen.id, from), lt(zeichnungen.id, to)));
  const worker = async () => {
    while (next <= range!.max) {
      const from = next;
      next += BATCH;
      await generate(await read(from, from + BATCH));
    }
  };
  // the first subscription of each product alone: it creates the product's payment dates, which the batches then
  // only find (two transactions creating the same dates would wait for each other)
  const firsts = await db
    .selectDistinctOn([zeichnungen.productId], SUBSCRIPTION_COLUMNS)
    .from(zeichnungen)
    .orderBy(zeichnungen.productId, zeichnungen.id);
  await generate(firsts);
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const used = process.cpuUsage(cpu);
  return {
    events,
    rates,
    seconds: (performance.now() - started) / 1000,
    nodeCpuSeconds: (used.user + used.system) / 1e6,
  };
}

export async function runPayoutSchedules(): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = await createFreshDatabase(base);
  const database = await openPostgres(url, WORKERS + 1);
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    await client.connect();
    const productIds = await seed(client);
    await client.query('vacuum analyze');
    const version = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;
    heading(`Interest schedules: ${num(SUBSCRIPTIONS)} paid subscriptions, ${PRODUCTS.length} products`);
    console.log(
      `${version.split(',')[0]}; ${os.cpus().length} cores; ${num(BATCH)} subscriptions a transaction, ${WORKERS} side by side`,
    );
    console.log(
      `load average before: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    const meter = backendCpuMeter(client);
    const before = await serverCounters(client);
    const base = await meter.start();
    const first = await generateAll(database.db, productIds);
    const pgCpu = await meter.stop(base);
    const after = await serverCounters(client);
    const { rows: wal } = await client.query<{ mb: number }>(
      'select (pg_wal_lsn_diff($1, $2) / 1048576)::float8 as mb',
      [after.lsn, before.lsn],
    );
    const again = await generateAll(database.db, productIds);
    const { rows } = await client.query<{ e: number; i: number; p: number; a: number }>(
      `select (select count(*) from interest_payment_events)::int as e, (select count(*) from installments)::int as i,
              (select count(*) from interest_payments)::int as p,
              (select count(*) from audit_log where action like '%.generate')::int as a`,
    );
    const c = rows[0]!;
    heading('Results');
    printTable(
      [
        'measurement',
        'events',
        'instalments',
        'seconds',
        'Node CPU s',
        'PostgreSQL CPU s',
        'rows/s',
        'target',
      ],
      [
        [
          `generate ${num(SUBSCRIPTIONS)} subscriptions' schedules`,
          num(first.events),
          num(first.rates),
          num(first.seconds, 2),
          num(first.nodeCpuSeconds, 1),
          pgCpu === null ? 'n/a' : num(pgCpu, 1),
          num((first.events + first.rates) / first.seconds),
          `≤ ${TARGET_S} s`,
        ],
        [
          'the same again (creates nothing)',
          num(again.events),
          num(again.rates),
          num(again.seconds, 2),
          num(again.nodeCpuSeconds, 1),
          '',
          '',
          '',
        ],
      ],
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    console.log(
      `server-wide during the first run (other databases' work included): ${after.checkpoints - before.checkpoints} checkpoints, ${num(wal[0]!.mb)} MB of WAL`,
    );
    console.log(
      `in the database: ${num(c.e)} events, ${num(c.i)} instalments, ${num(c.p)} payment dates, ${num(c.a)} audit entries`,
    );
  } finally {
    await client.end().catch(() => {});
    await database.close();
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    console.log(`dropped ${name}`);
  }
}

if (isMain(import.meta.url)) {
  runPayoutSchedules().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
