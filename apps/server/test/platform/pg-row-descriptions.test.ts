import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describesSkipped, rowDescriptionsKept } from '../../src/db/pg-row-descriptions.ts';
import { nextSentWithoutWaiting } from '../../src/db/pipelined-transactions.ts';
import { createTestContext, isPostgres, type TestContext } from '../helpers.ts';

// Decision 067: a named statement's row description is asked for on its first execution on a connection only; later
// executions there get the kept columns. The rows must read exactly as before — every type, both row modes, no rows,
// failures, several executions in flight on one pipelined connection — and each connection asks once.

const WIDE = `select $1::int as id, 'a'::text as name, 9007199254740993::bigint as cents, true as ok, null::int as none,
  '2026-11-29 10:00:00+00'::timestamptz as at, '2026-11-29'::date as day, '{"a":[1,2]}'::jsonb as data,
  3.5::numeric as rate, 10 / $1::int as tenth, '00000000-0000-7000-8000-000000000001'::uuid as uuid,
  array[1, 2]::int[] as list`;

const expected = (id: number) => [
  id,
  'a',
  '9007199254740993',
  true,
  null,
  new Date('2026-11-29T10:00:00Z'),
  '2026-11-29',
  { a: [1, 2] },
  '3.5',
  Math.trunc(10 / id),
  '00000000-0000-7000-8000-000000000001',
  [1, 2],
];
const NAMES = ['id', 'name', 'cents', 'ok', 'none', 'at', 'day', 'data', 'rate', 'tenth', 'uuid', 'list'];

// dates as the database sends them, through the client's own type set (as drizzle's dates are)
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 1082 ? (v: string) => v : pg.types.getTypeParser(oid, format),
};

/** A client that counts the row descriptions PostgreSQL sends it. */
async function countingClient(options: pg.ClientConfig = {}) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, types, ...options });
  await client.connect();
  const seen = { descriptions: 0 };
  (client as unknown as { connection: { on(e: string, f: () => void): void } }).connection.on(
    'rowDescription',
    () => {
      seen.descriptions++;
    },
  );
  return { client, seen };
}

describe.skipIf(!isPostgres())('a named statement described once per connection (decision 067)', () => {
  let ctx: TestContext;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    for (const c of clients) await c.end();
    await ctx?.close();
  });
  const open = async (options?: pg.ClientConfig) => {
    const c = await countingClient(options);
    clients.push(c.client);
    return c;
  };

  it('is in place once the app has opened PostgreSQL', () => {
    expect(rowDescriptionsKept).toBe(true);
  });

  it('reads the same rows on every execution, and asks for the description on the first only', async () => {
    const { client, seen } = await open();
    const skippedBefore = describesSkipped;
    for (let i = 1; i <= 4; i++) {
      const r = await client.query({ name: 'zp_rd_wide', text: WIDE, values: [i], rowMode: 'array' });
      expect(r.rows).toEqual([expected(i)]);
      expect(r.fields.map((f) => f.name)).toEqual(NAMES);
      expect(r.rowCount).toBe(1);
    }
    expect(seen.descriptions).toBe(1);
    expect(describesSkipped - skippedBefore).toBe(3);
  });

  it('keeps object rows keyed by the column names', async () => {
    const { client, seen } = await open();
    for (let i = 1; i <= 3; i++) {
      const r = await client.query({ name: 'zp_rd_objects', text: WIDE, values: [i] });
      expect(r.rows).toEqual([Object.fromEntries(NAMES.map((n, k) => [n, expected(i)[k]]))]);
    }
    expect(seen.descriptions).toBe(1);
  });

  it('answers no rows with the columns when nothing matches, and rows again after', async () => {
    const { client, seen } = await open();
    const text = 'select g as n, g::text as label from generate_series(1, $1::int) g';
    const run = (n: number) => client.query({ name: 'zp_rd_series', text, values: [n], rowMode: 'array' });
    expect((await run(2)).rows).toEqual([
      [1, '1'],
      [2, '2'],
    ]);
    const none = await run(0);
    expect(none.rows).toEqual([]);
    expect(none.fields.map((f) => f.name)).toEqual(['n', 'label']);
    expect((await run(1)).rows).toEqual([[1, '1']]);
    expect(seen.descriptions).toBe(1);
  });

  it('asks again on another connection: the description is the connection’s', async () => {
    const a = await open();
    const b = await open();
    await a.client.query({ name: 'zp_rd_two', text: WIDE, values: [1], rowMode: 'array' });
    await a.client.query({ name: 'zp_rd_two', text: WIDE, values: [2], rowMode: 'array' });
    const r = await b.client.query({ name: 'zp_rd_two', text: WIDE, values: [5], rowMode: 'array' });
    expect(r.rows).toEqual([expected(5)]);
    expect([a.seen.descriptions, b.seen.descriptions]).toEqual([1, 1]);
  });

  it('a failing execution fails alone; the connection goes on with the kept description', async () => {
    const { client, seen } = await open();
    const run = (id: number) =>
      client.query({ name: 'zp_rd_fail', text: WIDE, values: [id], rowMode: 'array' });
    await run(1);
    await expect(run(0)).rejects.toThrow(/division by zero/);
    expect((await run(2)).rows).toEqual([expected(2)]);
    expect(seen.descriptions).toBe(1);
  });

  it('matches each answer to its execution with several in flight on a pipelined connection', async () => {
    const { client, seen } = await open({ pipeline: true } as pg.ClientConfig);
    const run = (id: number) =>
      client.query({ name: 'zp_rd_pipe', text: WIDE, values: [id], rowMode: 'array' });
    await run(1);
    const ids = [2, 3, 0, 4, 5, 6, 7];
    // sent one behind the other without waiting, on purpose (the one-statement guard of the test setup lets them pass)
    const answers = await Promise.allSettled(
      ids.map((id) => {
        nextSentWithoutWaiting.add(client);
        return run(id);
      }),
    );
    answers.forEach((a, k) => {
      if (ids[k] === 0) expect(a.status).toBe('rejected');
      else
        expect(a).toEqual({
          status: 'fulfilled',
          value: expect.objectContaining({ rows: [expected(ids[k]!)] }),
        });
    });
    expect(seen.descriptions).toBe(1);
  });

  it('leaves unnamed statements as they were: described on every execution', async () => {
    const { client, seen } = await open();
    for (let i = 1; i <= 3; i++) {
      const r = await client.query({ text: WIDE, values: [i], rowMode: 'array' });
      expect(r.rows).toEqual([expected(i)]);
    }
    expect(seen.descriptions).toBe(3);
  });
});
