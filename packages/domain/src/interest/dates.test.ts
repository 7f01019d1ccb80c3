import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  calendarDays,
  finalDueDate,
  type InterestTerms,
  interestDates,
  isMonthEnd,
  previousInterestDate,
} from './dates.ts';

describe('addMonthsClamped (month-end rule: the anchor day, clamped to shorter months)', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-01-31', 2, '2027-03-31'], // back to the 31st: computed from the anchor, not from 28.02.
    ['2027-01-31', 3, '2027-04-30'],
    ['2028-01-31', 1, '2028-02-29'], // leap year
    ['2027-08-31', 6, '2028-02-29'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2027-12-15', 1, '2028-01-15'], // across the year end
    ['2027-01-15', -1, '2026-12-15'],
    ['2027-01-15', 0, '2027-01-15'],
    ['2027-05-31', 24, '2029-05-31'],
  ])('%s + %i months → %s', (anchor, months, expected) => {
    expect(addMonthsClamped(anchor, months)).toBe(expected);
  });

  it('counts calendar days and knows month ends', () => {
    expect(calendarDays('2027-11-15', '2028-02-15')).toBe(92); // 16 (Nov) + 31 (Dec) + 31 (Jan) + 14 (Feb)
    expect(calendarDays('2028-01-01', '2029-01-01')).toBe(366);
    expect(calendarDays('2027-03-27', '2027-03-29')).toBe(2); // across the DST change
    expect(calendarDays('2027-02-01', '2027-01-01')).toBe(-31);
    expect(isMonthEnd('2028-02-29')).toBe(true);
    expect(isMonthEnd('2027-02-28')).toBe(true);
    expect(isMonthEnd('2028-02-28')).toBe(false);
    expect(isMonthEnd('2027-04-30')).toBe(true);
    expect(() => calendarDays('01.02.2027', '2027-03-01')).toThrow(RangeError);
  });
});

const quarterly: InterestTerms = {
  paymentsPerYear: 4,
  contractStart: '2027-01-10',
  initialDistribution: '2027-03-31',
  contractEnd: '2028-03-31',
  paybackDate: '2028-04-15',
};

describe('interestDates (regular dates from the first distribution, the final event at the contract end)', () => {
  it('quarterly from 31.03.: the 31st clamps to 30.06./30.09. and returns to 31.12.; final paid on the payback date', () => {
    expect(interestDates(quarterly)).toEqual([
      { number: 1, periodEnd: '2027-03-31', dueDate: '2027-03-31', regularStart: '2026-12-31' },
      { number: 2, periodEnd: '2027-06-30', dueDate: '2027-06-30', regularStart: '2027-03-31' },
      { number: 3, periodEnd: '2027-09-30', dueDate: '2027-09-30', regularStart: '2027-06-30' },
      { number: 4, periodEnd: '2027-12-31', dueDate: '2027-12-31', regularStart: '2027-09-30' },
      { number: 5, periodEnd: '2028-03-31', dueDate: '2028-04-15', regularStart: '2027-12-31' },
    ]);
  });

  it('monthly anchored on 31.01.2028 (leap year): 29.02., 31.03., 30.04., 31.05.', () => {
    const dates = interestDates({
      paymentsPerYear: 12,
      contractStart: '2027-12-31',
      initialDistribution: '2028-01-31',
      contractEnd: '2028-05-31',
    });
    expect(dates.map((d) => [d.periodEnd, d.dueDate, d.regularStart])).toEqual([
      ['2028-01-31', '2028-01-31', '2027-12-31'],
      ['2028-02-29', '2028-02-29', '2028-01-31'],
      ['2028-03-31', '2028-03-31', '2028-02-29'],
      ['2028-04-30', '2028-04-30', '2028-03-31'],
      ['2028-05-31', '2028-05-31', '2028-04-30'], // no payback date: due at the contract end
    ]);
  });

  it('without a first distribution: contract start + one rhythm, each date from the contract start', () => {
    const dates = interestDates({
      paymentsPerYear: 2,
      contractStart: '2027-08-31',
      contractEnd: '2029-08-31',
    });
    expect(dates.map((d) => [d.periodEnd, d.regularStart])).toEqual([
      ['2028-02-29', '2027-08-31'],
      ['2028-08-31', '2028-02-29'], // back to the 31st
      ['2029-02-28', '2028-08-31'],
      ['2029-08-31', '2029-02-28'],
    ]);
  });

  it('a contract end between regular dates closes a short last period (no regular start)', () => {
    const dates = interestDates({
      paymentsPerYear: 1,
      contractStart: '2027-01-01',
      initialDistribution: '2028-01-01',
      contractEnd: '2029-07-01',
      paybackDate: '2029-07-15',
    });
    expect(dates).toEqual([
      { number: 1, periodEnd: '2028-01-01', dueDate: '2028-01-01', regularStart: '2027-01-01' },
      { number: 2, periodEnd: '2029-01-01', dueDate: '2029-01-01', regularStart: '2028-01-01' },
      { number: 3, periodEnd: '2029-07-01', dueDate: '2029-07-15', regularStart: null },
    ]);
  });

  it('a first distribution on or after the contract end leaves only the final event', () => {
    expect(
      interestDates({ paymentsPerYear: 4, initialDistribution: '2028-06-30', contractEnd: '2028-03-31' }),
    ).toEqual([{ number: 1, periodEnd: '2028-03-31', dueDate: '2028-03-31', regularStart: null }]);
  });

  it('paymentsPerYear 0: one event at the end of term, paid on the payback date', () => {
    expect(
      interestDates({
        paymentsPerYear: 0,
        contractStart: '2027-07-01',
        initialDistribution: '2027-12-31', // ignored without a rhythm
        contractEnd: '2029-07-01',
        paybackDate: '2029-07-15',
      }),
    ).toEqual([{ number: 1, periodEnd: '2029-07-01', dueDate: '2029-07-15', regularStart: null }]);
    expect(interestDates({ paymentsPerYear: null, contractEnd: '2029-07-01' })).toHaveLength(1);
  });

  it('is empty without a contract end, without an anchor, or with an unknown rhythm', () => {
    expect(interestDates({ ...quarterly, contractEnd: null })).toEqual([]);
    expect(interestDates({ paymentsPerYear: 4, contractEnd: '2028-03-31' })).toEqual([]);
    expect(interestDates({ ...quarterly, paymentsPerYear: 3 })).toEqual([]);
  });

  it('the final interest is due on the payback date unless that lies before the contract end', () => {
    expect(finalDueDate('2028-03-31', '2028-04-15')).toBe('2028-04-15');
    expect(finalDueDate('2028-03-31', '2028-03-31')).toBe('2028-03-31');
    expect(finalDueDate('2028-03-31', '2028-03-01')).toBe('2028-03-31');
    expect(finalDueDate('2028-03-31', null)).toBe('2028-03-31');
  });
});

describe('previousInterestDate agrees with interestDates', () => {
  it('every period end is its own previous date; the 1st of its month answers the date before', () => {
    const dates = interestDates(quarterly);
    let before = quarterly.contractStart as string;
    for (const d of dates) {
      expect(previousInterestDate(quarterly, d.periodEnd)).toBe(d.periodEnd);
      expect(previousInterestDate(quarterly, `${d.periodEnd.slice(0, 8)}01`)).toBe(before);
      before = d.periodEnd;
    }
    expect(previousInterestDate(quarterly, '2030-01-01')).toBe('2028-03-31'); // after the end: the end
  });
});
