import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayRowsShortcut } from '../../src/db/pg-array-rows.ts';
import { createTestContext, isPostgres, type TestContext } from '../helpers.ts';

// Decision 055: in array row mode (drizzle's) pg no longer builds an empty object row per row description. The rows
// must read exactly as before, in both row modes, with every type the schema uses.

const WIDE = `select 1::int as id, 'a'::text as name, 9007199254740993::bigint as cents, true as ok, null::int as none,
  '2026-11-29 10:00:00+00'::timestamptz as at, '2026-11-29'::date as day, '{"a":[1,2]}'::jsonb as data,
  2::int as id, 3.5::numeric as rate, '00000000-0000-7000-8000-000000000001'::uuid as uuid`;

const EXPECTED = [
  1,
  'a',
  '9007199254740993',
  true,
  null,
  new Date('2026-11-29T10:00:00Z'),
  '2026-11-29',
  { a: [1, 2] },
  2,
  '3.5',
  '00000000-0000-7000-8000-000000000001',
];

describe.skipIf(!isPostgres())('pg rows in array mode without the object row (decision 055)', () => {
  let ctx: TestContext;
  let client: pg.Client;
  beforeAll(async () => {
    ctx = await createTestContext();
    // dates as the database sends them, through the client's own type set (pg's Result then holds `_types`)
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 1082 ? (v: string) => v : pg.types.getTypeParser(oid, format),
    };
    client = new pg.Client({ connectionString: process.env.DATABASE_URL, types });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await ctx?.close();
  });

  it('is in place once the app has opened PostgreSQL', () => {
    expect(arrayRowsShortcut).toBe(true);
  });

  it('reads array rows as before, the repeated column name included, and keeps no object row', async () => {
    const r = await client.query({ text: WIDE, rowMode: 'array' });
    expect(r.rows).toEqual([EXPECTED]);
    expect(r.fields.map((f) => f.name)).toEqual([
      'id',
      'name',
      'cents',
      'ok',
      'none',
      'at',
      'day',
      'data',
      'id',
      'rate',
      'uuid',
    ]);
    expect((r as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toBeNull();
  });

  it('a prepared statement in array mode reads the same on every run', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await client.query({ name: 'zp_array_rows_test', text: WIDE, rowMode: 'array' });
      expect(r.rows).toEqual([EXPECTED]);
    }
  });

  it('object rows are pg’s own: keyed by name, the later column of a repeated name wins', async () => {
    const r = await client.query(WIDE);
    expect(r.rows).toEqual([
      {
        id: 2,
        name: 'a',
        cents: '9007199254740993',
        ok: true,
        none: null,
        at: new Date('2026-11-29T10:00:00Z'),
        day: '2026-11-29',
        data: { a: [1, 2] },
        rate: '3.5',
        uuid: '00000000-0000-7000-8000-000000000001',
      },
    ]);
  });
});
