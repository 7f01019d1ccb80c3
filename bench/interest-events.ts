import os from 'node:os';
import pg from 'pg';
import { type AuthClaims, TokenService } from '../apps/server/src/lib/tokens.ts';
import { createFreshDatabase, generate } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';
import { load, machineReference, percentile } from './zeichnungen.ts';

/**
 * The interest payment events list at scale (issue 18): GET /api/zeichnung/interest-payment-events/?page= on
 * 10 000 000 events, as admin, as the issuer with the most events and as an investor, with and without filters,
 * one connection for BENCH_SERIAL_DURATION s and 32 connections for BENCH_DURATION s (autocannon, as
 * bench/zeichnungen.ts). Targets as the subscription list: p95 ≤ 50 ms and ≥ 500 req/s at 32 connections.
 *
 * Data: the `subscriptions` data set of bench/generate.ts (BENCH_EVENT_SUBSCRIPTIONS subscriptions over its
 * issuers, products and investors), each product paying monthly from January 2022 (108 payment dates), each
 * subscription a run of consecutive monthly events starting at a month of its own, events due before November 2026
 * paid — filled set-based in SQL (indexes and foreign keys of the events table dropped for the fill and created
 * again after; the foreign keys come back NOT VALID, which reads do not notice).
 *
 *   npx tsx bench/interest-events.ts                  # fresh database on DATABASE_URL's server, dropped after
 *   BENCH_DATABASE_URL=postgres://…/zp_bench_… npx tsx bench/interest-events.ts   # a database filled before (kept)
 *   BENCH_KEEP=1 keeps a fresh database; BENCH_ONLY=name runs only the scenarios whose "role, name" contains it
 */

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_EVENT_SUBSCRIPTIONS ?? 200_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const SERIAL_S = Number(process.env.BENCH_SERIAL_DURATION ?? 2);
const JWT_SECRET = 'bench-interest-events-secret-0123456789abcdef';
const TARGET = { p95: 50, rps: 500 };
const DATES = 108;
/** Only scenarios whose "role, name" contains this (e.g. `BENCH_ONLY=name`). */
const ONLY = process.env.BENCH_ONLY;

