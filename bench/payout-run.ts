import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { type AuthClaims, TokenService } from '../apps/server/src/lib/tokens.ts';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

/**
 * A payout run at scale (issue 18, decision 026): one product with INVESTORS investors (one subscription and one
 * unpaid interest event each on one payment date; a third church members in BY/NW, half with an exemption order), on
 * PostgreSQL in a fresh database (dropped at the end). Measures through the API of a started server:
 *   1. GET /api/product/{id}/payout-run/preview?date=  (the table, nothing written)
 *   2. POST /api/product/{id}/payout-run {date}  (recompute under lock, run + lines, events paid, audit, SEPA file,
 *      one notice job per investor) — target ≤ 30 s on 2 cores.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/payout-run.ts
 */
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const JWT_SECRET = 'bench-payout-run-secret-0123456789abcdef';
const DATE = '2026-01-15';
const TARGET_S = 30;

async function seed(client: pg.Client) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const admin = await q(
    `insert into users (email, role, is_active, first_name, last_name) values ('bench-admin@bench.example', 'admin', true, 'Ad', 'Min') returning id`,
  );
  const suUser = await q(
    `insert into users (email, role, is_active, company) values ('bench-su@bench.example', 'superuser', true, 'Bench Provider') returning id`,
  );
  const su = await q('insert into superusers (user_id) values ($1) returning id', [suUser.rows[0].id]);
  const tenant = su.rows[0].id as number;
  const isUser = await q(
    `insert into users (email, role, is_active, company, is_company) values ('bench-issuer@bench.example', 'issuer', true, 'Bench Emittent GmbH', true) returning id`,
  );
  const issuer = await q('insert into issuers (user_id, superuser_id) values ($1, $2) returning id', [
    isUser.rows[0].id,
    tenant,
  ]);
  const product = await q(
    `insert into products (superuser_id, issuer_id, kind, status, name, interest, payment_account_holder, payment_iban, payment_bic)
     values ($1, $2, 0, 'F', 'Bench-Anleihe', 5, 'Bench Emittent GmbH', 'DE02120300000000202051', 'BYLADEM1001') returning id`,
    [tenant, issuer.rows[0].id],
  );
  const productId = product.rows[0].id as number;
  await q(
    `insert into users (email, role, is_active, first_name, last_name, scope, bank_account_owner, bank_iban, bank_bic,
       street, house_number, zip_code, city)
     select 'bench-inv-' || g || '@bench.example', 'investor', true, 'Anna', 'Anlegerin ' || g, 'investor:' || $1,
       'Anna Anlegerin ' || g, 'DE89370400440532013000', 'COBADEFFXXX', 'Hauptstraße', '1', '10115', 'Berlin'
     from generate_series(1, $2::int) g`,
    [tenant, INVESTORS],
  );
  await q(
    `insert into investors (user_id, superuser_id)
     select id, $1 from users where email like 'bench-inv-%' order by id`,
    [tenant],
  );
  await q(
    `insert into zeichnungen (product_id, investor_id, superuser_id, status, is_paid, volume_cents, total_amount_cents)
     select $1, i.id, $2, 'A', true, 1000000 + (i.id % 50) * 10000, 1000000 from investors i where i.superuser_id = $2`,
    [productId, tenant],
  );
  const ip = await q('insert into interest_payments (product_id, start_date) values ($1, $2) returning id', [
    productId,
    DATE,
  ]);
  await q(
    `insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
       investor_id, number, period_start, period_end, due_date, days, amount_cents)
     select z.id, $1, z.superuser_id, z.product_id, z.issuer_id, z.investor_id, 1, '2025-10-15', $2, $2, 92, z.volume_cents * 5 / 400
     from zeichnungen z where z.product_id = $3`,
    [ip.rows[0].id, DATE, productId],
  );
  await q(
    `insert into investor_tax_profiles (investor_id, church_member, federal_state)
     select id, true, case when id % 2 = 0 then 'BY' else 'NW' end from investors where superuser_id = $1 and id % 3 = 0`,
    [tenant],
  );
  await q(
    `insert into exemption_orders (investor_id, issuer_id, year, amount_cents)
     select id, $2, 2026, 10000 from investors where superuser_id = $1 and id % 2 = 0`,
    [tenant, issuer.rows[0].id],
  );
  await q('vacuum analyze');
  return { adminId: admin.rows[0].id as number, productId };
}

async function call(url: string, method: string, token: string, body?: unknown) {
  const t0 = performance.now();
  const res = await fetch(url, {
    method,
    headers: {
      host: 'localhost',
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { ms: performance.now() - t0, status: res.status, text };
}

async function main() {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = await createFreshDatabase(base);
  console.log(`fresh database: ${url}`);
  const database = await openPostgres(url, 2);
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const t0 = performance.now();
    const f = await seed(client);
    console.log(`seeded ${num(INVESTORS)} investors in ${num((performance.now() - t0) / 1000, 1)} s`);
    server = await startServer({ databaseUrl: url, env: { JWT_SECRET } });
    const claims: AuthClaims = {
      userId: f.adminId,
      role: 'admin',
      roleId: f.adminId,
      tenantId: null,
      scope: 'main',
    };
    const token = await new TokenService(JWT_SECRET).signAccess(claims);
    const api = `${server.url}/api/product/${f.productId}/payout-run`;
    heading(`Payout run over ${num(INVESTORS)} investors`);
    const preview = await call(`${api}/preview?date=${DATE}`, 'GET', token);
    if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${preview.text.slice(0, 300)}`);
    const p = JSON.parse(preview.text);
    const confirm = await call(api, 'POST', token, { date: DATE });
    if (confirm.status !== 201) throw new Error(`confirm: ${confirm.status} ${confirm.text.slice(0, 300)}`);
    const run = JSON.parse(confirm.text);
    const counts = await client.query(
      `select (select count(*)::int from payout_lines where payout_run_id = $1) as lines,
         (select count(*)::int from interest_payment_events where payout_run_id = $1) as paid,
         (select count(*)::int from jobs where queue = 'payouts.notice') as jobs,
         (select size_bytes from stored_files f join payout_runs r on r.sepa_file_id = f.id where r.id = $1) as sepa`,
      [run.id],
    );
    const c = counts.rows[0];
    printTable(
      ['step', 'ms', 'target'],
      [
        [
          `GET …/payout-run/preview (${num(p.lines.length)} lines, ${num(preview.text.length / 1024)} KiB)`,
          num(preview.ms),
          '',
        ],
        [
          `POST …/payout-run (${num(c.lines)} lines, ${num(c.paid)} events paid, ${num(c.jobs)} notice jobs, SEPA ${num(c.sepa / 1024)} KiB)`,
          num(confirm.ms),
          `≤ ${TARGET_S * 1000} ${confirm.ms <= TARGET_S * 1000 ? '✓' : '✗'}`,
        ],
      ],
    );
    console.log(`totals: gross ${num(run.grossCents / 100, 2)} €, net ${num(run.netCents / 100, 2)} €`);
  } finally {
    await server?.stop();
    await client.end();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
    await admin.end();
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
