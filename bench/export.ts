import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

/**
 * The data export at scale (issue 21, decision 035): the real server (`apps/server/src/server.ts`, demo data) on a
 * fresh PostgreSQL database, then, set-based with generate_series, a bench provider with a live booking, one issuer
 * and product, BENCH_INVESTORS (10 000) investors and BENCH_SUBSCRIPTIONS (1 000 000) subscriptions. The provider
 * signs in and downloads `GET /api/export-data` over HTTP (the client reads as fast as it can and keeps nothing but
 * the byte count); the bench prints rows/s (all rows of all files / wall time), bytes, and the server process's
 * peak RSS (VmRSS from /proc, sampled every 50 ms) against the targets ≥ 20 000 rows/s and ≤ 200 MB.
 *
 *   npx tsx bench/export.ts [--keep]     # fresh database on DATABASE_URL's server (default local), dropped at the end
 */

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000_000);
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const TARGET_ROWS_S = 20_000;
const TARGET_RSS_MB = 200;
const MARK = 'bench-export-';

async function seed(client: pg.Client): Promise<{ tenant: number; email: string }> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const timed = async (name: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await q(text, values);
    console.log(`  ${name}: ${num(r.rowCount ?? 0)} rows in ${num((performance.now() - t0) / 1000, 1)} s`);
    return r;
  };
  const email = `${MARK}su@bench.example`;
  // the bench provider signs in with the demo password (the demo superuser's hash)
  const su = await q(
    `insert into users (email, role, is_active, first_name, last_name, company, is_company, password_hash)
     select $1, 'superuser', true, 'Bärbel', 'Größe', 'Export Kapital GmbH', true, password_hash
     from users where email = 'superuser@example.com' returning id`,
    [email],
  );
  const tenant = (await q('insert into superusers (user_id) values ($1) returning id', [su.rows[0].id]))
    .rows[0].id as number;
  await q(
    `insert into bookings (superuser_id, status, is_paid, duration, investor_subdomain, decided_at)
     values ($1, 'L', true, 4, 'benchexport', now())`,
    [tenant],
  );
  const isUser = await q(
    `insert into users (email, role, is_active, company, is_company)
     values ('${MARK}issuer@bench.example', 'issuer', true, 'Export Emittent AG', true) returning id`,
  );
  const issuer = await q('insert into issuers (user_id, superuser_id) values ($1, $2) returning id', [
    isUser.rows[0].id,
    tenant,
  ]);
  const product = await q(
    `insert into products (superuser_id, issuer_id, kind, status, name, interest, volume_cents)
     values ($1, $2, 0, 'F', 'Anleihe Süd-Öst', 5.25, 100000000000) returning id`,
    [tenant, issuer.rows[0].id],
  );
  await timed(
    'users (investors)',
    `insert into users (email, role, is_active, first_name, last_name, scope, street, city, bank_iban)
     select '${MARK}inv-' || g || '@bench.example', 'investor', true, 'Jürgen', 'Müller-Lüdenscheidt ' || g,
            'investor:' || $1, 'Königsallee', 'Düsseldorf', 'DE02120300000000202051'
     from generate_series(1, $2::int) g`,
    [tenant, INVESTORS],
  );
  await timed(
    'investors',
    `insert into investors (user_id, superuser_id) select id, $1 from users where email like '${MARK}inv-%' order by id`,
    [tenant],
  );
  await timed(
    'zeichnungen',
    `with i as (select row_number() over (order by id) - 1 as n, id from investors where superuser_id = $2)
     insert into zeichnungen (product_id, investor_id, superuser_id, status, is_paid, volume_cents, agio_cents,
                              total_amount_cents, date_of_creation, finished_at, accepted_at)
     select $1, i.id, $2, case when g % 10 = 0 then 'F' else 'A' end, g % 3 <> 0, 50000 + (g % 997) * 1234,
            (g % 997) * 25, 50000 + (g % 997) * 1259, now() - (g % 700) * interval '1 day',
            now() - (g % 700) * interval '1 day', now() - (g % 600) * interval '1 day'
     from generate_series(0, $3::int - 1) g join i on i.n = g % $4::int`,
    [product.rows[0].id, tenant, SUBSCRIPTIONS, INVESTORS],
  );
  const t0 = performance.now();
  await q('vacuum analyze');
  console.log(`  vacuum analyze in ${num((performance.now() - t0) / 1000, 1)} s`);
  return { tenant, email };
}

