import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  bookingBody,
  bookingContext,
  call,
  login,
  type NewSuperuser,
  newSuperuser,
  PROBLEM,
  payAndAccept,
} from './fixtures.ts';

type Method = 'POST' | 'PUT';

let ctx: TestContext;
let a: NewSuperuser;
let b: NewSuperuser;
let c: NewSuperuser;
let admin: string;

beforeAll(async () => {
  ctx = await bookingContext();
  a = await newSuperuser(ctx, 'parallel-a@example.com');
  b = await newSuperuser(ctx, 'parallel-b@example.com');
  c = await newSuperuser(ctx, 'parallel-c@example.com');
  admin = await login(ctx, 'admin@example.com');
});
afterAll(() => ctx?.close());

const create = (token: string, body: unknown) => call(ctx, 'POST', '/api/booking/create', { token, body });

describe('simultaneous bookings (the database unique indexes decide)', () => {
  it('two providers racing for one subdomain: one 201, one German 409', async () => {
    const answers = await Promise.all([
      create(a.token, bookingBody('gleichzeitig')),
      create(b.token, bookingBody('gleichzeitig')),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.headers['content-type']).toMatch(PROBLEM);
    expect(loser.json().detail).toBe('Diese Subdomain wird bereits verwendet.');
  });

  it('one provider sending two bookings at once: one 201, one "Sie haben bereits eine Buchung."', async () => {
    const answers = await Promise.all([
      create(c.token, bookingBody('doppelt-eins')),
      create(c.token, bookingBody('doppelt-zwei')),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe('Sie haben bereits eine Buchung.');
    const [rows] = await ctx.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.superuserId, c.superuserId));
    expect(rows!.n).toBe(1);
  });

  it('two upgrades at once: one 201, one "Upgrade in Annahme"', async () => {
    const [mine] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.superuserId, c.superuserId));
    await payAndAccept(ctx, admin, mine!.id);
    const up = (body: unknown) => call(ctx, 'POST', '/api/booking/upgrade/create', { token: c.token, body });
    const answers = await Promise.all([up({ module14: true }), up({ module15: true })]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe('Upgrade in Annahme');
  });
});

describe('bad input never causes a 500', () => {
  const endpoints: [Method, string, () => string][] = [
    ['POST', '/api/booking/create', () => a.token],
    ['POST', '/api/booking/upgrade/create', () => c.token],
    ['POST', '/api/booking/is-unique', () => a.token],
    ['POST', '/api/booking/module-request', () => a.token],
    ['PUT', '/api/booking/1/update', () => admin],
    ['PUT', '/api/booking/upgrade/1/update', () => admin],
    ['PUT', `/api/superuser/1/documents`, () => admin],
  ];
  const bodies: [string, string, string][] = [
    ['malformed JSON', '{"duration": 2,', 'application/json'],
    ['a JSON array', '[{"duration": 2}]', 'application/json'],
    ['a JSON string', '"module2"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    [
      'wrong types',
      '{"duration":{},"investorSubdomain":42,"module2":"ja","isPaid":7,"status":[]}',
      'application/json',
    ],
    ['a text body', 'duration=2', 'text/plain'],
    ['an unknown media type', '<booking/>', 'application/xml'],
    ['a multipart body without boundary', '--x\r\n', 'multipart/form-data'],
  ];

  for (const [method, url, token] of endpoints) {
    it.each(bodies)(`${method} ${url} with %s → never a 500`, async (_what, body, type) => {
      const res = await call(ctx, method, url, {
        token: token(),
        body,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      // A PUT with an empty (null) body or without any field it knows changes nothing and answers 200.
      if (res.statusCode === 200) return expect(method).toBe('PUT');
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.json().detail).toMatch(/[äöüß]|[A-Z][a-z]+ [a-z]+/);
    });
  }
});
