import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  providerInvoices,
  resellerCommissions,
  resellerPercentages,
  resellers,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import {
  call,
  DEMO,
  demoTokens,
  insertUser,
  login,
  PROBLEM,
  signupBody,
  useDemoContext,
} from '../accounts/fixtures.ts';
import type { TestContext } from '../helpers.ts';

let ctx: TestContext;
let tok: Awaited<ReturnType<typeof demoTokens>>;
/** Resellers by key: a (root) ← k1, k2, k4, k5, k9, k10; k5 ← c ← d (level 3); e outside. */
const res: Record<string, { id: number; email: string; uuid: string }> = {};
let n = 0;

async function addReseller(key: string, parentId: number | null) {
  const email = `r-${key}@example.com`;
  const u = await insertUser(ctx, { email, role: 'reseller', company: `Reseller ${key}` });
  const [row] = await ctx.database.db.insert(resellers).values({ userId: u.id, parentId }).returning();
  res[key] = { id: row!.id, email, uuid: u.uuid };
  return row!.id;
}

/** A provider recruited by `resellerId`, with bookings of the given status and broker portal. */
async function addProvider(resellerId: number, booked: { status: 'P' | 'L' | 'R'; broker: boolean }[]) {
  n++;
  const u = await insertUser(ctx, {
    email: `p-${n}@example.com`,
    role: 'superuser',
    company: `Provider ${n}`,
  });
  const [su] = await ctx.database.db.insert(superusers).values({ userId: u.id, resellerId }).returning();
  for (const b of booked)
    await ctx.database.db.insert(bookings).values({
      superuserId: su!.id,
      status: b.status,
      investorSubdomain: `p${n}-${b.status}`,
      affiliateSubdomain: b.broker ? `p${n}-${b.status}` : null,
    });
  return su!.id;
}

/** Providers worth `portals` live portals: two-portal bookings plus one single portal for an odd count. */
async function addPortals(resellerId: number, portals: number) {
  for (let i = 0; i < Math.floor(portals / 2); i++)
    await addProvider(resellerId, [{ status: 'L', broker: true }]);
  if (portals % 2) await addProvider(resellerId, [{ status: 'L', broker: false }]);
}

let providerA: number;
useDemoContext(async (c) => {
  ctx = c;
  const a = await addReseller('a', null);
  providerA = await addProvider(a, [{ status: 'L', broker: true }]); // 2
  await addProvider(a, [{ status: 'L', broker: false }]); // 1
  await addProvider(a, [{ status: 'P', broker: true }]); // 0 (demo)
  await addProvider(a, [{ status: 'R', broker: true }]); // 0 (rejected)
  await addProvider(a, []); // never booked
  for (const k of [1, 2, 4, 5, 9, 10]) await addPortals(await addReseller(`k${k}`, a), k);
  const cId = await addReseller('c', res.k5!.id);
  await addPortals(cId, 1);
  await addPortals(await addReseller('d', cId), 2);
  await addReseller('e', null);
  tok = await demoTokens(ctx);
});

const token = async (key: string) => (await login(ctx, res[key]!.email)).access;
const admin = () => ({ host: DEMO.admin.host, token: tok.admin });
const tree = (id: number, opts: { host?: string; token?: string }) =>
  call(ctx, 'GET', `/api/reseller/hierachy/${id}`, opts);
const PCT = '/api/reseller/hierarchy/percentages';
const grid = (rows: unknown) => ({ hierarchy_percentages: rows });
const DEFAULTS = [
  { status: 'S', own: 10, level1: 3, level2: 2 },
  { status: 'G', own: 15, level1: 5, level2: 3 },
  { status: 'P', own: 20, level1: 7, level2: 5 },
];

