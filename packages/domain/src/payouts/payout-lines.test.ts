import { describe, expect, it } from 'vitest';
import { type PayoutEventInput, payoutLinesOf, remainingExemptionOf } from './payout-lines.ts';

const ev = (
  eventId: number,
  investorId: number | null,
  amountCents: number,
  o: Partial<PayoutEventInput> = {},
) => ({
  eventId,
  zeichnungId: eventId * 10,
  investorId,
  amountCents,
  name: `Anleger ${investorId}`,
  churchMember: false,
  federalState: null,
  nonAssessmentUntil: null,
  ...o,
});

describe('payoutLinesOf', () => {
  it("sums an investor's events into one line taxed once", () => {
    // 0,03 € + 0,03 € taxed apart: 0 + 0 KapESt; together 0,06 € → 0,01 €
    const [line] = payoutLinesOf([ev(1, 7, 3), ev(2, 7, 3)], new Map(), '2026-11-24');
    expect(line).toMatchObject({
      eventIds: [1, 2],
      zeichnungIds: [10, 20],
      grossCents: 6,
      kapitalertragsteuerCents: 1,
    });
  });

  it('uses what is left of the order; an NV certificate expired before the execution day no longer counts', () => {
    const orders = new Map([[7, { amountCents: 1_000_00, joint: false, usedCents: 980_00 }]]);
    const [a, b] = payoutLinesOf(
      [ev(1, 7, 100_00), ev(2, 8, 100_00, { nonAssessmentUntil: '2026-11-23' })],
      orders,
      '2026-11-24',
    );
    expect(a).toMatchObject({
      exemptionRemainingCents: 20_00,
      exemptionUsedCents: 20_00,
      taxableCents: 80_00,
      kapitalertragsteuerCents: 20_00,
    });
    expect(b).toMatchObject({ nonAssessment: false, kapitalertragsteuerCents: 25_00, netCents: 73_63 });
  });

  it('caps an order above the legal limit; flags a church member without state and an event without investor', () => {
    expect(remainingExemptionOf({ amountCents: 5_000_00, joint: false, usedCents: 0 })).toBe(1_000_00);
    expect(remainingExemptionOf({ amountCents: 5_000_00, joint: true, usedCents: 500_00 })).toBe(1_500_00);
    const [c, d] = payoutLinesOf(
      [ev(1, 7, 100_00, { churchMember: true, federalState: 'Tirol' }), ev(2, null, 5_00)],
      new Map(),
      '2026-11-24',
    );
    expect(c!.problems).toEqual([
      '„Anleger 7“ ist kirchensteuerpflichtig, aber ohne Bundesland in Deutschland; der Kirchensteuersatz ist unbekannt.',
    ]);
    expect(d!.problems).toEqual(['Die Zeichnung ist keinem Anleger zugeordnet.']);
  });
});
