import { describe, expect, it } from 'vitest';
import { type InterestTerms, interestDates } from './dates.ts';
import {
  accrualStartOf,
  actActYearFraction,
  fullPeriodInterestCents,
  interestEventsOf,
  interestPeriods,
  interestSchedule,
  interestTotalCents,
  percentFraction,
  proRataInterestCents,
} from './schedule.ts';

// 10 000 € at 6 %: a full year pays 600,00 € = 60 000 cents. ACT/ACT fractions over 365 × 366 = 133 590.
const V = 1_000_000;

const scheduleOf = (terms: InterestTerms, accrualStart: string, volumeCents = V, ratePercent = 6) =>
  interestSchedule({
    volumeCents,
    ratePercent,
    paymentsPerYear: terms.paymentsPerYear ?? 0,
    accrualStart,
    dates: interestDates(terms),
  });

const rows = (events: ReturnType<typeof scheduleOf>) =>
  events.map((e) => [e.number, e.periodStart, e.periodEnd, e.dueDate, e.days, e.amountCents, e.fullPeriod]);

describe('ACT/ACT pro rata (days of each calendar-year piece over that year’s days)', () => {
  it.each([
    // 15.11.2027–15.02.2028: 47/365 (16 Nov + 31 Dec) + 45/366 (31 Jan + 14 Feb)
    // 60 000 × (47·366 + 45·365) / 133 590 = 60 000 × 33 627 / 133 590 = 15 103.08 → 15 103
    ['2027-11-15', '2028-02-15', 15_103],
    // leap year: 01.03.2028–01.01.2029 = 306 days (366 − 31 − 29); 60 000 × 306/366 = 50 163.93 → 50 164
    ['2028-03-01', '2029-01-01', 50_164],
    // same days in 2027: 306/365 (365 − 31 − 28); 60 000 × 306/365 = 50 301.37 → 50 301
    ['2027-03-01', '2028-01-01', 50_301],
    // 10.02.–29.02.2028: 19/366; 60 000 × 19/366 = 3 114.75 → 3 115
    ['2028-02-10', '2028-02-29', 3_115],
    // one year across the leap year: 184/365 + 182/366 = 1.00138 → 60 082.64 → 60 083
    ['2027-07-01', '2028-07-01', 60_083],
    // two whole calendar-aligned years: 184/365 + 366/366 + 181/365 = 2 exactly → 120 000
    ['2027-07-01', '2029-07-01', 120_000],
    // a whole calendar year is exactly 1 in leap and common years
    ['2028-01-01', '2029-01-01', 60_000],
    ['2027-01-01', '2028-01-01', 60_000],
    ['2027-05-01', '2027-05-01', 0], // empty period
    ['2027-05-02', '2027-05-01', 0], // reversed
  ])('%s – %s → %i cents', (start, end, cents) => {
    expect(proRataInterestCents(V, 6, start, end)).toBe(cents);
  });

  it('splits at every year end with the exact fraction', () => {
    expect(actActYearFraction('2027-11-15', '2028-02-15')).toEqual({ num: 33_627n, den: 133_590n });
    // 2027-12-31 → 2029-01-02: 1/365 + 366/366 + 1/365 → (366 + 133 590 + 366) / 133 590
    expect(actActYearFraction('2027-12-31', '2029-01-02')).toEqual({ num: 134_322n, den: 133_590n });
  });
});