/** Fills the events table (see above); answers the number of events. */
async function fill(client: pg.Client): Promise<number> {
  const perSubscription = Math.ceil(EVENTS / SUBSCRIPTIONS);
  const started = performance.now();
  await client.query(
    `insert into interest_payments (product_id, start_date)
     select p.id, (date '2022-01-31' + make_interval(months => m))::date
     from products p, generate_series(0, ${DATES - 1}) m on conflict do nothing`,
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where tablename = 'interest_payment_events' and indexname <> 'interest_payment_events_pkey'`,
  );
  const { rows: fks } = await client.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'interest_payment_events'::regclass and contype = 'f'`,
  );
  for (const f of fks) await client.query(`alter table interest_payment_events drop constraint ${f.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  // each subscription: perSubscription consecutive monthly dates from a start month of its own (ids spread them)
  await client.query(
    `insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
       investor_id, number, period_start, period_end, due_date, days, amount_cents, is_paid, paid_at)
     select z.id, ip.id, z.superuser_id, z.product_id, z.issuer_id, z.investor_id, k + 1,
       (ip.start_date - interval '1 month')::date, ip.start_date, ip.start_date,
       ip.start_date - (ip.start_date - interval '1 month')::date, z.volume_cents / 200 + 1,
       ip.start_date < date '2026-11-01',
       case when ip.start_date < date '2026-11-01' then ip.start_date + time '10:00' end
     from zeichnungen z
     cross join generate_series(0, ${perSubscription - 1}) k
     join interest_payments ip on ip.product_id = z.product_id
       and ip.start_date = (date '2022-01-31' + make_interval(months => (z.id % ${DATES - perSubscription + 1}) + k))::date
     where z.id in (select id from zeichnungen order by id limit ${SUBSCRIPTIONS})`,
  );
  for (const i of indexes) await client.query(i.def);
  for (const f of fks)
    await client.query(`alter table interest_payment_events add constraint ${f.name} ${f.def} not valid`);
  await client.query('vacuum analyze interest_payment_events');
  await client.query('vacuum analyze interest_payments');
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from interest_payment_events',
  );
  console.log(
    `filled ${num(rows[0]!.n)} events (${perSubscription} a subscription) in ${num((performance.now() - started) / 1000, 1)} s`,
  );
  return rows[0]!.n;
}

interface Scenario {
  name: string;
  query: Record<string, string>;
}

async function fixture(client: pg.Client) {
  const admin = await client.query<{ id: number }>(
    `select id from users where role = 'admin' and email like 'bench-%-admin@bench.example' order by id desc limit 1`,
  );
  const issuer = await client.query<{ id: number; user_id: number; superuser_id: number; n: number }>(
    `select i.id, i.user_id, i.superuser_id, count(*)::int as n
     from interest_payment_events e join products p on p.id = e.product_id join issuers i on i.id = p.issuer_id
     group by i.id order by n desc limit 1`,
  );
  const is = issuer.rows[0]!;
  const investor = await client.query<{ id: number; user_id: number; superuser_id: number; n: number }>(
    `select v.id, v.user_id, v.superuser_id, count(*)::int as n from interest_payment_events e
     join investors v on v.id = e.investor_id group by v.id order by n desc limit 1`,
  );
  const iv = investor.rows[0]!;
  const product = await client.query<{ name: string }>(
    'select name from products where issuer_id = $1 order by id limit 1',
    [is.id],
  );
  const sub = await client.query<{ uuid: string }>(
    `select z.uuid from zeichnungen z join products p on p.id = z.product_id
     where p.issuer_id = $1 and exists (select 1 from interest_payment_events e where e.zeichnung_id = z.id)
     order by z.id desc limit 1`,
    [is.id],
  );
  const claims = (
    role: 'admin' | 'issuer' | 'investor',
    userId: number,
    roleId: number,
    tenantId: number | null,
  ) => ({ userId, role, roleId, tenantId, scope: 'main' }) as AuthClaims;
  const common: Scenario[] = [
    { name: 'no filter', query: {} },
    { name: 'status=open', query: { status: 'open' } },
    { name: 'date range (1 month)', query: { 'start-date': '2025-03-01', 'end-date': '2025-03-31' } },
  ];
  const filtered: Scenario[] = [
    { name: `product-name=${product.rows[0]!.name}`, query: { 'product-name': product.rows[0]!.name } },
    { name: 'last-name=Schmidt', query: { 'last-name': 'Schmidt' } },
    { name: 'first-name=Anna', query: { 'first-name': 'Anna' } },
    { name: 'uuid (one subscription)', query: { uuid: sub.rows[0]!.uuid } },
    { name: 'page 50', query: { page: '50' } },
  ];
  return {
    roles: [
      {
        name: 'admin',
        claims: claims('admin', admin.rows[0]!.id, admin.rows[0]!.id, null),
        scenarios: [...common, ...filtered],
      },
      {
        name: 'issuer',
        claims: claims('issuer', is.user_id, is.id, is.superuser_id),
        scenarios: [...common, ...filtered],
      },
      { name: 'investor', claims: claims('investor', iv.user_id, iv.id, iv.superuser_id), scenarios: common },
    ],
    issuerEvents: is.n,
    investorEvents: iv.n,
  };
}

export async function runInterestEvents(): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  let created: string | null = null;
  const started = Date.now();
  if (!databaseUrl) {
    databaseUrl = await createFreshDatabase(base);
    created = databaseUrl;
    console.log(`generating ${num(SUBSCRIPTIONS)} subscriptions in ${databaseUrl}`);
    await generate({ databaseUrl, count: SUBSCRIPTIONS, only: ['subscriptions'] });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const have = await client.query<{ n: number }>('select count(*)::int as n from interest_payment_events');
    const events = have.rows[0]!.n > 0 ? have.rows[0]!.n : await fill(client);
    const f = await fixture(client);
    server = await startServer({ databaseUrl, env: { JWT_SECRET } });
    const tokens = new TokenService(JWT_SECRET);
    heading(
      `Interest payment events list: ${num(events)} events, ${CONNECTIONS} connections × ${DURATION_S} s`,
    );
    const reference = await machineReference(client);
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}; reference: PostgreSQL ${num(reference.sqlMs, 1)} ms, Node ${num(reference.nodeMs, 1)} ms`,
    );
    console.log(
      `load average before: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    console.log(`issuer sees ${num(f.issuerEvents)} events, investor ${num(f.investorEvents)}`);
    // warm-up (JIT, plan and page caches), not measured: every scenario once, then the first one for 3 s
    for (const role of f.roles) {
      const token = await tokens.signAccess(role.claims);
      for (const s of role.scenarios)
        await fetch(
          `${server.url}/api/zeichnung/interest-payment-events/?${new URLSearchParams({ page: '1', ...s.query })}`,
          {
            headers: { host: 'localhost', authorization: `Bearer ${token}` },
          },
        );
      if (role === f.roles[0])
        await load(`${server.url}/api/zeichnung/interest-payment-events/?page=1`, token, CONNECTIONS, 3);
    }
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const role of f.roles) {
      const token = await tokens.signAccess(role.claims);
      for (const s of role.scenarios) {
        if (ONLY && !`${role.name}, ${s.name}`.includes(ONLY)) continue;
        const q = new URLSearchParams({ page: '1', ...s.query });
        const url = `${server.url}/api/zeichnung/interest-payment-events/?${q}`;
        const probe = await fetch(url, { headers: { host: 'localhost', authorization: `Bearer ${token}` } });
        if (probe.status !== 200)
          throw new Error(`${role.name} ${s.name}: HTTP ${probe.status} ${await probe.text()}`);
        const body = (await probe.json()) as { count: number; results: unknown[] };
        const serial = await load(url, token, 1, SERIAL_S);
        const loaded = await load(url, token, CONNECTIONS, DURATION_S);
        const p95 = percentile(loaded.latencies, 95);
        const ok = { p95: p95 <= TARGET.p95, rps: loaded.rps >= TARGET.rps };
        if (!ok.p95 || !ok.rps)
          misses.push(`${role.name} ${s.name}: p95 ${num(p95, 1)} ms, ${num(loaded.rps)} req/s`);
        rows.push([
          `${role.name}, ${s.name}`,
          num(body.count),
          num(body.results.length),
          num(percentile(serial.latencies, 50), 1),
          num(percentile(serial.latencies, 95), 1),
          num(loaded.rps) + (ok.rps ? '' : ' ✗'),
          num(percentile(loaded.latencies, 50), 1),
          num(p95, 1) + (ok.p95 ? '' : ' ✗'),
          num(loaded.errors),
        ]);
        console.log(`  ${rows.at(-1)!.join('  ')}`);
      }
    }
    heading('Results');
    printTable(
      ['role, scenario', 'count', 'rows', '1-conn p50', '1-conn p95', 'req/s', 'p50 ms', 'p95 ms', 'errors'],
      rows,
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
    console.log(misses.length ? `missed:\n  ${misses.join('\n  ')}` : 'all scenarios meet the targets');
  } finally {
    await new Promise((r) => setTimeout(r, 1000));
    await server?.stop();
    await client.end();
    if (created && !process.env.BENCH_KEEP) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(created).pathname.slice(1)} with (force)`);
      await admin.end();
      console.log(`dropped ${created}`);
    } else if (created) console.log(`kept ${created}`);
    console.log(`interest events bench finished in ${num((Date.now() - started) / 1000, 1)} s`);
  }
}

if (isMain(import.meta.url)) {
  runInterestEvents().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
