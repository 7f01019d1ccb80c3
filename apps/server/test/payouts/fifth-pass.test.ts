// Issue 18's scale, fifth pass (docs/decisions/047): PostgreSQL builds the generated rows by joining the
// subscriptions with the periods (interest) or rate dates (instalments) they share, a statement ships per row only the
// domain's amount. Every row must still be exactly the domain's schedule of its own subscription — across
// accrual starts, volumes, rhythms and statements.
import { accrualStartOf, installmentPlanOf, interestDates, interestSchedule } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  installments,
  interestPaymentEvents,
  interestPayments,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR } from '../../src/lib/audit.ts';
import * as gen from '../../src/modules/payouts/generation.repository.ts';
import { generateSchedules, type ScheduleItem } from '../../src/modules/payouts/payouts.service.ts';
import { insertProduct, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { paidSubscription } from './fixtures.ts';

let { ctx, ids } = {} as Suite;
useSuite((s) => ({ ctx, ids } = s));

/** Rhythms of the spec with short first and last periods, a leap year, month ends and end of term. */
const TERMS = [
  { paymentsPerYear: 4, interest: 6.5, contractEnd: '2029-02-15', initialDistribution: '2027-03-31' },
  { paymentsPerYear: 12, interest: 3.125, contractEnd: '2028-07-31', initialDistribution: '2027-01-31' },
  { paymentsPerYear: 1, interest: 5.25, contractEnd: '2031-06-30', initialDistribution: '2028-01-01' },
  { paymentsPerYear: 0, interest: 4, contractEnd: '2030-01-01', initialDistribution: null },
];
const TRANSFERS = [
  '2026-12-03',
  '2027-01-01',
  '2027-01-31',
  '2027-02-28',
  '2027-02-29',
  '2027-03-17',
  '2028-02-29',
];
const VOLUMES = [1, 99, 1_000_00, 12_345_67, 250_000_00, 9_999_999_99];

describe('rows built by PostgreSQL from shared periods (decision 047)', () => {
  it("every event is the domain's schedule of its own subscription, to the cent; every rate its plan's", async () => {
    const items: ScheduleItem[] = [];
    for (const [i, t] of TERMS.entries()) {
      const p = await insertProduct(ctx, {
        name: `Anleihe Fünf ${i}`,
        ...t,
        contractStart: '2027-01-01',
        paybackDate: null,
        installmentEndDate: '2028-06-30',
        flags: { withInterest: true, withInstallments: true },
      });
      for (const [k, transfer] of TRANSFERS.filter((d) => d !== '2027-02-29').entries()) {
        const volume = VOLUMES[(k + i) % VOLUMES.length]!;
        const z = await paidSubscription(ctx, ids, p.id, volume);
        const [row] = await ctx.database.db
          .update(zeichnungen)
          .set({ monthlyInstallmentCents: 50_00 + k, installmentEndDate: k % 2 ? '2028-06-30' : null })
          .where(eq(zeichnungen.id, z.id))
          .returning();
        items.push({
          z: { ...row!, transferDate: transfer, finishedAt: new Date(`${transfer}T09:00:00Z`) },
          p,
        });
      }
    }
    const created = await ctx.database.db.transaction((tx) => generateSchedules(tx, items, SYSTEM_ACTOR));
    expect(created.events).toBeGreaterThan(100);

    const db = ctx.database.db;
    const zIds = items.map((i) => i.z.id);
    const rows = await db
      .select({ e: interestPaymentEvents, paymentDate: interestPayments.startDate })
      .from(interestPaymentEvents)
      .innerJoin(interestPayments, eq(interestPayments.id, interestPaymentEvents.interestPaymentId))
      .where(inArray(interestPaymentEvents.zeichnungId, zIds))
      .orderBy(asc(interestPaymentEvents.zeichnungId), asc(interestPaymentEvents.number));
    const rates = await db
      .select()
      .from(installments)
      .where(inArray(installments.zeichnungId, zIds))
      .orderBy(asc(installments.zeichnungId), asc(installments.number));
    let events = 0;
    for (const { z, p } of items) {
      const expected = interestSchedule({
        volumeCents: z.volumeCents,
        ratePercent: p.interest ?? 0,
        paymentsPerYear: p.paymentsPerYear ?? 0,
        accrualStart: accrualStartOf(z.transferDate!, p.contractStart),
        dates: interestDates(p),
      });
      const got = rows.filter((r) => r.e.zeichnungId === z.id);
      expect(
        got.map(({ e, paymentDate }) => ({
          number: e.number,
          periodStart: e.periodStart,
          periodEnd: e.periodEnd,
          dueDate: e.dueDate,
          paymentDate,
          days: e.days,
          amountCents: e.amountCents,
          owner: [e.productId, e.issuerId, e.superuserId, e.investorId],
        })),
      ).toEqual(
        expected.map((x) => ({
          number: x.number,
          periodStart: x.periodStart,
          periodEnd: x.periodEnd,
          dueDate: x.dueDate,
          paymentDate: x.dueDate,
          days: x.days,
          amountCents: x.amountCents,
          owner: [p.id, p.issuerId, z.superuserId, z.investorId],
        })),
      );
      events += got.length;
      const plan = installmentPlanOf({
        subscribedOn: todayIso(z.finishedAt!),
        installmentEndDate: z.installmentEndDate ?? p.installmentEndDate,
        monthlyCents: z.monthlyInstallmentCents ?? 0,
      });
      expect(
        rates
          .filter((r) => r.zeichnungId === z.id)
          .map((r) => [r.number, r.paymentDate, r.amountCents, r.productId, r.investorId]),
      ).toEqual(plan.map((r) => [r.number, r.dueDate, r.amountCents, p.id, z.investorId]));
    }
    expect(events).toBe(created.events);
    // a generated row stores no uuid: its uuid is derived from its id (decision 059)
    expect(rows.every((r) => r.e.uuid === null)).toBe(true);
    expect(rates.every((r) => r.uuid === null)).toBe(true);
  });

  it('a product whose subscriptions need several statements gets each row once, in its subscription', async () => {
    const p = await insertProduct(ctx, {
      name: 'Anleihe Viele',
      ...TERMS[1]!,
      contractStart: '2027-01-01',
      paybackDate: null,
      flags: { withInterest: true },
    });
    const subs = await Promise.all(
      [1, 2, 3, 4, 5].map((k) => paidSubscription(ctx, ids, p.id, k * 1_000_00)),
    );
    const periods = [
      [
        {
          interestPaymentId: 0,
          number: 1,
          periodStart: '2027-01-01',
          periodEnd: '2027-01-31',
          dueDate: '2027-01-31',
          days: 30,
        },
        {
          interestPaymentId: 0,
          number: 2,
          periodStart: '2027-01-31',
          periodEnd: '2027-02-28',
          dueDate: '2027-02-28',
          days: 28,
        },
      ],
      [
        {
          interestPaymentId: 0,
          number: 2,
          periodStart: '2027-02-10',
          periodEnd: '2027-02-28',
          dueDate: '2027-02-28',
          days: 18,
        },
      ],
    ];
    const dates = await gen.ensurePaymentDates(ctx.database.db, p.id, ['2027-01-31', '2027-02-28']);
    const groups = periods.map((g) => g.map((r) => ({ ...r, interestPaymentId: dates.get(r.dueDate)! })));
    const created = await ctx.database.db.transaction((tx) =>
      gen.insertProductEvents(
        tx,
        { id: p.id, issuerId: p.issuerId },
        groups,
        subs.map((z, k) => ({
          zeichnungId: z.id,
          superuserId: z.superuserId,
          investorId: z.investorId,
          group: k % 2,
          amounts: k % 2 ? [k] : [100 + k, 200 + k],
        })),
        3,
      ),
    );
    expect(created.map((c) => [c.count, c.cents])).toEqual([
      [2, 300],
      [1, 1],
      [2, 304],
      [1, 3],
      [2, 308],
    ]);
    const rows = await ctx.database.db
      .select()
      .from(interestPaymentEvents)
      .where(
        inArray(
          interestPaymentEvents.zeichnungId,
          subs.map((z) => z.id),
        ),
      )
      .orderBy(asc(interestPaymentEvents.id));
    expect(
      rows.map((r) => [subs.findIndex((z) => z.id === r.zeichnungId), r.number, r.dueDate, r.amountCents]),
    ).toEqual([
      [0, 1, '2027-01-31', 100],
      [0, 2, '2027-02-28', 200],
      [1, 2, '2027-02-28', 1],
      [2, 1, '2027-01-31', 102],
      [2, 2, '2027-02-28', 202],
      [3, 2, '2027-02-28', 3],
      [4, 1, '2027-01-31', 104],
      [4, 2, '2027-02-28', 204],
    ]);
  });
});
