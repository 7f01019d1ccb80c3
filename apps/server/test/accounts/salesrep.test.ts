import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesreps, superusers, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  BRO,
  call,
  createSecondTenant,
  DEMO,
  demoTokens,
  insertUser,
  login,
  mailsTo,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof createSecondTenant>>;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let otherSu: string;
let tenant: number;
let demoRep: number;
/** The 12 extra salesreps of the demo tenant, in insertion order. */
const reps: { id: number; email: string }[] = [];

useDemoContext(async (c) => {
  ctx = c;
  other = await createSecondTenant(ctx);
  const db = ctx.database.db;
  const [su] = await db
    .select({ id: superusers.id })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(users.email, DEMO.superuser.email));
  tenant = su!.id;
  demoRep = (await db.select().from(salesreps).where(eq(salesreps.superuserId, tenant)))[0]!.id;
  for (let i = 1; i <= 12; i++) {
    const email = `rep-${String(i).padStart(2, '0')}@example.com`;
    const u = await insertUser(ctx, {
      email,
      role: 'salesrep',
      scope: `broker:${tenant}`,
      lastName: i % 2 ? 'Gruppe' : 'Einzeln',
    });
    const [row] = await db.insert(salesreps).values({ userId: u.id, superuserId: tenant }).returning();
    reps.push({ id: row!.id, email });
  }
  // hierarchy: demo rep (34, approved) ← rep-01 ← rep-02; rep-03 ← demo rep
  await db.update(salesreps).set({ headSalesrepId: demoRep }).where(eq(salesreps.id, reps[0]!.id));
  await db.update(salesreps).set({ headSalesrepId: reps[0]!.id }).where(eq(salesreps.id, reps[1]!.id));
  await db.update(salesreps).set({ headSalesrepId: demoRep }).where(eq(salesreps.id, reps[2]!.id));
  tok = await demoTokens(ctx);
  otherSu = (await login(ctx, 'other-su@example.com')).access;
});

const as = (role: keyof typeof DEMO) => ({ host: DEMO[role].host, token: tok[role] });
const repToken = async (i: number) => (await login(ctx, reps[i]!.email, BRO)).access;