/**
 * Waits until the server has made the demo images' AVIF/WebP copies (decision 038: one `files.image-variants` job per
 * image, right after the start), so that the idle figure includes what encoding them leaves in the server process.
 * Answers the seconds waited and how many public images have copies / none yet.
 */
export async function waitForImageCopies(
  client: pg.Client,
  timeoutMs = 300_000,
): Promise<{ seconds: number; withCopies: number; without: number }> {
  const t0 = performance.now();
  for (;;) {
    const { rows } = await client.query<{ open: number; with_copies: number; without: number }>(
      `select (select count(*)::int from jobs
                where queue = 'files.image-variants' and status in ('pending', 'running')) as open,
              count(*) filter (where jsonb_array_length(variants) > 0)::int as with_copies,
              count(*) filter (where variants is null)::int as without
       from stored_files
       where visibility = 'public' and content_type in ('image/png', 'image/jpeg', 'image/webp')`,
    );
    const { open, with_copies, without } = rows[0]!;
    const seconds = (performance.now() - t0) / 1000;
    if (open === 0 || seconds * 1000 > timeoutMs) return { seconds, withCopies: with_copies, without };
    await new Promise((r) => setTimeout(r, 500));
  }
}

export const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

export async function runExportBench(options: { keep?: boolean } = {}): Promise<void> {
  const started = Date.now();
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await createFreshDatabase(base);
  console.log(`database: ${databaseUrl} (fresh)`);
  const server = await startServer({ databaseUrl, quiet: false });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    heading(`Data export: seed (${num(SUBSCRIPTIONS)} subscriptions, ${num(INVESTORS)} investors)`);
    const { tenant, email } = await seed(client);
    const copies = await waitForImageCopies(client);
    console.log(
      `  image copies (files.image-variants jobs): ${copies.withCopies} images with copies, ${copies.without} without, ` +
        `after ${num(copies.seconds, 1)} s more`,
    );
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${num(os.totalmem() / 2 ** 30)} GiB; ` +
        `load average ${os
          .loadavg()
          .map((l) => num(l, 2))
          .join(' ')}; server started in ${num(server.startupMs / 1000, 1)} s`,
    );

    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo-Pass1!' }),
    });
    if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };

    heading('Data export: GET /api/export-data over HTTP');
    const rssBefore = rssOf(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(server.pid));
    }, 50);
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/export-data`, {
      headers: { host: 'localhost', authorization: `Bearer ${access}` },
    });
    if (!res.ok || !res.body) throw new Error(`export ${res.status}: ${await res.text()}`);
    const firstByteMs = performance.now() - t0;
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssOf(server.pid));

    const audit = await client.query<{ after: { counts: Record<string, number> } }>(
      `select after from audit_log where action = 'data.export' and entity_id = $1 order by id desc limit 1`,
      [String(tenant)],
    );
    const counts = audit.rows[0]?.after.counts ?? {};
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `${res.headers.get('content-disposition')}; files: ${Object.entries(counts)
        .map(([f, n]) => `${f} ${num(n)}`)
        .join(', ')}`,
    );
    heading('Results');
    const rowsPerS = rows / seconds;
    const peakMb = rssPeak / 2 ** 20;
    printTable(
      ['measurement', 'value', 'target'],
      [
        [`export of ${num(rows)} rows (${num(bytes / 2 ** 20, 1)} MiB zip) — wall s`, num(seconds, 1), ''],
        ['  time to the first byte, ms', num(firstByteMs), ''],
        [
          '  rows per second',
          num(rowsPerS) + (rowsPerS >= TARGET_ROWS_S ? '' : ' ✗'),
          `≥ ${num(TARGET_ROWS_S)}`,
        ],
        ['  zip MiB per second', num(bytes / 2 ** 20 / seconds, 1), ''],
        [
          '  peak RSS of the server process during the export (VmRSS every 50 ms), MiB',
          num(peakMb, 1) + (peakMb <= TARGET_RSS_MB ? '' : ' ✗'),
          `≤ ${TARGET_RSS_MB}`,
        ],
        [`  RSS of the server before the export, MiB`, num(rssBefore / 2 ** 20, 1), ''],
      ],
    );
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    const name = new URL(databaseUrl).pathname.slice(1);
    if (!options.keep) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      console.log(`dropped ${name}`);
    } else console.log(`kept ${databaseUrl}`);
    console.log(`\nexport bench finished in ${num((Date.now() - started) / 1000, 1)} s`);
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  runExportBench({ keep: values.keep }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
