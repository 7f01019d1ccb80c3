import { describe, expect, it } from 'vitest';
import {
  accruedInterestCents,
  agioCents,
  cooperativeAmountCents,
  cooperativeCostItems,
  daysBetween,
  installmentTotalCents,
  lastInterestPaymentDate,
  periodDays,
  remainingMonths,
  roundToInterval,
  totalCents,
} from './calc.ts';

describe('agioCents (agio: a percent of the subscribed amount, half up at the end)', () => {
  it.each([
    [1_000_000, 5, 50_000],
    [123_456, 3, 3_704], // 3703.68 → 3704
    [10_050, 5, 503], // 502.5 → 503 (half up)
    [99, 1.5, 1], // 1.485 → 1
    [1_000_000, 0, 0],
    [1_000_000, null, 0],
    [1_000_000, undefined, 0],
    [0, 5, 0],
  ])('%i cents at %s %% → %i cents', (amount, pct, expected) => {
    expect(agioCents(amount, pct)).toBe(expected);
  });
});

describe('accruedInterestCents (spec 000 §9: amount × rate/100 × days / period days)', () => {
  it.each([
    [12, 30],
    [4, 90],
    [2, 180],
    [1, 365],
    [0, 365],
  ])('%i payments a year → period of %i days', (perYear, days) => {
    expect(periodDays(perYear)).toBe(days);
  });

  it.each([
    // 10 000 € at 6 % for 45 days: 10000 × 0.06 × 45 / period
    { perYear: 12, days: 15, expected: 30_000 }, // 10000 × 0.06 × 15/30 = 300,00 €
    { perYear: 4, days: 45, expected: 30_000 }, // 10000 × 0.06 × 45/90 = 300,00 €
    { perYear: 2, days: 45, expected: 15_000 }, // 10000 × 0.06 × 45/180 = 150,00 €
    { perYear: 1, days: 73, expected: 12_000 }, // 10000 × 0.06 × 73/365 = 120,00 €
    { perYear: 1, days: 45, expected: 7_397 }, // 73.972… € → 73,97 €
    { perYear: 4, days: 1, expected: 667 }, // 6.666… € → 6,67 €
  ])('$perYear a year, $days days → $expected cents', ({ perYear, days, expected }) => {
    expect(accruedInterestCents(1_000_000, 6, days, perYear)).toBe(expected);
  });

  it('is 0 without amount, rate or elapsed days', () => {
    expect(accruedInterestCents(0, 6, 45, 4)).toBe(0);
    expect(accruedInterestCents(1_000_000, 0, 45, 4)).toBe(0);
    expect(accruedInterestCents(1_000_000, 6, 0, 4)).toBe(0);
    expect(accruedInterestCents(1_000_000, 6, -3, 4)).toBe(0);
  });

  it('counts calendar days between ISO dates (leap year, across months)', () => {
    expect(daysBetween('2027-07-15', '2027-08-29')).toBe(45);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-01-01', '2027-01-01')).toBe(0);
    expect(daysBetween('2027-03-20', '2027-04-05')).toBe(16); // across the DST change
  });
});

describe('installmentTotalCents (remaining months up to the instalment end × monthly)', () => {
  it.each([
    ['2027-01-15', '2027-12-15', 11],
    ['2027-01-15', '2027-12-14', 10], // end day before start day: the last month is not complete
    ['2027-01-15', '2027-12-31', 11],
    ['2027-01-15', '2028-01-15', 12],
    ['2027-01-15', '2027-01-31', 0], // same month
    ['2027-01-15', '2027-01-15', 0], // same day
    ['2027-05-10', '2027-01-10', 0], // end before start
    // month-end rule (decision 022): a due date on the 30th/31st falls on the last day of shorter months
    ['2027-11-30', '2028-02-29', 3], // 30.12., 30.01., 29.02. (clamped 30th) — was 2 before issue 18
    ['2027-11-30', '2028-02-28', 2], // 30.12., 30.01.; the 29.02. is after the end
    ['2027-01-31', '2027-02-28', 1], // 28.02. is the clamped 31st
    ['2028-01-31', '2028-02-28', 0], // leap year: the clamped 31st is 29.02., after the end
    ['2028-01-31', '2028-02-29', 1],
    ['2027-01-31', '2027-04-30', 3], // 28.02., 31.03., 30.04.
    ['2027-01-31', '2027-04-29', 2],
    ['2027-01-30', '2027-02-27', 0],
  ])('from %s to %s → %i months', (from, end, months) => {
    expect(remainingMonths(from, end)).toBe(months);
    expect(installmentTotalCents(10_000, from, end)).toBe(months * 10_000);
  });

  it('is 0 without end date or monthly amount', () => {
    expect(installmentTotalCents(10_000, '2027-01-15', null)).toBe(0);
    expect(installmentTotalCents(10_000, '2027-01-15', undefined)).toBe(0);
    expect(installmentTotalCents(0, '2027-01-15', '2028-01-15')).toBe(0);
    expect(installmentTotalCents(-5, '2027-01-15', '2028-01-15')).toBe(0);
  });
});

