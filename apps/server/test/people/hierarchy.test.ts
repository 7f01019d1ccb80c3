import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/index.ts';
import {
  investors,
  issuers,
  products,
  salesreps,
  superusers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import {
  BRO,
  call,
  createSecondTenant,
  DEMO,
  demoTokens,
  insertUser,
  login,
  useDemoContext,
} from '../accounts/fixtures.ts';
import type { TestContext } from '../helpers.ts';

let ctx: TestContext;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let otherSu: string;
let tenant: number;
let demoRep: number;
/** demoRep ← a (32, approved) ← c (T); demoRep ← b (T) ← d (34, pending); a six-deep chain below c. */
const rep: Record<string, { id: number; email: string }> = {};

useDemoContext(async (c) => {
  ctx = c;
  await createSecondTenant(ctx);
  const db = ctx.database.db;
  const [su] = await db
    .select({ id: superusers.id })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(users.email, DEMO.superuser.email));
  tenant = su!.id;
  const [demo] = await db
    .select({ id: salesreps.id })
    .from(salesreps)
    .innerJoin(users, eq(users.id, salesreps.userId))
    .where(eq(users.email, DEMO.salesrep.email));
  demoRep = demo!.id;
  const add = async (key: string, head: number, kind: 'T' | '34' | '32', isApproved: boolean) => {
    const email = `h-${key}@example.com`;
    const u = await insertUser(ctx, {
      email,
      role: 'salesrep',
      scope: `broker:${tenant}`,
      lastName: `Partner ${key}`,
    });
    const [row] = await db
      .insert(salesreps)
      .values({ userId: u.id, superuserId: tenant, headSalesrepId: head, kind, isApproved })
      .returning();
    rep[key] = { id: row!.id, email };
  };
  await add('a', demoRep, '32', true);
  await add('b', demoRep, 'T', true);
  await add('c', rep.a!.id, 'T', true);
  await add('d', rep.b!.id, '34', false);
  let head = rep.c!.id;
  for (let i = 1; i <= 6; i++) {
    await add(`deep${i}`, head, 'T', true);
    head = rep[`deep${i}`]!.id;
  }
  // c: two investors, subscriptions F 1 000,00 € + A 2 500,50 € count; O and W and deleted ones do not.
  const [issuer] = await db.select({ id: issuers.id }).from(issuers).where(eq(issuers.superuserId, tenant));
  const [product] = await db
    .insert(products)
    .values({ superuserId: tenant, issuerId: issuer!.id, kind: 8, name: 'Hierarchie-Test' })
    .returning();
  for (const n of [1, 2]) {
    const u = await insertUser(ctx, {
      email: `h-inv${n}@example.com`,
      role: 'investor',
      scope: `investor:${tenant}`,
    });
    const [inv] = await db
      .insert(investors)
      .values({ userId: u.id, superuserId: tenant, salesrepId: rep.c!.id })
      .returning();
    const base = { productId: product!.id, investorId: inv!.id, superuserId: tenant, salesrepId: rep.c!.id };
    if (n === 1) {
      await db.insert(zeichnungen).values([
        { ...base, status: 'F', volumeCents: 100_000 },
        { ...base, status: 'A', volumeCents: 250_050 },
        { ...base, status: 'O', volumeCents: 999_900 },
        { ...base, status: 'W', volumeCents: 999_900 },
        { ...base, status: 'A', volumeCents: 999_900, deletedAt: new Date() },
      ]);
    }
  }
  tok = await demoTokens(ctx);
  otherSu = (await login(ctx, 'other-su@example.com')).access;
});

const hierarchy = (id: number, opts: { host?: string; token?: string }) =>
  call(ctx, 'GET', `/api/salesrep/hierachy/${id}`, opts);
const repToken = async (key: string) => (await login(ctx, rep[key]!.email, BRO)).access;
const superuser = () => ({ host: DEMO.superuser.host, token: tok.superuser });

