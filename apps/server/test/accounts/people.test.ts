import { permissionsOf } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, investors, resellers, salesreps, superusers, users } from '../../src/db/schema/index.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import { call, createSecondTenant, DEMO, demoTokens, insertUser, login, useDemoContext } from './fixtures.ts';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof createSecondTenant>>;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let otherSu: string;
const ids = {} as Record<keyof typeof DEMO, number>;
let tenant: number;
let demoResellerId: number;

useDemoContext(async (c) => {
  ctx = c;
  other = await createSecondTenant(ctx);
  const db = ctx.database.db;
  for (const [role, a] of Object.entries(DEMO)) {
    const [u] = await db.select().from(users).where(eq(users.email, a.email));
    ids[role as keyof typeof DEMO] = u!.id;
  }
  tenant = (await db.select().from(superusers).where(eq(superusers.userId, ids.superuser)))[0]!.id;
  demoResellerId = (await db.select().from(resellers))[0]!.id;
  const sub = await insertUser(ctx, { email: 'sub-reseller@example.com', role: 'reseller' });
  await db.insert(resellers).values({ userId: sub.id, parentId: demoResellerId });
  const lone = await insertUser(ctx, { email: 'lone-reseller@example.com', role: 'reseller' });
  await db.insert(resellers).values({ userId: lone.id });
  tok = await demoTokens(ctx);
  otherSu = (await login(ctx, 'other-su@example.com')).access;
});

const get = (url: string, role: keyof typeof DEMO) =>
  call(ctx, 'GET', url, { host: DEMO[role].host, token: tok[role] });
const put = (url: string, role: keyof typeof DEMO, body: unknown) =>
  call(ctx, 'PUT', url, { host: DEMO[role].host, token: tok[role], body });

describe('GET /api/me', () => {
  it.each(Object.keys(DEMO) as (keyof typeof DEMO)[])(
    '%s: person, role, ids and permissions',
    async (role) => {
      const res = await get('/api/me', role);
      expect(res.statusCode).toBe(200);
      const me = res.json();
      expect(me).toMatchObject({ role, user: { id: ids[role], email: DEMO[role].email } });
      expect(me.permissions).toEqual(permissionsOf(role));
      expect(me.tenantId).toBe(['admin', 'reseller'].includes(role) ? null : tenant);
      for (const secret of ['passwordHash', 'failedLogins', 'lockedUntil', 'scope', 'isActive']) {
        expect(me.user).not.toHaveProperty(secret);
      }
    },
  );
});

