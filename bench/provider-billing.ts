import os from 'node:os';
import { parseArgs } from 'node:util';
import { periodRange, previousPeriod } from '@zp/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { JobQueue } from '../apps/server/src/lib/jobs.ts';
import { PROVIDER_INVOICE_ISSUED } from '../apps/server/src/modules/provider-billing/jobs/provider-invoice-issued.ts';
import { runProviderInvoices } from '../apps/server/src/modules/provider-billing/use-cases/run-provider-invoices.ts';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';

/**
 * The monthly provider billing run at scale (issue 19, decision 032): BENCH_BOOKINGS (10 000) live bookings with
 * module 17 and BENCH_FEES (1 000 000) unbilled processing fees paid in one month, each on its own paid
 * subscription (the fees' foreign key; unique per subscription), seeded set-based with generate_series on
 * PostgreSQL. 10 % of the bookings went live during the month without a booking invoice (pro rata + setup line).
 * Then the run use case `runProviderInvoices` bills that month in-process (the server's code: keyset batches of
 * 250 bookings, one transaction each, durable PDF-and-mail jobs enqueued — not run here) and the bench prints its
 * wall time, the process's peak RSS and how many invoices and fees were billed.
 *
 *   npx tsx bench/provider-billing.ts [--keep]            # fresh database on DATABASE_URL's server, dropped at the end
 *   BENCH_DATABASE_URL=… npx tsx bench/provider-billing.ts    # seed (once) and bill in that database; never dropped
 */

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const FEES = Number(process.env.BENCH_FEES ?? 1_000_000);
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const TARGET_S = 60;
const MARK = 'bench-pb-';