describe('full regular period: volume × rate / 100 / payments per year, half up once', () => {
  it.each([
    [V, 6, 12, 5_000], // 60 000 / 12
    [V, 6, 4, 15_000],
    [V, 6, 2, 30_000],
    [V, 6, 1, 60_000],
    [V, 5.5, 12, 4_583], // 55 000 / 12 = 4 583.33 → 4 583
    [V, 7, 12, 5_833], // 70 000 / 12 = 5 833.33 → 5 833
    [V, 6.125, 4, 15_313], // 61 250 / 4 = 15 312.5 → 15 313 (half up)
    [1_000_000_000, 7.35, 4, 18_375_000], // 10 000 000 € × 7.35 % / 4 = 183 750,00 €
    [3_000, 1.15, 1, 35], // 30 € × 1.15 % = 34.5 ct → 35 (float gives 34.4999… and would round to 34)
    [1_000, 0.15, 1, 2], // 10 € × 0.15 % = 1.5 ct → 2
    [0, 6, 4, 0],
    [V, 0, 4, 0],
    [V, 6, 0, 0],
  ])('%i cents at %s %%, %i a year → %i cents', (volume, rate, perYear, cents) => {
    expect(fullPeriodInterestCents(volume, rate, perYear)).toBe(cents);
  });

  it('reads decimal percents exactly', () => {
    expect(percentFraction(5.25)).toEqual({ num: 525n, den: 100n });
    expect(percentFraction(7)).toEqual({ num: 7n, den: 1n });
    expect(percentFraction(0.001)).toEqual({ num: 1n, den: 1000n });
    expect(percentFraction(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(() => percentFraction(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    // whole-year terms from the contract start: the sum of the full periods is volume × rate × years,
    // up to the half cent each event may round (exact when the period amount is whole cents)
    [V, 6, 12, 3],
    [V, 6, 4, 2],
    [V, 6, 2, 5],
    [V, 6, 1, 10],
    [V, 5.5, 12, 3],
    [1_234_567, 4.75, 4, 4],
    [1_234_567, 4.75, 12, 2],
    [1_000_000_000, 7.35, 12, 10],
    [99_999, 3.333, 2, 7],
  ])(
    '%i cents at %s %%, %i a year, %i years: only full periods, total ≈ volume × rate × years',
    (volume, rate, perYear, years) => {
      const terms = {
        paymentsPerYear: perYear,
        contractStart: '2027-01-31',
        contractEnd: `${2027 + years}-01-31`,
      };
      const events = scheduleOf(terms, '2027-01-31', volume, rate);
      expect(events).toHaveLength(perYear * years);
      expect(events.every((e) => e.fullPeriod)).toBe(true);
      const exact = (volume * rate * years) / 100;
      const total = interestTotalCents(events);
      expect(Math.abs(total - exact)).toBeLessThanOrEqual(events.length / 2);
      expect(total).toBe(events.length * fullPeriodInterestCents(volume, rate, perYear));
    },
  );
});

describe('interestSchedule (hand-computed examples, 10 000 € at 6 %)', () => {
  const q: InterestTerms = { paymentsPerYear: 4, contractStart: '2027-01-15', contractEnd: '2028-01-15' };

  it('quarterly, accrual from the contract start: four full quarters of 150,00 € (90, 91, 92, 92 days)', () => {
    const events = scheduleOf({ ...q, paybackDate: '2028-01-31' }, '2027-01-15');
    expect(rows(events)).toEqual([
      [1, '2027-01-15', '2027-04-15', '2027-04-15', 90, 15_000, true],
      [2, '2027-04-15', '2027-07-15', '2027-07-15', 91, 15_000, true],
      [3, '2027-07-15', '2027-10-15', '2027-10-15', 92, 15_000, true],
      [4, '2027-10-15', '2028-01-15', '2028-01-31', 92, 15_000, true], // with the payback
    ]);
    expect(interestTotalCents(events)).toBe(60_000); // 600,00 € = one year at 6 %
  });

  it('accrual start after the first date: no event for it, a short period to the next date', () => {
    // transfer 02.05.2027: 02.05.–15.07. = 30 (May) + 30 (June) + 14 = 74 days; 60 000 × 74/365 = 12 164.38
    expect(rows(scheduleOf(q, '2027-05-02'))).toEqual([
      [2, '2027-05-02', '2027-07-15', '2027-07-15', 74, 12_164, false],
      [3, '2027-07-15', '2027-10-15', '2027-10-15', 92, 15_000, true],
      [4, '2027-10-15', '2028-01-15', '2028-01-15', 92, 15_000, true],
    ]);
    // accrual starting on a date: that date's period ended, the next one is full
    expect(rows(scheduleOf(q, '2027-04-15'))[0]).toEqual([
      2,
      '2027-04-15',
      '2027-07-15',
      '2027-07-15',
      91,
      15_000,
      true,
    ]);
    // accrual on or after the contract end: nothing
    expect(scheduleOf(q, '2028-01-15')).toEqual([]);
  });

  it('short first period across the year end: 15.11.2027–15.02.2028 = 47/365 + 45/366', () => {
    const semi: InterestTerms = {
      paymentsPerYear: 2,
      contractStart: '2027-08-15',
      initialDistribution: '2028-02-15',
      contractEnd: '2029-02-15',
    };
    expect(rows(scheduleOf(semi, '2027-11-15'))).toEqual([
      [1, '2027-11-15', '2028-02-15', '2028-02-15', 92, 15_103, false], // 60 000 × 33 627 / 133 590
      [2, '2028-02-15', '2028-08-15', '2028-08-15', 182, 30_000, true],
      [3, '2028-08-15', '2029-02-15', '2029-02-15', 184, 30_000, true],
    ]);
  });

  it('long first period: contract start 10.01.2027 to the first distribution 30.06.2027 (171 days)', () => {
    const terms: InterestTerms = {
      paymentsPerYear: 4,
      contractStart: '2027-01-10',
      initialDistribution: '2027-06-30',
      contractEnd: '2027-12-30',
    };
    // 21 (Jan) + 28 + 31 + 30 + 31 + 29 (June) = 171 days; 60 000 × 171/365 = 28 109.59 → 28 110
    expect(rows(scheduleOf(terms, accrualStartOf('2027-01-05', terms.contractStart)))).toEqual([
      [1, '2027-01-10', '2027-06-30', '2027-06-30', 171, 28_110, false],
      [2, '2027-06-30', '2027-09-30', '2027-09-30', 92, 15_000, true],
      [3, '2027-09-30', '2027-12-30', '2027-12-30', 91, 15_000, true], // anchored on the 30th
    ]);
  });

  it('monthly, anchored on the 31st through February 2028', () => {
    const terms: InterestTerms = {
      paymentsPerYear: 12,
      contractStart: '2027-12-31',
      initialDistribution: '2028-01-31',
      contractEnd: '2028-05-31',
    };
    expect(rows(scheduleOf(terms, '2027-12-31'))).toEqual([
      [1, '2027-12-31', '2028-01-31', '2028-01-31', 31, 5_000, true],
      [2, '2028-01-31', '2028-02-29', '2028-02-29', 29, 5_000, true],
      [3, '2028-02-29', '2028-03-31', '2028-03-31', 31, 5_000, true],
      [4, '2028-03-31', '2028-04-30', '2028-04-30', 30, 5_000, true],
      [5, '2028-04-30', '2028-05-31', '2028-05-31', 31, 5_000, true],
    ]);
    // transfer 10.02.2028: 19 days of February (leap year) → 60 000 × 19/366 = 3 114.75 → 3 115
    expect(rows(scheduleOf(terms, '2028-02-10')).slice(0, 2)).toEqual([
      [2, '2028-02-10', '2028-02-29', '2028-02-29', 19, 3_115, false],
      [3, '2028-02-29', '2028-03-31', '2028-03-31', 31, 5_000, true],
    ]);
  });

  it('annual with a short last period: 01.01.–01.07.2029 = 181/365, paid with the payback', () => {
    const terms: InterestTerms = {
      paymentsPerYear: 1,
      contractStart: '2027-01-01',
      initialDistribution: '2028-01-01',
      contractEnd: '2029-07-01',
      paybackDate: '2029-07-15',
    };
    // 31 + 28 + 31 + 30 + 31 + 30 = 181 days; 60 000 × 181/365 = 29 753.42 → 29 753
    expect(rows(scheduleOf(terms, '2027-01-01'))).toEqual([
      [1, '2027-01-01', '2028-01-01', '2028-01-01', 365, 60_000, true],
      [2, '2028-01-01', '2029-01-01', '2029-01-01', 366, 60_000, true],
      [3, '2029-01-01', '2029-07-01', '2029-07-15', 181, 29_753, false],
    ]);
  });

  it('end of term only (0): one pro rata event over the whole term', () => {
    const terms: InterestTerms = {
      paymentsPerYear: 0,
      contractStart: '2027-07-01',
      contractEnd: '2029-07-01',
      paybackDate: '2029-07-15',
    };
    // 184/365 + 366/366 + 181/365 = 2 → 120 000
    expect(rows(scheduleOf(terms, '2027-07-01'))).toEqual([
      [1, '2027-07-01', '2029-07-01', '2029-07-15', 731, 120_000, false],
    ]);
    // transfer 14.09.2027: 17 (Sep) + 31 + 30 + 31 = 109/365 + 366/366 + 181/365 = 1 + 290/365
    // 60 000 + 60 000 × 290/365 = 60 000 + 47 671.23 → 107 671
    expect(rows(scheduleOf(terms, '2027-09-14'))).toEqual([
      [1, '2027-09-14', '2029-07-01', '2029-07-15', 656, 107_671, false],
    ]);
  });

  it('zero volume or zero rate: the events exist and pay 0', () => {
    expect(scheduleOf(q, '2027-01-15', 0).map((e) => e.amountCents)).toEqual([0, 0, 0, 0]);
    expect(scheduleOf(q, '2027-05-02', V, 0).map((e) => e.amountCents)).toEqual([0, 0, 0]);
  });

  it('10 000 000 € exact to the cent', () => {
    const terms: InterestTerms = {
      paymentsPerYear: 2,
      contractStart: '2027-08-15',
      initialDistribution: '2028-02-15',
      contractEnd: '2028-08-15',
    };
    // 1 000 000 000 × 7.35 % × 33 627 / 133 590 = 73 500 000 × 33 627 / 133 590 = 18 501 268.81 → 18 501 269
    // full half year: 73 500 000 / 2 = 36 750 000
    expect(scheduleOf(terms, '2027-11-15', 1_000_000_000, 7.35).map((e) => e.amountCents)).toEqual([
      18_501_269, 36_750_000,
    ]);
  });

  it('accrual starts at the transfer date, never before the product’s interest start', () => {
    expect(accrualStartOf('2027-01-05', '2027-01-15')).toBe('2027-01-15');
    expect(accrualStartOf('2027-02-01', '2027-01-15')).toBe('2027-02-01');
    expect(accrualStartOf('2027-02-01', null)).toBe('2027-02-01');
    expect(() => scheduleOf(q, '2027-01-15', 10.5)).toThrow(RangeError);
  });
});

describe('periods shared by the subscriptions of one product and accrual start (interestPeriods, interestEventsOf)', () => {
  const terms: InterestTerms[] = [
    {
      paymentsPerYear: 4,
      contractStart: '2027-01-01',
      initialDistribution: '2027-04-01',
      contractEnd: '2032-01-01',
      paybackDate: '2032-01-15',
    },
    {
      paymentsPerYear: 12,
      contractStart: '2027-01-31',
      initialDistribution: '2027-02-28',
      contractEnd: '2029-01-01',
      paybackDate: '2029-01-15',
    },
    {
      paymentsPerYear: 0,
      contractStart: '2027-01-01',
      initialDistribution: null,
      contractEnd: '2030-01-01',
      paybackDate: '2030-01-15',
    },
    {
      paymentsPerYear: 1,
      contractStart: '2027-01-01',
      initialDistribution: '2028-01-01',
      contractEnd: '2034-02-29',
      paybackDate: '2034-03-15',
    },
  ];
  it('give for every volume and rate exactly what interestSchedule gives', () => {
    let compared = 0;
    for (const t of terms)
      for (const accrualStart of ['2026-12-01', '2027-01-01', '2027-02-28', '2027-03-17', '2028-02-29'])
        for (const [volumeCents, ratePercent] of [
          [1_000_000, 6],
          [333_333, 5.25],
          [1, 3.5],
          [0, 6],
          [1_000_000, 0],
          [987_654_321, 4.75],
        ] as const) {
          const ppy = t.paymentsPerYear ?? 0;
          const periods = interestPeriods({ paymentsPerYear: ppy, accrualStart, dates: interestDates(t) });
          const expected = scheduleOf(t, accrualStart, volumeCents, ratePercent);
          expect(interestEventsOf(periods, volumeCents, ratePercent, ppy)).toEqual(expected);
          compared += expected.length;
        }
    expect(compared).toBeGreaterThan(1_000);
  });
  it('refuse what interestSchedule refuses: a volume that is no integer, a rate that is no number', () => {
    const t = terms[0]!;
    const periods = interestPeriods({
      paymentsPerYear: 4,
      accrualStart: '2027-01-01',
      dates: interestDates(t),
    });
    expect(() => interestEventsOf(periods, 1.5, 6, 4)).toThrow(RangeError);
    expect(() => interestEventsOf(periods, 100, Number.NaN, 4)).toThrow(RangeError);
    expect(() => scheduleOf(t, '2027-01-01', 100, Number.NaN)).toThrow(RangeError);
  });
});