describe('GET /api/count', () => {
  it.each([
    // This seed has no products or subscriptions (no file store), so those cards count 0.
    ['superuser', { issuers: 1, investors: 1, salesreps: 1, products: 0, zeichnungs: 0 }],
    ['reseller', { issuers: 1, resellers: 1, superusers: 1, products: 0 }],
    ['issuer', { investors: expect.any(Number), salesreps: 1, products: 0, zeichnungs: 0 }],
    ['salesrep', { investors: 1, zeichnungs: 0 }],
    ['investor', { products: 0, zeichnungs: 0 }],
    ['admin', { products: 0, zeichnungs: 0 }],
  ] as const)('%s sees only its cards, counted in its tenant', async (role, expected) => {
    const res = await get('/api/count', role);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it("never counts the other tenant's people", async () => {
    const res = await call(ctx, 'GET', '/api/count', { token: otherSu });
    expect(res.json()).toEqual({ issuers: 0, investors: 1, salesreps: 1, products: 0, zeichnungs: 0 });
  });
});

describe('GET /api/user/:id', () => {
  it.each(Object.keys(DEMO) as (keyof typeof DEMO)[])('%s reads itself', async (role) => {
    const res = await get(`/api/user/${ids[role]}`, role);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[role], email: DEMO[role].email, role });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('scopes reads to the tenant (404 outside), admin reads everyone', async () => {
    const cases: [keyof typeof DEMO, number, number][] = [
      ['superuser', ids.investor, 200],
      ['superuser', ids.salesrep, 200],
      ['superuser', ids.issuer, 200],
      ['superuser', other.invUser.id, 404],
      ['superuser', other.suUser.id, 404],
      ['superuser', ids.admin, 404],
      ['reseller', ids.superuser, 200],
      ['reseller', other.suUser.id, 404],
      ['reseller', ids.investor, 404],
      ['investor', ids.salesrep, 404],
      ['investor', other.invUser.id, 404],
      ['salesrep', ids.investor, 404],
      ['issuer', ids.investor, 404],
      ['admin', other.invUser.id, 200],
      ['admin', other.suUser.id, 200],
      ['admin', 999_999, 404],
    ];
    for (const [role, id, status] of cases) {
      expect((await get(`/api/user/${id}`, role)).statusCode, `${role} → ${id}`).toBe(status);
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '%20'])('answers /api/user/%s with 400', async (id) => {
    const res = await get(`/api/user/${id}`, 'admin');
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/user/:id/update', () => {
  it.runIf(isPostgres())(
    'concurrent edits of one person: each audit entry shows what its own update replaced',
    async () => {
      const cities = Array.from({ length: 10 }, (_, i) => `Racestadt ${i}`);
      const answers = await Promise.all(
        cities.map((city) => put(`/api/user/${ids.investor}/update`, 'investor', { city })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(cities.map(() => 200));
      const entries = await ctx.database.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'user.update'),
            eq(auditLog.entityId, String(ids.investor)),
            sql`${auditLog.after}->>'city' like 'Racestadt %'`,
          ),
        )
        .orderBy(asc(auditLog.id));
      expect(entries).toHaveLength(10);
      // the updates ran one after the other on the row: each one's "before" is the one before it's "after"
      for (let i = 1; i < entries.length; i++)
        expect((entries[i]!.before as { city: string }).city).toBe(
          (entries[i - 1]!.after as { city: string }).city,
        );
      const [row] = await ctx.database.db
        .select({ city: users.city })
        .from(users)
        .where(eq(users.id, ids.investor));
      expect(row!.city).toBe((entries.at(-1)!.after as { city: string }).city);
    },
  );

  const yearsAgo = (years: number, days = 0) => {
    const d = new Date(`${todayIso()}T12:00:00Z`); // the Berlin day the rule counts from
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it.each<[string, unknown, string]>([
    ['firstName', 'A', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['zipCode', '999', 'Dieser Wert ist kleiner als das Minimum von 1000'],
    ['taxNumber', '123456789012', 'Angabe muss genau aus 13 Zeichen bestehen'],
    ['incomeTaxId', '1234567890', 'Angabe muss genau aus 11 Zeichen bestehen'],
    ['dateOfBirth', yearsAgo(17), 'Sie müssen volljährig sein'],
    ['dateOfBirth', '1990-02-30', 'Kein valides Datum'],
    ['ethAddress', '0xZZ', 'Dieser Text hat nicht das korrekte Format'],
    ['bankIban', 'DE89370400440532013001', 'Dieser Text hat nicht das korrekte Format'],
    ['landlineNumber', '1234', 'Dieser Text ist kürzer als das Minimum von 5 Zeichen'],
    ['exposedPersonsOffice', 'ab', 'Dieser Text ist kürzer als das Minimum von 3 Zeichen'],
  ])('%s = %j → 400 %s', async (field, value, message) => {
    const res = await put(`/api/user/${ids.investor}/update`, 'investor', { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, detail: message, errors: { [field]: message } });
  });

  it('saves valid data and reads it back', async () => {
    const body = {
      firstName: 'Ina-Maria',
      zipCode: '80331',
      city: 'München',
      taxNumber: '1234567890123',
      incomeTaxId: '12345678901',
      dateOfBirth: yearsAgo(18),
      ethAddress: `0x${'ab'.repeat(20)}`,
      bankIban: 'DE89 3704 0044 0532 0130 00',
      landlineNumber: '089 123456',
      exposedPersonsOffice: 'Stadtrat',
    };
    const res = await put(`/api/user/${ids.investor}/update`, 'investor', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, bankIban: 'DE89370400440532013000', lastName: 'Anlegerin' });
    expect((await get(`/api/user/${ids.investor}`, 'superuser')).json()).toMatchObject({ city: 'München' });
  });

  it('lets the provider edit its tenant, nobody else', async () => {
    expect((await put(`/api/user/${ids.salesrep}/update`, 'superuser', { city: 'Hamburg' })).statusCode).toBe(
      200,
    );
    expect((await put(`/api/user/${ids.superuser}/update`, 'reseller', { city: 'Köln' })).statusCode).toBe(
      404,
    );
    expect((await put(`/api/user/${ids.investor}/update`, 'salesrep', { city: 'Köln' })).statusCode).toBe(
      404,
    );
    const foreign = await call(ctx, 'PUT', `/api/user/${ids.investor}/update`, {
      token: otherSu,
      body: { city: 'Xanten' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses isIdentified and other unknown fields on the user route', async () => {
    const res = await put(`/api/user/${ids.investor}/update`, 'investor', { isIdentified: true });
    expect(res.statusCode).toBe(400);
  });
});

describe('investor identification', () => {
  it('an investor cannot mark itself identified; its provider can', async () => {
    const [inv] = await ctx.database.db.select().from(investors).where(eq(investors.userId, ids.investor));
    const url = `/api/investor/${inv!.id}/update`;
    const self = await put(url, 'investor', { isIdentified: true });
    expect(self.statusCode).toBe(403);
    expect((await put(url, 'investor', { city: 'Potsdam' })).statusCode).toBe(200);

    const foreign = await call(ctx, 'PUT', url, { token: otherSu, body: { isIdentified: true } });
    expect(foreign.statusCode).toBe(404);
    const res = await put(url, 'superuser', { isIdentified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: inv!.id, superuserId: tenant, user: { isIdentified: true } });
    expect((await get(`/api/investor/${inv!.id}`, 'investor')).json().user.isIdentified).toBe(true);
    expect((await get(`/api/investor/${inv!.id}`, 'salesrep')).statusCode).toBe(403);
  });

  it('an issuer may only confirm the identification, of investors of its products', async () => {
    const [inv] = await ctx.database.db.select().from(investors).where(eq(investors.userId, ids.investor));
    const url = `/api/investor/${inv!.id}/update`;
    expect((await put(url, 'issuer', { city: 'Potsdam' })).statusCode).toBe(403);
    expect((await put(url, 'issuer', { isIdentified: true, city: 'Potsdam' })).statusCode).toBe(403);
    expect((await put(url, 'issuer', {})).statusCode).toBe(403);
    // This investor has not subscribed to a product of the issuer (the accepted case: operator.test.ts).
    expect((await put(url, 'issuer', { isIdentified: true })).statusCode).toBe(404);
  });
});

describe('person lists', () => {
  const emails = (res: { json(): { results: { user: { email: string } }[] } }) =>
    res
      .json()
      .results.map((r) => r.user.email)
      .sort();

  it('GET /api/superuser/: admin all, reseller its recruits, superuser 403', async () => {
    expect(emails(await get('/api/superuser/', 'admin'))).toEqual([
      'other-su@example.com',
      'superuser@example.com',
    ]);
    const mine = await get('/api/superuser/', 'reseller');
    expect(mine.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(mine.json().results[0]).toMatchObject({
      bookingStatus: 'L',
      user: { email: DEMO.superuser.email },
    });
    expect((await get('/api/superuser/', 'superuser')).statusCode).toBe(403);
  });

  it('GET /api/reseller/: admin all, reseller its recruits', async () => {
    expect(emails(await get('/api/reseller/', 'admin'))).toEqual([
      'lone-reseller@example.com',
      'reseller@example.com',
      'sub-reseller@example.com',
    ]);
    expect(emails(await get('/api/reseller/', 'reseller'))).toEqual(['sub-reseller@example.com']);
    expect((await get('/api/reseller/', 'superuser')).statusCode).toBe(403);
  });

  it('GET /api/investor/: own tenant, brokered for a licensed salesrep, 403 for investors', async () => {
    expect(emails(await get('/api/investor/', 'admin'))).toEqual([
      'investor@example.com',
      'other-inv@example.com',
    ]);
    expect(emails(await get('/api/investor/', 'superuser'))).toEqual(['investor@example.com']);
    expect(emails(await call(ctx, 'GET', '/api/investor/', { token: otherSu }))).toEqual([
      'other-inv@example.com',
    ]);
    expect(emails(await get('/api/investor/', 'salesrep'))).toEqual(['investor@example.com']);
    expect((await get('/api/investor/', 'investor')).statusCode).toBe(403);
    expect((await get('/api/investor/', 'issuer')).statusCode).toBe(403);

    // an unlicensed (T) salesrep sees none
    await ctx.database.db
      .update(salesreps)
      .set({ kind: 'T', isApproved: false })
      .where(eq(salesreps.superuserId, tenant));
    expect((await get('/api/investor/', 'salesrep')).json()).toMatchObject({ count: 0, results: [] });
    await ctx.database.db
      .update(salesreps)
      .set({ kind: '34', isApproved: true })
      .where(eq(salesreps.superuserId, tenant));
  });
});