/** A logger for the use case: errors and warnings to stderr, the rest dropped. */
function benchLogger(): FastifyBaseLogger {
  const noop = () => {};
  const log = {
    level: 'warn',
    fatal: (...a: unknown[]) => console.error(...a),
    error: (...a: unknown[]) => console.error(...a),
    warn: (...a: unknown[]) => console.warn(...a),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/**
 * Set-based seed: providers (users + superusers + live bookings with modules 1 and 17), one issuer and product of
 * the first provider, INVESTORS investors, FEES paid subscriptions (round robin over the bookings' tenants) and
 * one processing fee each, paid on a day of `period`.
 */
async function seed(client: pg.Client, period: string): Promise<Record<string, number>> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const { from, to } = periodRange(period);
  const days = Number(to.slice(8, 10));
  const counts: Record<string, number> = {};
  const timed = async (name: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await q(text, values);
    counts[name] = r.rowCount ?? 0;
    console.log(`  ${name}: ${num(r.rowCount ?? 0)} rows in ${num((performance.now() - t0) / 1000, 1)} s`);
  };
  await timed(
    'users (providers)',
    `insert into users (email, scope, role, is_active, first_name, last_name, company, is_company, street,
                        house_number, zip_code, city, country)
     select '${MARK}su-' || g || '@bench.example', 'main', 'superuser', true, 'Bench', 'Anbieter ' || g,
            'Bench Kapital ' || g || ' GmbH', true, 'Hauptstraße', g::text, '10115', 'Berlin', 'DE'
     from generate_series(1, $1::int) g`,
    [BOOKINGS],
  );
  await timed(
    'superusers',
    `insert into superusers (user_id) select id from users where email like '${MARK}su-%' order by id`,
  );
  // Live since three months before the period; every tenth went live in the period's middle without a booking
  // invoice (its first invoice bills the setup fees and the month pro rata).
  await timed(
    'bookings (live, modules 1 and 17)',
    `insert into bookings (superuser_id, status, is_paid, duration, modules, setup_fee_total_cents,
                           monthly_fee_total_cents, investor_subdomain, affiliate_subdomain, invoice_number,
                           decided_at, primary_color, secondary_color)
     select s.id, 'L', true, 4, '{1,17}'::int[], 99000, 29900, 'pb' || s.id, 'pb' || s.id || '-vertrieb',
            case when s.id % 10 = 0 then null else 'BENCH-PB-' || s.id end,
            case when s.id % 10 = 0 then ($1::date + 14)::timestamptz else ($1::date - interval '3 months') end,
            '#165272', '#E6E6E6'
     from superusers s join users u on u.id = s.user_id where u.email like '${MARK}su-%' order by s.id`,
    [from],
  );
  const tenant = (
    await q(
      `select min(s.id)::int as id from superusers s join users u on u.id = s.user_id where u.email like '${MARK}su-%'`,
    )
  ).rows[0].id as number;
  const isUser = await q(
    `insert into users (email, role, is_active, company, is_company)
     values ('${MARK}issuer@bench.example', 'issuer', true, 'Bench Emittent GmbH', true) returning id`,
  );
  const issuer = await q('insert into issuers (user_id, superuser_id) values ($1, $2) returning id', [
    isUser.rows[0].id,
    tenant,
  ]);
  const product = await q(
    `insert into products (superuser_id, issuer_id, kind, status, name, interest, payment_account_holder,
                           payment_iban, payment_bic)
     values ($1, $2, 0, 'F', 'Bench-Anleihe', 5, 'Bench Emittent GmbH', 'DE02120300000000202051', 'BYLADEM1001')
     returning id`,
    [tenant, issuer.rows[0].id],
  );
  const productId = product.rows[0].id as number;
  await timed(
    'users (investors)',
    `insert into users (email, role, is_active, first_name, last_name, scope)
     select '${MARK}inv-' || g || '@bench.example', 'investor', true, 'Anna', 'Anlegerin ' || g, 'investor:' || $1
     from generate_series(1, $2::int) g`,
    [tenant, INVESTORS],
  );
  await timed(
    'investors',
    `insert into investors (user_id, superuser_id)
     select id, $1 from users where email like '${MARK}inv-%' order by id`,
    [tenant],
  );
  // The subscriptions the fees hang off: g-th goes to the (g mod BOOKINGS)-th provider, paid in the period.
  await timed(
    'zeichnungen (paid)',
    `with b as (
       select row_number() over (order by b.id) - 1 as n, b.superuser_id
       from bookings b join superusers s on s.id = b.superuser_id join users u on u.id = s.user_id
       where u.email like '${MARK}su-%'
     ),
     i as (select row_number() over (order by id) - 1 as n, id from investors where superuser_id = $2)
     insert into zeichnungen (product_id, investor_id, superuser_id, status, is_paid, volume_cents,
                              total_amount_cents, transfer_accepted_at)
     select $1, i.id, b.superuser_id, 'A', true, 500000 + (g % 96) * 50000, 500000 + (g % 96) * 50000,
            ($3::date + (g % $4::int))::timestamptz + interval '12 hours'
     from generate_series(0, $5::int - 1) g
       join b on b.n = g % $6::int
       join i on i.n = g % $7::int`,
    [productId, tenant, from, days, FEES, BOOKINGS, INVESTORS],
  );
  await timed(
    'processing_fees (unbilled)',
    `insert into processing_fees (superuser_id, booking_id, zeichnung_id, paid_on, booking_year,
                                  volume_before_cents, duration_years, base_cents, percentage, amount_cents)
     select z.superuser_id, b.id, z.id, (z.transfer_accepted_at at time zone 'Europe/Berlin')::date, 1, 0, 4,
            z.volume_cents, 1.5, round(z.volume_cents * 1.5 / 100)::bigint
     from zeichnungen z join bookings b on b.superuser_id = z.superuser_id and b.status = 'L'
     where z.product_id = $1`,
    [productId],
  );
  const t0 = performance.now();
  await q('vacuum analyze');
  console.log(`  vacuum analyze in ${num((performance.now() - t0) / 1000, 1)} s`);
  return counts;
}

export async function runProviderBilling(options: { keep?: boolean } = {}): Promise<void> {
  const benchStarted = Date.now();
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  let created: string | null = null;
  if (!databaseUrl) {
    databaseUrl = await createFreshDatabase(base);
    created = databaseUrl;
  }
  console.log(`database: ${databaseUrl}${created ? ' (fresh)' : ''}`);
  const clock = systemClock();
  const period = previousPeriod(clock.today());
  const database = await openPostgres(databaseUrl, 2);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await database.migrate();
    await client.connect();
    const seeded =
      (await client.query(`select 1 from users where email like '${MARK}su-%' limit 1`)).rowCount === 1;
    heading(`Provider billing run of ${period}: seed`);
    if (seeded) console.log('  seeded already: nothing added');
    else {
      const t0 = performance.now();
      await seed(client, period);
      console.log(`  seeded in ${num((performance.now() - t0) / 1000, 1)} s`);
    }
    const { rows: before } = await client.query<{ bookings: number; fees: number; cents: string }>(
      `select (select count(*) from bookings where status = 'L' and 17 = any(modules))::int as bookings,
              count(*)::int as fees, coalesce(sum(amount_cents), 0)::text as cents
       from processing_fees where provider_invoice_id is null and paid_on <= $1`,
      [periodRange(period).to],
    );
    const version = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;
    console.log(
      `${num(before[0]!.bookings)} live bookings with module 17, ${num(before[0]!.fees)} unbilled fees ` +
        `(${num(Number(before[0]!.cents) / 100)} €)`,
    );
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${num(os.totalmem() / 2 ** 30)} GiB; ` +
        `load average ${os
          .loadavg()
          .map((l) => num(l, 2))
          .join(' ')}; ${version.split(' on ')[0]}`,
    );

    // The server's deps as far as the run needs them (db, clock, operator, job queue, log); no worker runs.
    const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
    const log = benchLogger();
    const deps = {
      config,
      database,
      db: database.db,
      jobs: new JobQueue(database.db, log, config.jobsPollMs),
      clock,
      log,
    } as unknown as Deps;

    heading(`Provider billing run of ${period}`);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const answer = await runProviderInvoices(deps, period);
    const runS = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const maxRssKiB = process.resourceUsage().maxRSS;

    const { rows: after } = await client.query<{
      invoices: number;
      feeCount: number;
      feeCents: string;
      gross: string;
      setup: number;
      prorata: number;
      billed: number;
      left: number;
      jobs: number;
      audits: number;
    }>(
      `select count(*)::int as invoices, sum(processing_fee_count)::int as "feeCount",
              sum(processing_fee_cents)::text as "feeCents", sum(gross_cents)::text as gross,
              count(*) filter (where lines @> '[{"kind":"setup"}]'::jsonb)::int as setup,
              count(*) filter (where lines @> '[{"kind":"monthly"}]'::jsonb
                                 and jsonb_path_exists(lines, '$[*].liveDays'))::int as prorata,
              (select count(*) from processing_fees f join provider_invoices p on p.id = f.provider_invoice_id
                where p.period = $1)::int as billed,
              (select count(*) from processing_fees where provider_invoice_id is null)::int as left,
              (select count(*) from jobs where queue = $2)::int as jobs,
              (select count(*) from audit_log where action = 'provider_invoice.created')::int as audits
       from provider_invoices where period = $1`,
      [period, PROVIDER_INVOICE_ISSUED],
    );
    const a = after[0]!;
    console.log(
      `answer: "${answer.detail}"; ${num(a.invoices)} invoices for ${period} (${num(a.setup)} with setup fees, ` +
        `${num(a.prorata)} pro rata), ${num(a.billed)} fees billed (${num(a.feeCount)} on the invoices, ` +
        `${num(Number(a.feeCents) / 100)} €), ${num(a.left)} left unbilled; ${num(Number(a.gross) / 100)} € gross; ` +
        `${num(a.jobs)} PDF-and-mail jobs enqueued (not run here), ${num(a.audits)} audit entries`,
    );
    heading('Results');
    printTable(
      ['measurement', 'value', 'target'],
      [
        [
          `run: runProviderInvoices(${period}) — ${num(a.invoices)} invoices, ${num(a.billed)} fees — wall s`,
          num(runS, 1) + (runS <= TARGET_S ? '' : ' ✗'),
          `≤ ${TARGET_S} s`,
        ],
        ['  invoices per second', num(a.invoices / runS, 1), ''],
        [
          '  peak RSS of the process during the run (sampled every 50 ms), MiB',
          num(rssPeak / 2 ** 20, 1),
          '',
        ],
        [
          `  growth over the RSS before the run (${num(rssBefore / 2 ** 20, 1)} MiB), MiB`,
          num((rssPeak - rssBefore) / 2 ** 20, 1),
          '',
        ],
        ['  maxRSS of the whole process (resourceUsage), MiB', num(maxRssKiB / 1024, 1), ''],
      ],
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => num(l, 2))
        .join(' ')}`,
    );
  } finally {
    await client.end().catch(() => {});
    await database.close();
    if (created && !options.keep) {
      const name = new URL(created).pathname.slice(1);
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      console.log(`dropped ${name}`);
    } else if (created) console.log(`kept ${created}`);
    console.log(`\nprovider billing bench finished in ${num((Date.now() - benchStarted) / 1000, 1)} s`);
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  runProviderBilling({ keep: values.keep }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
