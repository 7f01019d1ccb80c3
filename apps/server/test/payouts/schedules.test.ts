// Interest payment events and instalments (issue 18, docs/decisions/024): scope per role, filters and paging, the
// detail's 404 outside the scope, paid once (double click and concurrency), instalment tokens refused, follow-up
// commissions of a paid instalment.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commissions, zeichnungen } from '../../src/db/schema/index.ts';
import { partner, setHead, setPlan } from '../commissions/fixtures.ts';
import {
  as,
  call,
  expectProblem,
  insertProduct,
  MAIN,
  otherTenant,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { events, otherIssuer, paidSubscription, rates } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const EVENTS = '/api/zeichnung/interest-payment-events/';
const EVENT = (id: number | string) => `/api/zeichnung/interest-payment-event/${id}`;
const RATES = '/api/zeichnung/installment/';
const RATE = (id: number | string) => `/api/zeichnung/installment/${id}`;

let bond: Awaited<ReturnType<typeof insertProduct>>;
let plan: Awaited<ReturnType<typeof insertProduct>>;
let z: typeof zeichnungen.$inferSelect;
let z2: typeof zeichnungen.$inferSelect;
let zr: typeof zeichnungen.$inferSelect;
let evs: Awaited<ReturnType<typeof events>>;
let evs2: Awaited<ReturnType<typeof events>>;
let rs: Awaited<ReturnType<typeof rates>>;
let stranger: Awaited<ReturnType<typeof otherIssuer>>;
let foreign: Awaited<ReturnType<typeof otherTenant>>;
let up1: Awaited<ReturnType<typeof partner>>;

beforeAll(async () => {
  bond = await insertProduct(ctx, { name: 'Zinsanleihe Nord', interest: 5 });
  plan = await insertProduct(ctx, { name: 'Sparplan Wind', flags: { withInstallments: true } });
  z = await paidSubscription(ctx, ids, bond.id);
  z2 = await paidSubscription(ctx, ids, bond.id, 2_000_00);
  zr = await paidSubscription(ctx, ids, plan.id, 1_000_00);
  evs = await events(ctx, z, 12); // 2026-01-15 … 2028-10-15
  evs2 = await events(ctx, z2, 2);
  rs = await rates(ctx, zr, 6);
  stranger = await otherIssuer(ctx, ids.tenant);
  foreign = await otherTenant(ctx, 'fremd');
  await setPlan(ctx, ids.tenant);
  up1 = await partner(ctx, ids.tenant, 'ebene-eins', null);
  await setHead(ctx, ids.salesrepId, up1.id);
});

const list = (url: string, token = t.admin, host = MAIN) => call(ctx, 'GET', url, host, token);
const investor = (url: string) => as(ctx, t, 'investor', 'GET', url);

describe('interest payment events: scope', () => {
  it('admin, the issuer and the investor see the rows; another issuer and investor none; other roles 403', async () => {
    const admin = await list(EVENTS);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().count).toBe(14);
    expect((await as(ctx, t, 'issuer', 'GET', EVENTS)).json().count).toBe(14);
    expect((await investor(EVENTS)).json().count).toBe(14);
    expect((await list(EVENTS, stranger.token)).json()).toMatchObject({ count: 0, results: [] });
    expect((await list(EVENTS, foreign.investor, foreign.host)).json()).toMatchObject({ count: 0 });
    for (const role of ['superuser', 'salesrep', 'reseller'] as const)
      expectProblem(await as(ctx, t, role, 'GET', EVENTS), 403);
    expectProblem(await call(ctx, 'GET', EVENTS, MAIN), 401);
  });

  it('detail: in scope 200 with the period, amounts and subscription; outside the scope 404; bad ids 400', async () => {
    const e = evs[0]!;
    const res = await as(ctx, t, 'investor', 'GET', EVENT(e.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: e.id,
      zeichnungId: z.id,
      zeichnungUuid: z.uuid,
      productName: 'Zinsanleihe Nord',
      interestRate: 5,
      volumeCents: 10_000_00,
      dueDate: '2026-01-15',
      periodStart: '2025-10-15',
      periodEnd: '2026-01-15',
      interestPayment: { startDate: '2026-01-15' },
      amountCents: 12_500,
      isPaid: false,
      paidAt: null,
    });
    expect((await as(ctx, t, 'issuer', 'GET', EVENT(e.id))).statusCode).toBe(200);
    expectProblem(await list(EVENT(e.id), stranger.token), 404);
    expectProblem(await list(EVENT(e.id), foreign.investor, foreign.host), 404);
    expectProblem(await list(EVENT(999_999)), 404);
    expectProblem(await as(ctx, t, 'superuser', 'GET', EVENT(e.id)), 403);
    expectProblem(await list(EVENT('abc')), 400);
    expectProblem(await list(EVENT(0)), 400);
  });
});