describe('GET /api/salesrep/hierachy/:id', () => {
  it('the tree five levels deep with name, kind, licence, investors and live volume per node', async () => {
    const res = await hierarchy(demoRep, superuser());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ salesrepId: demoRep, depth: 5 });
    const byId = new Map(body.nodes.map((n: { id: number }) => [n.id, n]));
    expect(body.nodes[0]).toMatchObject({
      id: demoRep,
      depth: 0,
      headSalesrepId: null,
      kind: '34',
      isLicensed: true,
    });
    expect(byId.get(rep.a!.id)).toMatchObject({
      depth: 1,
      headSalesrepId: demoRep,
      kind: '32',
      isLicensed: true,
    });
    expect(byId.get(rep.b!.id)).toMatchObject({ depth: 1, kind: 'T', isLicensed: false });
    expect(byId.get(rep.d!.id)).toMatchObject({
      depth: 2,
      headSalesrepId: rep.b!.id,
      kind: '34',
      isApproved: false,
      isLicensed: false,
    });
    expect(byId.get(rep.c!.id)).toMatchObject({
      depth: 2,
      headSalesrepId: rep.a!.id,
      name: 'Test Partner c',
      investors: 2,
      volumeCents: 350_050,
    });
    // five levels below the root: deep1..deep3 (levels 3–5), never deep4 and below
    expect(byId.get(rep.deep3!.id)).toMatchObject({ depth: 5 });
    expect(byId.has(rep.deep4!.id)).toBe(false);
    expect(Math.max(...body.nodes.map((n: { depth: number }) => n.depth))).toBe(5);
  });

  it('a partner sees its own subtree only: never its upline or a sibling branch (404)', async () => {
    const token = await repToken('a');
    const own = await hierarchy(rep.a!.id, { host: BRO, token });
    expect(own.statusCode).toBe(200);
    const ids = own.json().nodes.map((n: { id: number }) => n.id);
    expect(ids).toContain(rep.c!.id);
    expect(ids).not.toContain(demoRep);
    expect(ids).not.toContain(rep.b!.id);
    expect(ids).not.toContain(rep.d!.id);
    expect((await hierarchy(rep.c!.id, { host: BRO, token })).statusCode).toBe(200);
    for (const id of [demoRep, rep.b!.id, rep.d!.id]) {
      const res = await hierarchy(id, { host: BRO, token });
      expect(res.statusCode).toBe(404);
    }
    expect((await hierarchy(999_999, superuser())).statusCode).toBe(404);
  });

  it('admin sees every tree; another tenant’s provider gets 404; issuer and investor 403', async () => {
    expect((await hierarchy(demoRep, { host: DEMO.admin.host, token: tok.admin })).statusCode).toBe(200);
    expect((await hierarchy(demoRep, { token: otherSu })).statusCode).toBe(404);
    const issuer = await hierarchy(demoRep, { host: DEMO.issuer.host, token: tok.issuer });
    expect(issuer.statusCode).toBe(403);
    const investor = await hierarchy(demoRep, { host: DEMO.investor.host, token: tok.investor });
    expect(investor.statusCode).toBe(403);
    expect((await hierarchy(demoRep, {})).statusCode).toBe(401);
  });
});

describe('GET /api/salesrep/next-licensed-salesrep/:id?productKind=', () => {
  const next = (id: number, kind?: number) =>
    call(
      ctx,
      'GET',
      `/api/salesrep/next-licensed-salesrep/${id}${kind == null ? '' : `?productKind=${kind}`}`,
      superuser(),
    );

  it('§15 WpIG kinds go to the nearest 32, §34f kinds walk on to the 34; tip givers never', async () => {
    expect((await next(rep.c!.id, 2)).json().id).toBe(rep.a!.id);
    expect((await next(rep.c!.id, 7)).json().id).toBe(rep.a!.id);
    expect((await next(rep.c!.id, 8)).json().id).toBe(demoRep);
    expect((await next(rep.c!.id, 0)).json().id).toBe(rep.a!.id);
    expect((await next(rep.c!.id)).json().id).toBe(rep.a!.id);
    // d's own 34 is not approved: its §34f products go to the demo partner
    expect((await next(rep.d!.id, 11)).json().id).toBe(demoRep);
  });

  it('404 with the German message when nobody up the chain holds the licence; bad kind → 400', async () => {
    const res = await next(rep.b!.id, 2);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Kein lizensierter Affiliate Partner gefunden.');
    expect((await next(rep.b!.id, 99)).statusCode).toBe(400);
  });
});