describe('GET/POST /api/reseller/hierarchy/percentages', () => {
  it('admin and reseller read the default grid in the spec shape; others 403', async () => {
    for (const opts of [admin(), { token: await token('a') }]) {
      const r = await call(ctx, 'GET', PCT, opts);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ hierarchy_percentages: { hierarchy_percentages: DEFAULTS } });
    }
    expect((await call(ctx, 'GET', PCT, { host: DEMO.issuer.host, token: tok.issuer })).statusCode).toBe(403);
    expect(
      (await call(ctx, 'GET', PCT, { host: DEMO.superuser.host, token: tok.superuser })).statusCode,
    ).toBe(403);
  });

  it.each([
    [
      'a cell above 100',
      [{ ...DEFAULTS[0], own: 100.5 }, DEFAULTS[1], DEFAULTS[2]],
      {
        'hierarchy_percentages.0.own': 'Der Wert muss zwischen 0 und 100 liegen',
      },
    ],
    [
      'a negative cell',
      [DEFAULTS[0], { ...DEFAULTS[1], level2: -1 }, DEFAULTS[2]],
      {
        'hierarchy_percentages.1.level2': 'Der Wert muss zwischen 0 und 100 liegen',
      },
    ],
    [
      'three decimals',
      [DEFAULTS[0], DEFAULTS[1], { ...DEFAULTS[2], level1: 7.125 }],
      {
        'hierarchy_percentages.2.level1': 'Höchstens zwei Nachkommastellen',
      },
    ],
    [
      'a string',
      [{ ...DEFAULTS[0], own: 'zehn' }, DEFAULTS[1], DEFAULTS[2]],
      {
        'hierarchy_percentages.0.own': 'Bitte geben Sie eine Zahl ein',
      },
    ],
    [
      'null',
      [{ ...DEFAULTS[0], level1: null }, DEFAULTS[1], DEFAULTS[2]],
      {
        'hierarchy_percentages.0.level1': 'Bitte geben Sie eine Zahl ein',
      },
    ],
    [
      'a sum above 100',
      [DEFAULTS[0], { status: 'G', own: 60, level1: 30, level2: 10.01 }, DEFAULTS[2]],
      {
        'hierarchy_percentages.1.own': 'Die Summe der Stufe Gold darf 100 % nicht übersteigen',
        'hierarchy_percentages.1.level1': 'Die Summe der Stufe Gold darf 100 % nicht übersteigen',
        'hierarchy_percentages.1.level2': 'Die Summe der Stufe Gold darf 100 % nicht übersteigen',
      },
    ],
    ['a missing tier', [DEFAULTS[0], DEFAULTS[1]], { hierarchy_percentages: 'Die Stufe Platin fehlt' }],
    [
      'a tier twice',
      [DEFAULTS[0], DEFAULTS[0], DEFAULTS[2]],
      {
        'hierarchy_percentages.1.status': 'Die Stufe Silber ist mehrfach angegeben',
      },
    ],
    [
      'an unknown tier',
      [DEFAULTS[0], DEFAULTS[1], { ...DEFAULTS[2], status: 'X' }],
      {
        'hierarchy_percentages.2.status': 'Unbekannte Stufe',
      },
    ],
  ])('refuses %s with a German 400 per field', async (_name, rows, errors) => {
    const r = await call(ctx, 'POST', PCT, { ...admin(), body: grid(rows) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.headers['content-type']).toMatch(PROBLEM);
    expect(r.json().errors).toMatchObject(errors);
  });

  it.each([
    ['no body', undefined],
    ['a list as body', DEFAULTS],
    ['no list', { hierarchy_percentages: 'S' }],
    ['four rows', grid([...DEFAULTS, DEFAULTS[0]])],
    ['rows of strings', grid(['S', 'G', 'P'])],
    ['a huge number', grid([{ ...DEFAULTS[0], own: 1e308 }, DEFAULTS[1], DEFAULTS[2]])],
  ])('never a 5xx: %s → 400 German', async (_name, body) => {
    const r = await call(ctx, 'POST', PCT, { ...admin(), body });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().detail).toMatch(/[a-zäöü]/);
    expect(r.json().detail).not.toMatch(/expected|invalid input/i);
  });

  it('only the admin saves; a reseller and a superuser get 403 and nothing changes', async () => {
    const body = grid([{ status: 'S', own: 50, level1: 25, level2: 25 }, DEFAULTS[1], DEFAULTS[2]]);
    expect((await call(ctx, 'POST', PCT, { token: await token('a'), body })).statusCode).toBe(403);
    const su = await call(ctx, 'POST', PCT, { host: DEMO.superuser.host, token: tok.superuser, body });
    expect(su.statusCode).toBe(403);
    const [s] = await ctx.database.db
      .select()
      .from(resellerPercentages)
      .where(eq(resellerPercentages.status, 'S'));
    expect(Number(s!.own)).toBe(10);
  });

  it('the admin saves (order free, sums of exactly 100), gets the list back, audited with before and after', async () => {
    const rows = [
      { status: 'P', own: 33.33, level1: 33.33, level2: 33.34 },
      { status: 'S', own: 12.5, level1: 0, level2: 0.25 },
      { status: 'G', own: 15, level1: 5, level2: 3 },
    ];
    const r = await call(ctx, 'POST', PCT, { ...admin(), body: grid(rows) });
    expect(r.statusCode, r.body).toBe(200);
    const saved = [rows[1], rows[2], rows[0]];
    expect(r.json()).toEqual({ hierarchy_percentages: { hierarchy_percentages: saved } });
    const again = await call(ctx, 'GET', PCT, { token: await token('a') });
    expect(again.json().hierarchy_percentages.hierarchy_percentages).toEqual(saved);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'resellerPercentages.update'));
    expect(audit).toMatchObject({ before: DEFAULTS, after: saved, actorRole: 'admin' });
    await call(ctx, 'POST', PCT, { ...admin(), body: grid(DEFAULTS) });
  });
});