describe('interest payment events: filters and paging', () => {
  it('10 a page, newest due date first, count and links keep the filters; isAscending flips', async () => {
    const p1 = (await list(`${EVENTS}?page=1&uuid=${z.uuid}`)).json();
    expect(p1.count).toBe(12);
    expect(p1.results).toHaveLength(10);
    expect(p1.results[0].dueDate).toBe('2028-10-15');
    const dues = p1.results.map((r: { dueDate: string }) => r.dueDate);
    expect(dues).toEqual([...dues].sort().reverse());
    expect(p1.previous).toBeNull();
    expect(p1.next).toContain('page=2');
    expect(p1.next).toContain(`uuid=${z.uuid}`);
    const p2 = (await list(p1.next)).json();
    expect(p2.results).toHaveLength(2);
    expect(p2.next).toBeNull();
    expect(p2.previous).toContain('page=1');
    const asc = (await list(`${EVENTS}?isAscending=true&zeichnung-id=${z.id}`)).json();
    expect(asc.results[0].dueDate).toBe('2026-01-15');
    // two subscriptions share a due date: the order is total (due date, then id)
    const same = (await list(`${EVENTS}?start-date=2026-01-15&end-date=2026-01-15`)).json();
    expect(same.results.map((r: { id: number }) => r.id)).toEqual([evs2[0]!.id, evs[0]!.id]);
  });

  it('filters: subscription, product name, investor names, due-date range (inclusive), status', async () => {
    const count = async (q: string) => {
      const res = await list(`${EVENTS}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count;
    };
    expect(await count(`zeichnung-id=${z2.id}`)).toBe(2);
    expect(await count(`uuid=${z2.uuid.toUpperCase()}`)).toBe(2);
    expect(await count('uuid=kein-uuid')).toBe(0);
    expect(await count('product-name=anleihe%20nor')).toBe(14);
    expect(await count('product-name=Sparplan')).toBe(0);
    expect(await count('product-name=%25')).toBe(0); // % is taken literally
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id));
    expect(await count(`first-name=${row!.investorFirstName!.slice(1, 4).toLowerCase()}`)).toBe(14);
    expect(await count(`last-name=${row!.investorLastName}&first-name=${row!.investorFirstName}`)).toBe(14);
    expect(await count('last-name=Niemand')).toBe(0);
    expect(await count('start-date=2026-04-15&end-date=2026-10-15')).toBe(4); // z: 04, 07, 10; z2: 04
    expect(await count('start-date=2028-10-15')).toBe(1);
    expect(await count('end-date=2026-01-14')).toBe(0);
    expect(await count('status=open')).toBe(14);
    expect(await count('status=paid')).toBe(0);
    // the investor's list takes the filters too (none required)
    expect((await investor(`${EVENTS}?zeichnung-id=${z2.id}`)).json().count).toBe(2);
  });

  it('bad input answers 400 in German, never 5xx', async () => {
    for (const q of [
      'start-date=2026-13-01',
      'end-date=gestern',
      'status=bezahlt',
      'page=0',
      'zeichnung-id=abc',
      'isAscending=ja',
      'start-date=2026-05-01&end-date=2026-04-01',
    ]) {
      const res = await list(`${EVENTS}?${q}`);
      expectProblem(res, 400);
      expect(res.json().detail).not.toMatch(/\b(invalid|expected|received|must|too)\b/i);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    const range = await list(`${EVENTS}?start-date=2026-05-01&end-date=2026-04-01`);
    expect(range.json().errors).toEqual({
      'end-date': 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    });
  });
});

describe('interest payment events: update', () => {
  const book = (id: number, body: unknown, token = t.issuer) =>
    call(ctx, 'POST', `${EVENT(id)}/update`, MAIN, token, body);
  const audits = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interestPaymentEvent'), eq(auditLog.entityId, String(id))));

  it('the issuer books paid once; a second call changes nothing; taking it back is 409', async () => {
    const e = evs[0]!;
    const res = await book(e.id, { isPaid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: e.id, isPaid: true, paidAt: expect.any(String) });
    const again = await book(e.id, { isPaid: true }, t.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().paidAt).toBe(res.json().paidAt);
    expect(await audits(e.id)).toHaveLength(1);
    const [entry] = await audits(e.id);
    expect(entry).toMatchObject({ action: 'interest_payment_event.paid', actorRole: 'issuer' });
    const back = await book(e.id, { isPaid: false });
    expectProblem(back, 409);
    expect(back.json().detail).toBe(
      'Eine gebuchte Zinszahlung kann nicht zurückgenommen werden. Eine Korrektur wird als neue Buchung erfasst.',
    );
    expect((await list(`${EVENTS}?status=paid`)).json().count).toBe(1);
    // an open event set open again: nothing to do
    expect((await book(evs[1]!.id, { isPaid: false })).json().isPaid).toBe(false);
    expect(await audits(evs[1]!.id)).toHaveLength(0);
  });

  it('two concurrent bookings make one booking and one audit entry', async () => {
    const e = evs[2]!;
    const [a, b] = await Promise.all([book(e.id, { isPaid: true }), book(e.id, { isPaid: true }, t.admin)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().paidAt).toBe(b.json().paidAt);
    expect(await audits(e.id)).toHaveLength(1);
  });

  it('only admin and the product issuer book: investor and superuser 403, another issuer 404; bad input 400', async () => {
    const e = evs[3]!;
    expectProblem(await book(e.id, { isPaid: true }, stranger.token), 404);
    expectProblem(
      await call(ctx, 'POST', `${EVENT(e.id)}/update`, 'demo.invest.localhost', t.investor, { isPaid: true }),
      403,
    );
    expectProblem(await as(ctx, t, 'superuser', 'POST', `${EVENT(e.id)}/update`, { isPaid: true }), 403);
    expectProblem(await book(e.id, { isPaid: 'ja' }), 400);
    expectProblem(await book(e.id, {}), 400);
    expectProblem(await book(999_999, { isPaid: true }), 404);
    expect(await audits(e.id)).toHaveLength(0);
  });
});

describe('instalments', () => {
  const book = (id: number, body: unknown, token = t.issuer) =>
    call(ctx, 'POST', `${RATE(id)}/update`, MAIN, token, body);
  const records = (installmentId: number) =>
    ctx.database.db
      .select()
      .from(commissions)
      .where(and(eq(commissions.source, 'installment'), eq(commissions.installmentId, installmentId)))
      .orderBy(commissions.level);

  it('scope, newest rate first, the plan count, filters; the tab switch for admin and the issuer', async () => {
    const admin = (await list(RATES)).json();
    expect(admin.count).toBe(6);
    expect(admin.results[0]).toMatchObject({
      number: 6,
      count: 6,
      paymentDate: '2026-07-01',
      isTokenized: false,
    });
    expect((await as(ctx, t, 'issuer', 'GET', RATES)).json().count).toBe(6);
    expect((await investor(`${RATES}?status=open`)).json().count).toBe(6);
    expect((await list(RATES, stranger.token)).json().count).toBe(0);
    expect((await list(RATES, foreign.investor, foreign.host)).json().count).toBe(0);
    expectProblem(await as(ctx, t, 'superuser', 'GET', RATES), 403);
    expectProblem(await as(ctx, t, 'salesrep', 'GET', RATES), 403);
    expect(
      (await list(`${RATES}?product-name=wind&start-date=2026-03-01&end-date=2026-04-01`)).json().count,
    ).toBe(2);
    expect((await as(ctx, t, 'investor', 'GET', RATE(rs[0]!.id))).statusCode).toBe(200);
    expectProblem(await list(RATE(rs[0]!.id), stranger.token), 404);

    const exists = '/api/zeichnung/installment/exists';
    expect((await list(exists)).json()).toEqual({ hasInstallments: true });
    expect((await as(ctx, t, 'issuer', 'GET', exists)).json()).toEqual({ hasInstallments: true });
    expect((await list(exists, stranger.token)).json()).toEqual({ hasInstallments: false });
    expectProblem(await as(ctx, t, 'investor', 'GET', exists), 403);
    expectProblem(await as(ctx, t, 'superuser', 'GET', exists), 403);
  });

  it('a paid instalment creates follow-up commissions for the partner chain, once', async () => {
    const r = rs[0]!;
    const res = await book(r.id, { isPaid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPaid: true, paidAt: expect.any(String), tokensTransfered: false });
    // 50 000 ct × 1,2345 % = 617,25 → 617; × 0,0015 % = 0,75 → 1 (the plan's follow rates)
    const rows = await records(r.id);
    expect(
      rows.map((c) => [c.salesrepId, c.level, c.rateType, c.baseCents, c.amountCents, c.status]),
    ).toEqual([
      [ids.salesrepId, 0, 'follow', 500_00, 617, 'O'],
      [up1.id, 1, 'follow', 500_00, 1, 'O'],
    ]);
    expect(rows.every((c) => c.zeichnungId === zr.id)).toBe(true);
    expect((await book(r.id, { isPaid: true }, t.admin)).statusCode).toBe(200);
    expect(await records(r.id)).toHaveLength(2);
    expectProblem(await book(r.id, { isPaid: false }), 409);
    // concurrency: one booking, one audit entry, one set of records
    const r2 = rs[1]!;
    const both = await Promise.all([book(r2.id, { isPaid: true }), book(r2.id, { isPaid: true }, t.admin)]);
    expect(both.map((b) => b.statusCode)).toEqual([200, 200]);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'installment'), eq(auditLog.entityId, String(r2.id))));
    expect(entries.map((e) => e.action)).toEqual(['installment.paid']);
    expect(await records(r2.id)).toHaveLength(2);
  });

  it('tokens: refused for a product that is not tokenized, before payment, and never taken back', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const notTokenized = await book(rs[0]!.id, { tokensTransfered: true, txHash: hash });
    expectProblem(notTokenized, 409);
    expect(notTokenized.json().detail).toBe('Dieses Produkt ist nicht tokenisiert.');
    expect((await book(rs[0]!.id, { tokensTransfered: false })).json().tokensTransfered).toBe(false);
    expectProblem(await book(rs[0]!.id, { tokensTransfered: true, txHash: 'abc' }), 400);
    expectProblem(await book(rs[0]!.id, { txHash: hash }), 400);
    expectProblem(await book(rs[0]!.id, { isPaid: true }, stranger.token), 404);
    expectProblem(
      await call(ctx, 'POST', `${RATE(rs[0]!.id)}/update`, 'demo.invest.localhost', t.investor, {
        isPaid: true,
      }),
      403,
    );
  });
});