describe('GET /api/salesrep/ (paged)', () => {
  it('pages 10 per page with {count, next, previous, results}, newest first', async () => {
    const first = await call(ctx, 'GET', '/api/salesrep/', as('superuser'));
    expect(first.statusCode).toBe(200);
    const p1 = first.json();
    expect(Object.keys(p1).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(p1).toMatchObject({ count: 13, next: '/api/salesrep/?page=2', previous: null });
    expect(p1.results).toHaveLength(10);
    expect(p1.results[0]).toMatchObject({
      id: reps[11]!.id,
      kind: 'T',
      user: { email: 'rep-12@example.com' },
    });
    expect(p1.results[0].user).not.toHaveProperty('passwordHash');

    const p2 = (await call(ctx, 'GET', p1.next, as('superuser'))).json();
    expect(p2).toMatchObject({ count: 13, next: null, previous: '/api/salesrep/?page=1' });
    expect(p2.results.map((r: { id: number }) => r.id)).toEqual([reps[1]!.id, reps[0]!.id, demoRep]);

    const asc = (await call(ctx, 'GET', '/api/salesrep/?isAscending=true', as('superuser'))).json();
    expect(asc.results[0].id).toBe(demoRep);
    const beyond = (await call(ctx, 'GET', '/api/salesrep/?page=5', as('superuser'))).json();
    expect(beyond).toMatchObject({ count: 13, results: [], next: null, previous: '/api/salesrep/?page=4' });
  });

  it('filters by e-mail and last name and keeps the filters in the links', async () => {
    const byEmail = (await call(ctx, 'GET', '/api/salesrep/?email=REP-05', as('superuser'))).json();
    expect(byEmail.results.map((r: { user: { email: string } }) => r.user.email)).toEqual([
      'rep-05@example.com',
    ]);
    const byName = (
      await call(ctx, 'GET', '/api/salesrep/?lastName=grupp&isAscending=true', as('superuser'))
    ).json();
    expect(byName.count).toBe(6);
    expect(byName.results.every((r: { user: { lastName: string } }) => r.user.lastName === 'Gruppe')).toBe(
      true,
    );
    expect(byName.results[0].user.email).toBe('rep-01@example.com');
    const wild = (await call(ctx, 'GET', '/api/salesrep/?email=%25', as('superuser'))).json();
    expect(wild.count).toBe(0);
  });

  it('bad paging or filter values → 400', async () => {
    for (const q of ['page=0', 'page=abc', 'isAscending=yes', 'start-date=01.01.2024']) {
      expect((await call(ctx, 'GET', `/api/salesrep/?${q}`, as('superuser'))).statusCode, q).toBe(400);
    }
  });

  it('scopes the list: tenant for superuser/issuer, downline for a salesrep, 403 for investor/reseller', async () => {
    expect((await call(ctx, 'GET', '/api/salesrep/', as('issuer'))).json().count).toBe(13);
    expect((await call(ctx, 'GET', '/api/salesrep/', as('admin'))).json().count).toBe(14);
    const foreign = (await call(ctx, 'GET', '/api/salesrep/', { token: otherSu })).json();
    expect(foreign.results.map((r: { id: number }) => r.id)).toEqual([other.rep.id]);
    const down = (await call(ctx, 'GET', '/api/salesrep/?isAscending=true', as('salesrep'))).json();
    expect(down.results.map((r: { id: number }) => r.id)).toEqual([reps[0]!.id, reps[1]!.id, reps[2]!.id]);
    expect((await call(ctx, 'GET', '/api/salesrep/', as('investor'))).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/salesrep/', as('reseller'))).statusCode).toBe(403);
  });
});

describe('PUT /api/salesrep/:id/update', () => {
  const update = (id: number, body: unknown, opts: { host?: string; token?: string }) =>
    call(ctx, 'PUT', `/api/salesrep/${id}/update`, { ...opts, body });

  it('a tip giver (T) saves directly, without a request or a mail', async () => {
    const rep = reps[4]!;
    const token = await repToken(4);
    const before = (await mailsTo(ctx, DEMO.superuser.email)).length;
    const res = await update(
      rep.id,
      { kind: 'T', registrationNumber: 'D-F-111-AAAA-11' },
      { host: BRO, token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'T',
      isRequesting: false,
      registrationNumber: 'D-F-111-AAAA-11',
    });
    expect(await mailsTo(ctx, DEMO.superuser.email)).toHaveLength(before);
  });

  it('34 becomes a request the provider is mailed about and approves', async () => {
    const rep = reps[5]!;
    const token = await repToken(5);
    const res = await update(
      rep.id,
      { kind: '34', registrationNumber: 'D-W-222-BBBB-22' },
      { host: BRO, token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'T',
      kindRequesting: '34',
      isRequesting: true,
      isApproved: false,
    });
    const [mail] = await mailsTo(ctx, DEMO.superuser.email);
    expect(mail?.subject).toBe('Neue Anfrage eines Affiliate Partners');
    expect(mail?.text).toContain('§34f GewO');

    const self = await update(rep.id, { isApproved: true }, { host: BRO, token });
    expect(self.statusCode).toBe(403);
    expect((await update(rep.id, { isApproved: true }, { token: otherSu })).statusCode).toBe(404);
    expect((await update(rep.id, { isApproved: true }, as('issuer'))).statusCode).toBe(403);
    expect((await update(rep.id, { isApproved: true }, as('investor'))).statusCode).toBe(403);

    const ok = await update(rep.id, { isApproved: true }, as('superuser'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      kind: '34',
      isApproved: true,
      isRequesting: false,
      kindRequesting: null,
    });
    const twice = await update(rep.id, { isApproved: true }, as('superuser'));
    expect(twice.statusCode).toBe(409);
  });

  it('the provider (or admin) rejects a request, and can withdraw an approval', async () => {
    const rep = reps[6]!;
    const token = await repToken(6);
    expect((await update(rep.id, { kind: '32' }, { host: BRO, token })).json()).toMatchObject({
      isRequesting: true,
      kindRequesting: '32',
    });
    const no = await update(rep.id, { isApproved: false }, as('superuser'));
    expect(no.json()).toMatchObject({
      kind: 'T',
      isApproved: false,
      isRequesting: false,
      kindRequesting: null,
    });

    await update(rep.id, { kind: '32' }, { host: BRO, token });
    expect((await update(rep.id, { isApproved: true }, as('admin'))).json()).toMatchObject({
      kind: '32',
      isApproved: true,
    });
    expect((await update(rep.id, { isApproved: false }, as('superuser'))).json()).toMatchObject({
      kind: 'T',
      isApproved: false,
    });
  });

  it('a salesrep cannot touch another salesrep (404); bad bodies → 400', async () => {
    const token = await repToken(7);
    expect((await update(reps[8]!.id, { kind: 'T' }, { host: BRO, token })).statusCode).toBe(404);
    expect((await update(reps[7]!.id, { kind: '33' }, { host: BRO, token })).statusCode).toBe(400);
    expect((await update(reps[7]!.id, { isIdentified: true }, { host: BRO, token })).statusCode).toBe(400);
    expect((await update(999_999, { kind: 'T' }, as('superuser'))).statusCode).toBe(404);
  });
});

describe('GET /api/salesrep/next-licensed-salesrep/:id', () => {
  const next = (id: number, opts: { host?: string; token?: string }) =>
    call(ctx, 'GET', `/api/salesrep/next-licensed-salesrep/${id}`, opts);

  it('walks up to the approved 34', async () => {
    for (const id of [reps[1]!.id, reps[0]!.id, demoRep]) {
      const res = await next(id, as('superuser'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: demoRep,
        kind: '34',
        isApproved: true,
        user: { email: DEMO.salesrep.email },
      });
    }
    expect((await next(reps[1]!.id, { host: BRO, token: await repToken(1) })).json().id).toBe(demoRep);
  });

  it('404 without a licensed upline (and no endless loop on a cycle)', async () => {
    const lone = await next(reps[9]!.id, as('superuser'));
    expect(lone.statusCode).toBe(404);
    expect(lone.json().detail).toBe('Kein lizensierter Affiliate Partner gefunden.');
    const db = ctx.database.db;
    await db.update(salesreps).set({ headSalesrepId: reps[11]!.id }).where(eq(salesreps.id, reps[10]!.id));
    await db.update(salesreps).set({ headSalesrepId: reps[10]!.id }).where(eq(salesreps.id, reps[11]!.id));
    expect((await next(reps[10]!.id, as('superuser'))).statusCode).toBe(404);
  });

  it('guards access', async () => {
    expect((await next(reps[1]!.id, { token: otherSu })).statusCode).toBe(404);
    expect((await next(reps[1]!.id, as('investor'))).statusCode).toBe(403);
    expect((await next(reps[1]!.id, {})).statusCode).toBe(401);
    expect(
      (await call(ctx, 'GET', '/api/salesrep/next-licensed-salesrep/abc', as('superuser'))).statusCode,
    ).toBe(400);
  });
});
