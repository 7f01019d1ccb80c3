// Commission transitions under concurrent requests (issue 17): one set of records, one approval each (PostgreSQL).
import { withdrawalEndsOn } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { createCommissionsForPayment } from '../../src/modules/commissions/commissions.service.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import {
  as,
  demoIds,
  demoTokens,
  finished,
  insertProduct,
  subsContext,
  type Tokens,
} from '../subscriptions/fixtures.ts';
import { partner, recordsOf, setHead, setPlan } from './fixtures.ts';

const N = 12;
let ctx: TestContext;
let t: Tokens;
let ids: Awaited<ReturnType<typeof demoIds>>;

describe.runIf(isPostgres())('commissions under concurrent requests (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await subsContext();
    t = await demoTokens(ctx);
    ids = await demoIds(ctx);
    await setPlan(ctx, ids.tenant);
    const up = await partner(ctx, ids.tenant, 'race-up', null);
    await setHead(ctx, ids.salesrepId, up.id);
  });
  afterEach(() => ctx.app.deps.clock.set(null));
  afterAll(() => ctx?.close());

  const op = (id: number, body: unknown) =>
    as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${id}/update`, body);

  it(`${N} concurrent mark-paid and ${N} concurrent approvals: one set of records, each approved once`, async () => {
    const z = await finished(ctx, t, (await insertProduct(ctx)).id, 4000);
    expect((await op(z.id, { status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
    const paid = await Promise.all(
      Array.from({ length: N }, () => op(z.id, { isPaid: true, transferAcceptor: 'Kasse' })),
    );
    for (const r of paid) expect(r.statusCode, r.body).toBe(200);
    const records = await recordsOf(ctx, z.id);
    expect(records.map((r) => [r.level, r.amountCents])).toEqual([
      [0, 10_000],
      [1, 5_020],
    ]);

    ctx.app.deps.clock.set(new Date(`${withdrawalEndsOn(new Date())}T23:30:00Z`));
    const approved = await Promise.all(
      Array.from({ length: N }, () => op(z.id, { commissionApproved: true })),
    );
    for (const r of approved) expect(r.statusCode, r.body).toBe(200);
    expect((await recordsOf(ctx, z.id)).map((r) => r.status)).toEqual(['A', 'A']);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'commission'));
    const mine = audits.filter((a) => records.some((r) => String(r.id) === a.entityId));
    expect(mine.filter((a) => a.action === 'commission.create')).toHaveLength(2);
    expect(mine.filter((a) => a.action === 'commission.approve')).toHaveLength(2);
  });

  it('concurrent creations in separate transactions (no row lock): the unique index keeps one set', async () => {
    const z = await finished(ctx, t, (await insertProduct(ctx)).id, 1000);
    const row = {
      id: z.id,
      superuserId: ids.tenant,
      investorId: ids.investorId,
      salesrepId: ids.salesrepId,
      volumeCents: 100_000,
    };
    const made = await Promise.all(
      Array.from({ length: N }, () =>
        ctx.database.db.transaction((tx) =>
          createCommissionsForPayment(tx, row, { userId: null, role: 'system' }),
        ),
      ),
    );
    expect(made.reduce((n, m) => n + m.length, 0)).toBe((await recordsOf(ctx, z.id)).length);
    expect((await recordsOf(ctx, z.id)).length).toBe(2);
  });
});
