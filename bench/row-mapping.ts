/**
 * CPU of reading a row (issue 22, decision 065), in this process, interleaved in rounds: the wizard's hot read (a
 * subscription with its product, investor and user: 200 columns in four objects, two of them left-joined) through
 * drizzle's `mapResultRow` and through the mapper resolved once per statement (`rowMapper`, apps/server/src/db/
 * prepared.ts). The row is real: the demo platform on a fresh PostgreSQL database (`zp_rowmap_<pid>`, dropped at the
 * end), read with drizzle's own type parsers in array mode, as the driver hands it to drizzle.
 *
 *   npx tsx bench/row-mapping.ts [--rounds 5] [--iterations 20000]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (the server to create the database on)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { drizzleRowMapping, rowMapper } from '../apps/server/src/db/prepared.ts';
import { investors, products, users, zeichnungen } from '../apps/server/src/db/schema/index.ts';
import { FileStore } from '../apps/server/src/lib/files.ts';
import { seedDemoData } from '../apps/server/src/seed/demo.ts';
import { heading, num, printTable } from './lib/format.ts';
import { numberArg } from './lib/wizard.ts';

const ROUNDS = numberArg('rounds', 5);
const ITERATIONS = numberArg('iterations', 20_000);

const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

async function main() {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `zp_rowmap_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openPostgres(url.toString(), 2);
  const dataDir = path.join(os.tmpdir(), dbName);
  try {
    await database.migrate();
    const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;
    await seedDemoData(database.db, silent, new FileStore(database.db, path.join(dataDir, 'files')));
    const statement = database.db
      .select({ z: zeichnungen, p: products, investor: investors, user: users })
      .from(zeichnungen)
      .innerJoin(products, eq(products.id, zeichnungen.productId))
      .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
      .leftJoin(users, eq(users.id, investors.userId))
      .prepare('zp_rowmap_bench') as unknown as {
      fields: { path: string[]; field: unknown }[];
      joinsNotNullableMap: Record<string, boolean>;
      queryConfig: { text: string };
    };
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    // the rows as the driver hands them to drizzle (its own type parsers, array rows)
    const rows = (await pool.query({ ...statement.queryConfig, name: undefined }, [])).rows as unknown[][];
    if (rows.length === 0) throw new Error('the demo platform has no subscription');
    const row = rows[0]!;
    const compiled = rowMapper(statement.fields, statement.joinsNotNullableMap);
    if (
      JSON.stringify(compiled(row)) !==
      JSON.stringify(drizzleRowMapping(statement.fields, row, statement.joinsNotNullableMap))
    )
      throw new Error('the two mappings differ');

    const cases: { name: string; run: () => void }[] = [
      {
        name: `a row of ${row.length} columns: drizzle's mapResultRow`,
        run: () => drizzleRowMapping(statement.fields, row, statement.joinsNotNullableMap),
      },
      { name: `a row of ${row.length} columns: rowMapper`, run: () => compiled(row) },
    ];
    const times = new Map(cases.map((c) => [c.name, [] as number[]]));
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const c of cases) {
        const t0 = cpuUs();
        for (let i = 0; i < ITERATIONS; i++) c.run();
        // the first round warms up (JIT) and is not counted
        if (round > 0) times.get(c.name)!.push((cpuUs() - t0) / ITERATIONS);
      }
    }
    heading(`CPU per call, µs (${ROUNDS} rounds of ${ITERATIONS}, the median and the range)`);
    printTable(
      ['case', 'median', 'min', 'max'],
      cases.map((c) => {
        const t = [...times.get(c.name)!].sort((a, b) => a - b);
        return [c.name, num(t[Math.floor(t.length / 2)]!, 2), num(t[0]!, 2), num(t.at(-1)!, 2)];
      }),
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