interface Node {
  id: number;
  depth: number;
  name: string;
  tier: string | null;
  livePortals: number;
  nextTier: { tier: string; missing: number } | null;
  providers: { id: number; bookingStatus: string | null; livePortals: number }[];
  resellers?: Node[];
}

describe('GET /api/reseller/hierachy/:id', () => {
  it('the reseller, its providers and its resellers two levels deep with portals and tiers', async () => {
    const r = await tree(res.a!.id, admin());
    expect(r.statusCode, r.body).toBe(200);
    const root: Node = r.json().reseller_hierachy.reseller_hierachy;
    expect(root).toMatchObject({
      id: res.a!.id,
      depth: 0,
      name: 'Reseller a',
      email: 'r-a@example.com',
      livePortals: 3,
      tier: 'S',
      nextTier: { tier: 'G', missing: 2 },
    });
    expect(root.providers.map((p) => [p.bookingStatus, p.livePortals])).toEqual([
      ['L', 2],
      ['L', 1],
      ['P', 0],
      ['R', 0],
      [null, 0],
    ]);
    expect(root.providers[0]).toMatchObject({ id: providerA, name: expect.stringMatching(/^Provider /) });
    const byName = new Map(root.resellers!.map((k) => [k.name, k]));
    const expected: [number, string | null, { tier: string; missing: number } | null][] = [
      [1, null, { tier: 'S', missing: 1 }],
      [2, 'S', { tier: 'G', missing: 3 }],
      [4, 'S', { tier: 'G', missing: 1 }],
      [5, 'G', { tier: 'P', missing: 5 }],
      [9, 'G', { tier: 'P', missing: 1 }],
      [10, 'P', null],
    ];
    for (const [portals, tier, next] of expected) {
      const k = byName.get(`Reseller k${portals}`)!;
      expect(k, `k${portals}`).toMatchObject({ depth: 1, livePortals: portals, tier, nextTier: next });
      expect(k.providers.reduce((s, p) => s + p.livePortals, 0)).toBe(portals);
    }
    const k5 = byName.get('Reseller k5')!;
    expect(k5.resellers).toHaveLength(1);
    const c = k5.resellers![0]!;
    expect(c).toMatchObject({ id: res.c!.id, depth: 2, livePortals: 1, tier: null });
    expect(c.providers).toHaveLength(1);
    // two levels deep: c's own reseller d is not in a's tree
    expect(c.resellers).toBeUndefined();
    expect(JSON.stringify(root)).not.toContain('r-d@example.com');
    expect(byName.get('Reseller k1')!.resellers).toEqual([]);
  });

  it('a reseller reads itself and its downline at any depth; never its upline, a sibling branch or an outsider', async () => {
    const a = await token('a');
    for (const key of ['a', 'k5', 'c', 'd'])
      expect((await tree(res[key]!.id, { token: a })).statusCode).toBe(200);
    expect((await tree(res.e!.id, { token: a })).statusCode).toBe(404);
    const c = await token('c');
    const own = await tree(res.c!.id, { token: c });
    expect(own.json().reseller_hierachy.reseller_hierachy.resellers[0].id).toBe(res.d!.id);
    for (const key of ['a', 'k5', 'k1', 'e']) {
      const r = await tree(res[key]!.id, { token: c });
      expect(r.statusCode, key).toBe(404);
      expect(r.headers['content-type']).toMatch(PROBLEM);
    }
    expect((await tree(999_999, admin())).statusCode).toBe(404);
    expect((await tree(res.a!.id, admin())).statusCode).toBe(200);
  });

  it('issuer, investor, superuser and salesrep get 403; no token 401', async () => {
    for (const role of ['issuer', 'investor', 'superuser', 'salesrep'] as const) {
      const r = await tree(res.a!.id, { host: DEMO[role].host, token: tok[role] });
      expect(r.statusCode, role).toBe(403);
    }
    expect((await tree(res.a!.id, {})).statusCode).toBe(401);
  });
});

