// Interest payment events and instalments under concurrent requests (issue 18, docs/decisions/024): N simultaneous
// bookings of one row make one booking, one audit entry and one set of commission records (PostgreSQL only: the
// embedded database has one connection, its transactions never overlap).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commissions, installments, interestPaymentEvents } from '../../src/db/schema/index.ts';
import { partner, setHead, setPlan } from '../commissions/fixtures.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import {
  as,
  demoIds,
  demoTokens,
  insertProduct,
  subsContext,
  type Tokens,
} from '../subscriptions/fixtures.ts';
import { events, paidSubscription, rates } from './fixtures.ts';

const N = 12;
let ctx: TestContext;
let t: Tokens;
let ids: Awaited<ReturnType<typeof demoIds>>;

const auditsOf = (entity: string, id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe.runIf(isPostgres())('schedules under concurrent requests (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await subsContext();
    t = await demoTokens(ctx);
    ids = await demoIds(ctx);
    await setPlan(ctx, ids.tenant);
    const up = await partner(ctx, ids.tenant, 'race-up', null);
    await setHead(ctx, ids.salesrepId, up.id);
  });
  afterAll(() => ctx?.close());

  it(`${N} concurrent bookings of one event and of one instalment: each booked once, audited once`, async () => {
    const product = await insertProduct(ctx, { interest: 4, flags: { withInstallments: true } });
    const z = await paidSubscription(ctx, ids, product.id);
    const [e] = await events(ctx, z, 1);
    const [r] = await rates(ctx, z, 1);
    const who = (k: number) => (k % 2 ? 'admin' : 'issuer') as 'admin' | 'issuer';
    const answers = await Promise.all([
      ...Array.from({ length: N }, (_, k) =>
        as(ctx, t, who(k), 'POST', `/api/zeichnung/interest-payment-event/${e!.id}/update`, { isPaid: true }),
      ),
      ...Array.from({ length: N }, (_, k) =>
        as(ctx, t, who(k), 'POST', `/api/zeichnung/installment/${r!.id}/update`, { isPaid: true }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(2 * N).fill(200));
    expect(new Set(answers.slice(0, N).map((a) => a.json().paidAt)).size).toBe(1);
    expect(await auditsOf('interestPaymentEvent', e!.id)).toHaveLength(1);
    expect((await auditsOf('installment', r!.id)).map((a) => a.action)).toEqual(['installment.paid']);
    const [ev] = await ctx.database.db
      .select()
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.id, e!.id));
    const [ir] = await ctx.database.db.select().from(installments).where(eq(installments.id, r!.id));
    expect([ev!.isPaid, ir!.isPaid]).toEqual([true, true]);
    const recs = await ctx.database.db.select().from(commissions).where(eq(commissions.installmentId, r!.id));
    expect(recs.map((c) => c.level).sort()).toEqual([0, 1]);
  });
});