describe('cooperative shares', () => {
  it('amount = count × share price (the minimum investment)', () => {
    expect(cooperativeAmountCents(7, 50_000)).toBe(350_000);
    expect(cooperativeAmountCents(0, 50_000)).toBe(0);
  });

  it('cost items are percent items of the volume, each rounded, summed', () => {
    const r = cooperativeCostItems(350_000, {
      salesCost: 2.5,
      marketingCost: 1.333,
      depotCost: 0,
      tipsterCost: null,
      agentCost: undefined,
    });
    expect(r.items).toEqual({ salesCost: 8_750, marketingCost: 4_666 }); // 4665.5 → 4666
    expect(r.total).toBe(13_416);
    expect(cooperativeCostItems(350_000, {})).toEqual({ items: {}, total: 0 });
  });
});

describe('totalCents', () => {
  it('adds amount, agio, accrued interest and instalments', () => {
    expect(
      totalCents({
        amountCents: 1_000_000,
        agioCents: 50_000,
        accruedInterestCents: 30_000,
        installmentTotalCents: 110_000,
      }),
    ).toBe(1_190_000);
    expect(
      totalCents({ amountCents: 0, agioCents: 0, accruedInterestCents: 0, installmentTotalCents: 0 }),
    ).toBe(0);
  });
});

describe('roundToInterval (rounding on blur)', () => {
  it.each([
    [1234, 100, 1200],
    [1250, 100, 1300],
    [1249.99, 100, 1200],
    [1000, 100, 1000],
    [3, 5, 5],
    [2, 5, 0],
    [0, 100, 0],
    [-50, 100, 0],
    [-1250, 100, 0],
    [Number.NaN, 100, 0],
    [1234.567, null, 1234.57],
    [1234.564, 0, 1234.56],
    [1234.5, undefined, 1234.5],
  ])('%s with interval %s → %s', (amount, interval, expected) => {
    expect(roundToInterval(amount, interval)).toBe(expected);
  });
});

describe('lastInterestPaymentDate (contract start or a regular interest date, on or before the date)', () => {
  it.each([
    ['2027-01-15', 4, '2027-08-01', '2027-07-15'],
    ['2027-01-15', 4, '2027-07-15', '2027-07-15'],
    ['2027-01-15', 4, '2027-07-14', '2027-04-15'],
    ['2027-01-15', 4, '2027-01-15', '2027-01-15'],
    ['2027-01-15', 12, '2027-08-01', '2027-07-15'],
    ['2027-01-15', 2, '2027-08-01', '2027-07-15'],
    ['2027-01-15', 1, '2028-08-01', '2028-01-15'],
    ['2027-01-15', 1, '2027-12-31', '2027-01-15'],
    // month-end starts: the day is clamped to the month's length, not carried over
    ['2027-01-31', 12, '2027-03-15', '2027-02-28'],
    ['2027-01-31', 12, '2027-03-31', '2027-03-31'],
    ['2027-01-31', 12, '2027-05-30', '2027-04-30'],
    ['2027-11-30', 4, '2028-03-01', '2028-02-29'],
    ['2027-08-31', 2, '2028-03-01', '2028-02-29'],
  ] as const)('start %s, %i a year, on %s → %s', (contractStart, paymentsPerYear, date, expected) => {
    expect(lastInterestPaymentDate({ contractStart, paymentsPerYear }, date)).toBe(expected);
  });

  it.each([
    // first distribution 31.03.2027, quarterly: 31.03., 30.06., 30.09., 31.12. (anchored on the 31st)
    ['2027-02-01', '2027-01-10'], // before the first distribution: the contract start
    ['2027-03-30', '2027-01-10'],
    ['2027-03-31', '2027-03-31'],
    ['2027-07-01', '2027-06-30'],
    ['2027-12-30', '2027-09-30'],
    ['2027-12-31', '2027-12-31'],
    ['2028-07-31', '2028-06-30'],
    // contract end 15.08.2028: the last date is the end, later regular dates do not exist
    ['2028-08-14', '2028-06-30'],
    ['2028-08-15', '2028-08-15'],
    ['2029-05-01', '2028-08-15'],
  ])('anchored on the first distribution, on %s → %s', (date, expected) => {
    const terms = {
      contractStart: '2027-01-10',
      initialDistribution: '2027-03-31',
      contractEnd: '2028-08-15',
      paymentsPerYear: 4,
    };
    expect(lastInterestPaymentDate(terms, date)).toBe(expected);
  });

  it('is null without start, without payments, or before the start', () => {
    expect(lastInterestPaymentDate({ contractStart: null, paymentsPerYear: 4 }, '2027-08-01')).toBeNull();
    expect(
      lastInterestPaymentDate({ contractStart: '2027-01-15', paymentsPerYear: 0 }, '2027-08-01'),
    ).toBeNull();
    expect(
      lastInterestPaymentDate({ contractStart: '2027-01-15', paymentsPerYear: null }, '2027-08-01'),
    ).toBeNull();
    expect(
      lastInterestPaymentDate({ contractStart: '2027-01-15', paymentsPerYear: 4 }, '2027-01-14'),
    ).toBeNull();
  });
});