describe('GET /api/reseller/dashboard', () => {
  it('tier, commissions per Berlin month (12 months, zeros filled) and the recruiting links', async () => {
    const db = ctx.database.db;
    const [booking] = await db.select().from(bookings).where(eq(bookings.superuserId, providerA));
    const invoice = async (period: string) => {
      const [row] = await db
        .insert(providerInvoices)
        .values({
          superuserId: providerA,
          bookingId: booking!.id,
          period,
          number: `RE-${period}`,
          invoiceDate: `${period}-28`,
          netCents: 100_000,
          vatCents: 19_000,
          grossCents: 119_000,
        })
        .returning();
      return row!.id;
    };
    const commission = async (period: string, level: number, resellerId: number, cents: number, at: string) =>
      db.insert(resellerCommissions).values({
        resellerId,
        superuserId: providerA,
        providerInvoiceId: await invoice(period),
        level,
        tier: 'S',
        baseCents: 100_000,
        percentage: 10,
        amountCents: cents,
        createdAt: new Date(at),
      });
    await commission('2026-02', 0, res.a!.id, 1_000, '2026-02-28T23:30:00Z'); // Berlin 1 March
    await commission('2026-01', 0, res.a!.id, 2_550, '2026-01-15T10:00:00Z');
    await db.insert(resellerCommissions).values({
      resellerId: res.a!.id,
      superuserId: providerA,
      providerInvoiceId: (
        await db.select().from(providerInvoices).where(eq(providerInvoices.period, '2026-01'))
      )[0]!.id,
      level: 1,
      tier: 'S',
      baseCents: 100_000,
      percentage: 3,
      amountCents: 450,
      status: 'P',
      createdAt: new Date('2026-01-20T10:00:00Z'),
    });
    await commission('2025-03', 0, res.a!.id, 700, '2025-03-31T22:30:00Z'); // Berlin 1 April 2025: in
    await commission('2025-02', 0, res.a!.id, 9_999, '2025-03-15T10:00:00Z'); // 13 months back: out
    await commission('2025-12', 0, res.e!.id, 5_000, '2025-12-10T10:00:00Z'); // another reseller's
    ctx.app.deps.clock.set(new Date('2026-03-10T10:00:00Z'));
    try {
      const r = await call(ctx, 'GET', '/api/reseller/dashboard', { token: await token('a') });
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({
        resellerId: res.a!.id,
        uuid: res.a!.uuid,
        tier: 'S',
        livePortals: 3,
        nextTier: { tier: 'G', missing: 2 },
      });
      expect(body.revenue).toHaveLength(12);
      expect(body.revenue[0]).toEqual({ month: '2025-04', amountCents: 700 });
      expect(body.revenue[11]).toEqual({ month: '2026-03', amountCents: 1_000 });
      expect(body.revenue[9]).toEqual({ month: '2026-01', amountCents: 3_000 });
      expect(body.revenue.find((m: { month: string }) => m.month === '2025-12').amountCents).toBe(0);
      expect(body.revenue.reduce((s: number, m: { amountCents: number }) => s + m.amountCents, 0)).toBe(
        4_700,
      );
      expect(new URL(body.links.superuserSignupUrl).pathname).toBe('/signup');
      expect(new URL(body.links.superuserSignupUrl).searchParams.get('reseller_uuid')).toBe(res.a!.uuid);
      expect(new URL(body.links.resellerSignupUrl).pathname).toBe('/reseller/signup');
      expect(new URL(body.links.resellerSignupUrl).searchParams.get('reseller_uuid')).toBe(res.a!.uuid);
    } finally {
      ctx.app.deps.clock.set(null);
    }
  });

  it('below two portals: no tier; other roles 403', async () => {
    const r = await call(ctx, 'GET', '/api/reseller/dashboard', { token: await token('k1') });
    expect(r.json()).toMatchObject({ tier: null, livePortals: 1, nextTier: { tier: 'S', missing: 1 } });
    expect(r.json().revenue.every((m: { amountCents: number }) => m.amountCents === 0)).toBe(true);
    for (const role of ['admin', 'superuser', 'issuer', 'investor'] as const) {
      const res2 = await call(ctx, 'GET', '/api/reseller/dashboard', {
        host: DEMO[role].host,
        token: tok[role],
      });
      expect(res2.statusCode, role).toBe(403);
    }
  });
});

