// Generating schedules through the API (issue 18, docs/decisions/025): acceptance gives an instalment subscription
// its plan (the wizard's rates), the booked payment gives its interest payment events (ACT/ACT, hand-computed);
// once only, one audit entry per product naming the subscription (docs/decisions/043); a product without interest gets
// none.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  installments,
  interestPaymentEvents,
  interestPayments,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR } from '../../src/lib/audit.ts';
import { generateInterestEvents } from '../../src/modules/payouts/payouts.service.ts';
import { as, create, insertProduct, type Suite, update, useSuite } from '../subscriptions/fixtures.ts';
import { quarterlyBondTerms } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));
afterEach(() => ctx.app.deps.clock.set(null));

// Wednesday 10.03.2027 in Berlin: the transfer on 17.03.2027 is within the 14 working days.
const TODAY = new Date('2027-03-10T10:00:00Z');
const TRANSFER = '2027-03-17';

const op = (id: number, body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${id}/update`, body);

/** Finished by the demo investor on TODAY with a transfer on TRANSFER. */
async function finishedOn(product: number, body: Record<string, unknown>) {
  ctx.app.deps.clock.set(TODAY);
  const z = await create(ctx, t.investor, product, ids.investorId);
  const res = await update(ctx, t.investor, z.id, {
    transferDate: TRANSFER,
    investOnOwnAccepted: true,
    enoughMoneyToInvestCashAccepted: true,
    receipt1: true,
    receipt2: true,
    receipt3: true,
    ...body,
    status: 'F',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; installmentTotal: number };
}

const accept = async (id: number) =>
  expect((await op(id, { status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
const pay = async (id: number) => {
  const res = await op(id, { isPaid: true, transferAcceptor: 'Kasse' });
  expect(res.statusCode, res.body).toBe(200);
};

const eventsOf = (zeichnungId: number) =>
  ctx.database.db
    .select()
    .from(interestPaymentEvents)
    .where(eq(interestPaymentEvents.zeichnungId, zeichnungId))
    .orderBy(asc(interestPaymentEvents.number));

const ratesOf = (zeichnungId: number) =>
  ctx.database.db
    .select()
    .from(installments)
    .where(eq(installments.zeichnungId, zeichnungId))
    .orderBy(asc(installments.number));

/** The generation entries naming the subscription (entity product, the subscription in `after.zeichnungen`). */
const auditsOf = (zeichnungId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        like(auditLog.action, action),
        sql`${auditLog.after}->'zeichnungen' @> ${JSON.stringify([{ id: zeichnungId }])}::jsonb`,
      ),
    );

const bondTerms = quarterlyBondTerms('Zinsanleihe Quartal');

describe('interest payment events on payment', () => {
  it('paying a 10 000 € subscription creates its ACT/ACT events with hand-computed cents, once', async () => {
    const bond = await insertProduct(ctx, bondTerms);
    const z = await finishedOn(bond.id, { volume: 10_000 });
    await accept(z.id);
    expect(await eventsOf(z.id)).toEqual([]); // accepted, not paid: nothing yet
    await pay(z.id);
    const rows = await eventsOf(z.id);
    // 1 000 000 ct × 5 % = 50 000 ct a year, 12 500 ct a full quarter.
    // first: 17.03.–01.04.2027 = 15 days of 365: 50 000 × 15 / 365 = 2 054,79 → 2 055
    // last: 01.01.–15.02.2028 = 45 days of 366 (leap year): 50 000 × 45 / 366 = 6 147,54 → 6 148, paid 01.03.2028
    expect(rows.map((e) => [e.number, e.periodStart, e.periodEnd, e.dueDate, e.days, e.amountCents])).toEqual(
      [
        [1, '2027-03-17', '2027-04-01', '2027-04-01', 15, 2_055],
        [2, '2027-04-01', '2027-07-01', '2027-07-01', 91, 12_500],
        [3, '2027-07-01', '2027-10-01', '2027-10-01', 92, 12_500],
        [4, '2027-10-01', '2028-01-01', '2028-01-01', 92, 12_500],
        [5, '2028-01-01', '2028-02-15', '2028-03-01', 45, 6_148],
      ],
    );
    expect(rows.every((e) => !e.isPaid && e.investorId === ids.investorId && e.productId === bond.id)).toBe(
      true,
    );
    // the product's payment dates, shared by its subscriptions
    const dates = await ctx.database.db
      .select()
      .from(interestPayments)
      .where(eq(interestPayments.productId, bond.id))
      .orderBy(asc(interestPayments.startDate));
    expect(dates.map((d) => d.startDate)).toEqual([
      '2027-04-01',
      '2027-07-01',
      '2027-10-01',
      '2028-01-01',
      '2028-03-01',
    ]);
    expect(rows.map((e) => e.interestPaymentId)).toEqual(dates.map((d) => d.id));
    // one audit entry on the product naming the subscription, not one per event
    const audits = await auditsOf(z.id, 'interest_payment_event.generate');
    expect(audits.map((a) => [a.entityId, a.after])).toEqual([
      [
        String(bond.id),
        {
          subscriptions: 1,
          events: 5,
          amountCents: 45_703,
          zeichnungen: [{ id: z.id, events: 5, amountCents: 45_703 }],
        },
      ],
    ]);

    // generating again (a second call, as after a retry) creates nothing and audits nothing
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id));
    const again = await ctx.database.db.transaction((tx) =>
      generateInterestEvents(tx, [{ z: row!, p: bond }], SYSTEM_ACTOR),
    );
    expect(again.size).toBe(0);
    expect(await eventsOf(z.id)).toHaveLength(5);
    expect(await auditsOf(z.id, 'interest_payment_event.generate')).toHaveLength(1);
    // paying twice is refused as before (irreversible), the schedule unchanged
    expect((await op(z.id, { isPaid: true, transferAcceptor: 'Kasse' })).statusCode).toBe(200);
    expect(await eventsOf(z.id)).toHaveLength(5);
  });

  it('a second subscriber shares the payment dates; a product without interest gets no events', async () => {
    const bond = await insertProduct(ctx, { ...bondTerms, name: 'Zinsanleihe Zwei' });
    const a = await finishedOn(bond.id, { volume: 2_000 });
    const b = await finishedOn(bond.id, { volume: 3_000 });
    for (const id of [a.id, b.id]) {
      await accept(id);
      await pay(id);
    }
    // 300 000 ct: 15 000 a year, 3 750 a quarter; 15 000 × 15/365 = 616,44 → 616; 15 000 × 45/366 = 1 844,26 → 1 844
    expect((await eventsOf(b.id)).map((e) => e.amountCents)).toEqual([616, 3_750, 3_750, 3_750, 1_844]);
    const shared = await ctx.database.db
      .select()
      .from(interestPayments)
      .where(eq(interestPayments.productId, bond.id));
    expect(shared).toHaveLength(5);

    // interest flag off (even with a rate set) and no rate at all: nothing
    const plain = await insertProduct(ctx, { ...bondTerms, name: 'Ohne Zins', flags: {} });
    const none = await insertProduct(ctx, { name: 'Kein Zins' });
    for (const p of [plain, none]) {
      const z = await finishedOn(p.id, { volume: 1_000 });
      await accept(z.id);
      await pay(z.id);
      expect(await eventsOf(z.id)).toEqual([]);
      expect(await auditsOf(z.id, '%.generate')).toEqual([]);
    }
  });
});

describe('instalment plans on acceptance', () => {
  it('accepting an instalment subscription creates the rates the wizard counted; paying adds none', async () => {
    const plan = await insertProduct(ctx, {
      name: 'Sparplan Nord',
      minMonthlyInstallmentCents: 50_00,
      maxMonthlyInstallmentCents: 500_00,
      installmentEndDate: '2027-08-31',
      maxFirstPaymentCents: 10_000_00,
      flags: { withInstallments: true },
    });
    const z = await finishedOn(plan.id, {
      volume: 1_000,
      monthlyInstallment: 100,
      enoughMoneyToInvestMonthlyAccepted: true,
    });
    // finished on 10.03.2027: rates on the 10th of April … August, 5 × 100 €
    expect(z.installmentTotal).toBe(500);
    expect(await ratesOf(z.id)).toEqual([]);
    await accept(z.id);
    const rates = await ratesOf(z.id);
    expect(rates.map((r) => [r.number, r.paymentDate, r.amountCents, r.isPaid])).toEqual([
      [1, '2027-04-10', 100_00, false],
      [2, '2027-05-10', 100_00, false],
      [3, '2027-06-10', 100_00, false],
      [4, '2027-07-10', 100_00, false],
      [5, '2027-08-10', 100_00, false],
    ]);
    expect(rates.reduce((s, r) => s + r.amountCents, 0)).toBe(z.installmentTotal * 100);
    await pay(z.id);
    expect(await ratesOf(z.id)).toHaveLength(5);
    expect((await auditsOf(z.id, 'installment.generate')).map((a) => a.after)).toEqual([
      {
        subscriptions: 1,
        installments: 5,
        amountCents: 500_00,
        zeichnungen: [{ id: z.id, installments: 5, amountCents: 500_00 }],
      },
    ]);
  });
});