describe('GET /api/salesrep/links/:id', () => {
  it('the partner’s own investor and partner sign-up links on its provider’s portals', async () => {
    const [u] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.salesrep.email));
    const res = await call(ctx, 'GET', `/api/salesrep/links/${demoRep}`, { host: BRO, token: tok.salesrep });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const investor = new URL(body.investorSignupUrl);
    expect(investor.pathname).toBe('/signup');
    expect(investor.searchParams.get('salesrep_uuid')).toBe(u!.uuid);
    expect(investor.hostname.startsWith('demo.')).toBe(true);
    const partner = new URL(body.partnerSignupUrl);
    expect(partner.searchParams.get('head_salesrep')).toBe(u!.uuid);
    expect(Array.isArray(body.products)).toBe(true);
  });

  it('nobody else reads them: another partner 404, the provider 403', async () => {
    expect(
      (await call(ctx, 'GET', `/api/salesrep/links/${rep.c!.id}`, { host: BRO, token: tok.salesrep }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx, 'GET', `/api/salesrep/links/${demoRep}`, superuser())).statusCode).toBe(403);
  });
});

describe('Anleger for partners (GET /api/investor/)', () => {
  it('an approved 34/32 partner lists the investors of its downline too; a tip giver none (403 or empty)', async () => {
    const mine = await call(ctx, 'GET', '/api/investor/?page=1', { host: BRO, token: await repToken('a') });
    expect(mine.statusCode).toBe(200);
    const emails = mine.json().results.map((r: { user: { email: string } }) => r.user.email);
    expect(emails).toEqual(expect.arrayContaining(['h-inv1@example.com', 'h-inv2@example.com']));
    const tip = await call(ctx, 'GET', '/api/investor/?page=1', { host: BRO, token: await repToken('c') });
    if (tip.statusCode === 200) expect(tip.json().results).toEqual([]);
    else expect(tip.statusCode).toBe(403);
  });
});

describe('salesrep_totals (migration 0016 triggers)', () => {
  /** Every partner's totals as the triggers keep them and as counted from scratch. */
  const compare = async () => {
    const kept = await ctx.database.db.execute(sql`
      select s.id, coalesce(t.investors, 0)::int as investors, coalesce(t.live_volume_cents, 0)::bigint as volume
      from salesreps s left join salesrep_totals t on t.salesrep_id = s.id order by s.id`);
    const counted = await ctx.database.db.execute(sql`
      select s.id,
        (select count(*) from investors i where i.salesrep_id = s.id)::int as investors,
        (select coalesce(sum(z.volume_cents), 0) from zeichnungen z where z.salesrep_id = s.id
           and z.status in ('F', 'A') and z.deleted_at is null)::bigint as volume
      from salesreps s order by s.id`);
    const norm = (r: unknown) =>
      rowsOf<{ id: number; investors: number; volume: string | number }>(r).map((x) => ({
        id: Number(x.id),
        investors: Number(x.investors),
        volume: Number(x.volume),
      }));
    expect(norm(kept)).toEqual(norm(counted));
    return norm(kept);
  };

  it('follow withdrawals, volume changes, deletions, acceptance and a partner change of an investor', async () => {
    await compare();
    const db = ctx.database.db;
    const mine = await db.select().from(zeichnungen).where(eq(zeichnungen.salesrepId, rep.c!.id));
    const f = mine.find((z) => z.status === 'F')!;
    const a = mine.find((z) => z.status === 'A' && z.deletedAt === null)!;
    const o = mine.find((z) => z.status === 'O')!;
    await db.update(zeichnungen).set({ volumeCents: 120_000 }).where(eq(zeichnungen.id, f.id));
    await db.update(zeichnungen).set({ status: 'W' }).where(eq(zeichnungen.id, a.id));
    await db.update(zeichnungen).set({ status: 'F' }).where(eq(zeichnungen.id, o.id));
    await db.update(zeichnungen).set({ salesrepId: rep.a!.id }).where(eq(zeichnungen.id, o.id));
    await db.update(zeichnungen).set({ deletedAt: new Date() }).where(eq(zeichnungen.id, f.id));
    await db.update(investors).set({ salesrepId: rep.b!.id }).where(eq(investors.salesrepId, rep.c!.id));
    const totals = await compare();
    expect(totals.find((t) => t.id === rep.c!.id)).toEqual({ id: rep.c!.id, investors: 0, volume: 0 });
    expect(totals.find((t) => t.id === rep.a!.id)).toMatchObject({ volume: 999_900 });
    expect(totals.find((t) => t.id === rep.b!.id)).toMatchObject({ investors: 2 });
  });
});
