import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';

/**
 * Bulk data for load tests on PostgreSQL, inserted in batches through pg. Each generator makes `count`
 * units; later issues add generators (products, investors, subscriptions, payments) to GENERATORS.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/zp_bench npx tsx bench/generate.ts --count 10000
 *   npx tsx bench/generate.ts --fresh --count 10000        # new database zp_bench_<time> on that server
 */

export interface GenerateContext {
  client: pg.Client;
  /** Unique per run, so repeated runs never collide on unique e-mails or subdomains. */
  tag: string;
  /** argon2 hash of the demo password: generated accounts can sign in with Demo-Pass1!. */
  passwordHash: string;
}

export interface Generator {
  name: string;
  /** Inserts units [from, from + size) and returns rows written per table. */
  insertBatch(ctx: GenerateContext, from: number, size: number): Promise<Record<string, number>>;
}

const range = (from: number, size: number) => Array.from({ length: size }, (_, i) => from + i);

/** A provider: users row (role superuser), superusers row and a live booking with its portal subdomains. */
const superusersWithBookings: Generator = {
  name: 'superusers+bookings',
  async insertBatch({ client, tag, passwordHash }, from, size) {
    const ids = range(from, size);
    const users = await client.query<{ id: number }>(
      `insert into users (email, scope, role, password_hash, salutation, first_name, last_name, company,
                          is_company, is_active, has_loggedin)
       select e, 'main', 'superuser', $2, 'Frau', 'Bench', 'Anbieterin ' || n, 'Bench Kapital ' || n || ' GmbH',
              true, true, true
       from unnest($1::text[]) with ordinality as t(e, n)
       returning id`,
      [ids.map((i) => `bench-${tag}-${i}@bench.example`), passwordHash],
    );
    const superusers = await client.query<{ id: number }>(
      'insert into superusers (user_id) select unnest($1::int[]) returning id',
      [users.rows.map((r) => r.id)],
    );
    const bookings = await client.query(
      `insert into bookings (superuser_id, status, is_paid, duration, investor_subdomain, affiliate_subdomain,
                             primary_color, secondary_color)
       select s, 'L', true, 4, sub, sub || '-vertrieb', '#165272', '#E6E6E6'
       from unnest($1::int[], $2::text[]) as t(s, sub)`,
      [superusers.rows.map((r) => r.id), ids.map((i) => `b${tag}${i}`)],
    );
    return {
      users: users.rowCount ?? 0,
      superusers: superusers.rowCount ?? 0,
      bookings: bookings.rowCount ?? 0,
    };
  },
};

export const GENERATORS: Generator[] = [superusersWithBookings];

export interface GenerateOptions {
  databaseUrl: string;
  count: number;
  batchSize: number;
  only?: string[];
}

export async function generate({ databaseUrl, count, batchSize, only }: GenerateOptions): Promise<void> {
  const database = await openPostgres(databaseUrl, 1);
  await database.migrate();
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ctx: GenerateContext = {
    client,
    tag: Date.now().toString(36),
    passwordHash: await hashPassword('Demo-Pass1!'),
  };
  const rows: string[][] = [];
  try {
    for (const generator of GENERATORS.filter((g) => !only || only.includes(g.name))) {
      const started = performance.now();
      const written: Record<string, number> = {};
      for (let from = 0; from < count; from += batchSize) {
        const size = Math.min(batchSize, count - from);
        await client.query('begin');
        try {
          const batch = await generator.insertBatch(ctx, from, size);
          await client.query('commit');
          for (const [table, n] of Object.entries(batch)) written[table] = (written[table] ?? 0) + n;
        } catch (err) {
          await client.query('rollback');
          throw err;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      const total = Object.values(written).reduce((s, n) => s + n, 0);
      const tables = Object.entries(written)
        .map(([t, n]) => `${t} ${num(n)}`)
        .join(', ');
      rows.push([generator.name, num(count), tables, num(seconds, 2), num(total / seconds)]);
    }
  } finally {
    await client.end();
  }
  heading(`Generated data (batches of ${batchSize}, tag ${ctx.tag})`);
  printTable(['generator', 'units', 'rows', 'seconds', 'rows/s'], rows);
}

/** Creates an empty database `zp_bench_<time>` on the server of `url` and returns its URL. */
export async function createFreshDatabase(url: string): Promise<string> {
  const name = `zp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      batch: { type: 'string', default: '500' },
      only: { type: 'string', multiple: true },
      fresh: { type: 'boolean', default: false },
    },
  });
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('DATABASE_URL is required (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(2);
  }
  const databaseUrl = values.fresh ? await createFreshDatabase(base) : base;
  if (values.fresh) console.log(`fresh database: ${databaseUrl}`);
  await generate({
    databaseUrl,
    count: Number(values.count),
    batchSize: Number(values.batch),
    only: values.only,
  });
  if (values.fresh) console.log(`\nload it: BENCH_DATABASE_URL=${databaseUrl} npx tsx bench/http.ts`);
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