describe('recruiting through the links', () => {
  it('a provider and a reseller signing up with reseller_uuid hang below the recruiting reseller', async () => {
    for (const [url, email] of [
      ['/api/signup', 'rec-su@example.com'],
      ['/api/reseller/signup', 'rec-res@example.com'],
    ] as const) {
      const r = await call(ctx, 'POST', url, { body: signupBody(email, { reseller_uuid: res.k1!.uuid }) });
      expect(r.statusCode, r.body).toBe(201);
    }
    const db = ctx.database.db;
    const [su] = await db
      .select({ resellerId: superusers.resellerId })
      .from(superusers)
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(eq(users.email, 'rec-su@example.com'));
    expect(su?.resellerId).toBe(res.k1!.id);
    const [rr] = await db
      .select({ parentId: resellers.parentId })
      .from(resellers)
      .innerJoin(users, eq(users.id, resellers.userId))
      .where(eq(users.email, 'rec-res@example.com'));
    expect(rr?.parentId).toBe(res.k1!.id);
    // both show in the recruiter's tree (the new provider without a booking)
    const t = (await tree(res.k1!.id, admin())).json().reseller_hierachy.reseller_hierachy;
    expect(t.providers.map((p: { email: string }) => p.email)).toContain('rec-su@example.com');
    expect(t.resellers.map((x: { email: string }) => x.email)).toEqual(['rec-res@example.com']);
  });
});
