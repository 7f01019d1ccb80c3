// The commission engine (issue 17, docs/decisions/016): records on payment, approval after the withdrawal period,
// clawback on withdrawal, the list and who reads it.
import { withdrawalEndsOn } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import {
  as,
  call,
  expectProblem,
  finished,
  insertProduct,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { partner, recordsOf, setHead, setPlan } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));
afterEach(() => ctx.app.deps.clock.set(null));

let up1: Awaited<ReturnType<typeof partner>>;
let up2: Awaited<ReturnType<typeof partner>>;
let stranger: Awaited<ReturnType<typeof partner>>;

beforeAll(async () => {
  await setPlan(ctx, ids.tenant);
  up2 = await partner(ctx, ids.tenant, 'ebene-zwei', null);
  up1 = await partner(ctx, ids.tenant, 'ebene-eins', up2.id);
  stranger = await partner(ctx, ids.tenant, 'fremd', null);
  await setHead(ctx, ids.salesrepId, up1.id); // demo partner → ebene-eins → ebene-zwei (chain of 3)
});

const op = (id: number, body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${id}/update`, body);

/** A finished, accepted and paid subscription of the demo investor (brokered by the demo partner). */
async function paid(volume: number) {
  const p = await insertProduct(ctx);
  const z = await finished(ctx, t, p.id, volume);
  expect((await op(z.id, { status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
  const res = await op(z.id, { isPaid: true, transferAcceptor: 'Kasse' });
  expect(res.statusCode, res.body).toBe(200);
  return { z, p };
}

const summary = (rows: Awaited<ReturnType<typeof recordsOf>>) =>
  rows.map((r) => [r.salesrepId, r.level, r.rateType, r.percentage, r.baseCents, r.amountCents, r.status]);

describe('commission engine', () => {
  it('paying a brokered subscription creates own + upline records with exact cents, first then follow rates', async () => {
    const { z } = await paid(3000);
    // 300 000 ct × 2,5 % = 7 500; × 1,255 % = 3 765; × 0,3333 % = 999,9 → 1 000; level 3: chain ends
    expect(summary(await recordsOf(ctx, z.id))).toEqual([
      [ids.salesrepId, 0, 'first', 2.5, 300_000, 7_500, 'O'],
      [up1.id, 1, 'first', 1.255, 300_000, 3_765, 'O'],
      [up2.id, 2, 'first', 0.3333, 300_000, 1_000, 'O'],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'commission'), eq(auditLog.action, 'commission.create')));
    expect(audits.length).toBeGreaterThanOrEqual(3);

    // the investor's next subscription with this provider pays the follow-up rates (zero rates make no record)
    const second = await paid(2000);
    // 200 000 ct × 1,2345 % = 2 469; × 0,0015 % = 3
    expect(summary(await recordsOf(ctx, second.z.id))).toEqual([
      [ids.salesrepId, 0, 'follow', 1.2345, 200_000, 2_469, 'O'],
      [up1.id, 1, 'follow', 0.0015, 200_000, 3, 'O'],
    ]);
  });

  it('a second creation for the same payment creates nothing', async () => {
    const { z } = await paid(1000);
    const before = await recordsOf(ctx, z.id);
    expect(before.length).toBeGreaterThan(0);
    const { createCommissionsForPayment } = await import(
      '../../src/modules/commissions/commissions.service.ts'
    );
    const again = await ctx.database.db.transaction((tx) =>
      createCommissionsForPayment(
        tx,
        {
          ...z,
          superuserId: ids.tenant,
          salesrepId: ids.salesrepId,
          investorId: ids.investorId,
          volumeCents: 100_000,
        },
        { userId: null, role: 'system' },
      ),
    );
    expect(again).toEqual([]);
    expect(await recordsOf(ctx, z.id)).toEqual(before);
    // paying twice is refused and changes nothing either
    expect((await op(z.id, { isPaid: true, transferAcceptor: 'Kasse' })).statusCode).toBe(200);
    expect((await recordsOf(ctx, z.id)).length).toBe(before.length);
  });

  it('approval is refused within the withdrawal period and moves every record to A after it', async () => {
    const { z } = await paid(1000);
    const res = await op(z.id, { commissionApproved: true });
    expect(res.statusCode).toBe(409);
    expect((await recordsOf(ctx, z.id)).every((r) => r.status === 'O')).toBe(true);
    ctx.app.deps.clock.set(new Date(`${withdrawalEndsOn(new Date())}T23:30:00Z`)); // the day after, in Berlin
    const ok = await op(z.id, { commissionApproved: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await recordsOf(ctx, z.id);
    // a later subscription of the investor: follow-up rates, own and level 1
    expect(rows.map((r) => [r.level, r.rateType, r.status])).toEqual([
      [0, 'follow', 'A'],
      [1, 'follow', 'A'],
    ]);
    expect(rows.every((r) => r.approvedAt !== null)).toBe(true);
    // a double click changes nothing
    expect((await op(z.id, { commissionApproved: true })).statusCode).toBe(200);
    expect((await recordsOf(ctx, z.id)).map((r) => r.status)).toEqual(['A', 'A']);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'commission.approve'));
    expect(audits.filter((a) => rows.some((r) => String(r.id) === a.entityId)).length).toBe(2);
  });

  it('a withdrawal after payment claws every record back with a negative record', async () => {
    const { z } = await paid(2000);
    const before = await recordsOf(ctx, z.id);
    const res = await call(
      ctx,
      'POST',
      `/api/zeichnung/${z.id}/withdraw`,
      'demo.invest.localhost',
      t.investor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await recordsOf(ctx, z.id);
    expect(rows.length).toBe(before.length * 2);
    const backs = rows.filter((r) => r.reversesCommissionId !== null);
    expect(backs.map((b) => [b.reversesCommissionId, b.amountCents, b.status])).toEqual(
      before.map((r) => [r.id, -r.amountCents, 'O']),
    );
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(0);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'commission.clawback'));
    expect(audits.length).toBeGreaterThanOrEqual(before.length);
  });

  it('lists: a partner its own, the superuser its tenant, the operator all with the superuser e-mail; filters', async () => {
    const own = await call(ctx, 'GET', '/api/zeichnung/commission/?page=1', up1.host, up1.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().count).toBeGreaterThan(0);
    expect(own.json().results.every((r: { salesrepId: number }) => r.salesrepId === up1.id)).toBe(true);
    expect(own.json().results[0].superuserEmail).toBeNull();

    const none = await call(ctx, 'GET', '/api/zeichnung/commission/', stranger.host, stranger.token);
    expect(none.json()).toMatchObject({ count: 0, results: [] });

    const admin = await as(ctx, t, 'admin', 'GET', '/api/zeichnung/commission/?page=1');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().results[0]).toMatchObject({ superuserEmail: 'superuser@example.com' });
    const su = await as(ctx, t, 'superuser', 'GET', '/api/zeichnung/commission/');
    expect(su.json().count).toBe(admin.json().count);

    const approved = await as(ctx, t, 'admin', 'GET', '/api/zeichnung/commission/?status=A');
    expect(approved.json().count).toBe(2);
    expect(approved.json().results.every((r: { status: string }) => r.status === 'A')).toBe(true);
    const future = await as(ctx, t, 'admin', 'GET', '/api/zeichnung/commission/?start-date=2099-01-01');
    expect(future.json().count).toBe(0);
    const today = todayIso(); // the Berlin day (the filter's), not the UTC one
    const range = await as(
      ctx,
      t,
      'admin',
      'GET',
      `/api/zeichnung/commission/?start-date=2000-01-01&end-date=${today}`,
    );
    expect(range.json().count).toBeGreaterThan(0);
    const first = admin.json().results[0];
    const byProduct = await as(
      ctx,
      t,
      'admin',
      'GET',
      `/api/zeichnung/commission/?product-id=${first.productId}`,
    );
    expect(
      byProduct.json().results.every((r: { productId: number }) => r.productId === first.productId),
    ).toBe(true);
    expectProblem(await as(ctx, t, 'admin', 'GET', '/api/zeichnung/commission/?status=X'), 400);
    expectProblem(
      await as(
        ctx,
        t,
        'admin',
        'GET',
        '/api/zeichnung/commission/?start-date=2026-02-02&end-date=2026-01-01',
      ),
      400,
    );
    for (const role of ['investor', 'issuer', 'reseller'] as const)
      expect((await as(ctx, t, role, 'GET', '/api/zeichnung/commission/')).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/zeichnung/commission/', 'localhost')).statusCode).toBe(401);
  });

  it('an unbrokered subscription creates no records; a provider without a plan creates none', async () => {
    await setHead(ctx, ids.salesrepId, up1.id);
    await setPlan(ctx, ids.tenant, {});
    const { z } = await paid(1000);
    expect(await recordsOf(ctx, z.id)).toEqual([]);
    await setPlan(ctx, ids.tenant);
  });
});
