import { describe, expect, it } from 'vitest';
import { installmentTotalCents, remainingMonths } from '../subscriptions/calc.ts';
import { addMonthsClamped } from './dates.ts';
import { firstInstallmentDate, installmentPlanOf, installmentSchedule } from './installments.ts';

describe('installmentSchedule (one instalment a month up to and including the instalment end date)', () => {
  it('from 15.02.2027 to 15.12.2027: eleven instalments of 100,00 €', () => {
    const plan = installmentSchedule({
      firstRateDate: '2027-02-15',
      installmentEndDate: '2027-12-15',
      monthlyCents: 10_000,
    });
    expect(plan.map((i) => i.dueDate)).toEqual([
      '2027-02-15',
      '2027-03-15',
      '2027-04-15',
      '2027-05-15',
      '2027-06-15',
      '2027-07-15',
      '2027-08-15',
      '2027-09-15',
      '2027-10-15',
      '2027-11-15',
      '2027-12-15',
    ]);
    expect(plan[0]).toEqual({ number: 1, dueDate: '2027-02-15', amountCents: 10_000 });
    expect(plan.at(-1)?.number).toBe(11);
  });

  it('month-end rule: anchored on the 31st, clamped in short months, back to the 31st', () => {
    const plan = installmentSchedule({
      firstRateDate: '2028-01-31',
      installmentEndDate: '2028-06-30',
      monthlyCents: 5_000,
    });
    expect(plan.map((i) => i.dueDate)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
    ]);
  });

  it('a subscription on the 29th: the first rate is clamped to 28.02., later ones return to the 29th', () => {
    const plan = installmentPlanOf({
      subscribedOn: '2027-01-29',
      installmentEndDate: '2028-02-28',
      monthlyCents: 7_500,
    });
    expect(plan.map((i) => i.dueDate).slice(0, 3)).toEqual(['2027-02-28', '2027-03-29', '2027-04-29']);
    // 28.02.2027 … 29.01.2028 = 12 instalments; 29.02.2028 is after the end
    expect(plan).toHaveLength(12);
    expect(plan.at(-1)?.dueDate).toBe('2028-01-29');
    expect(remainingMonths('2027-01-29', '2028-02-28')).toBe(12);
    expect(installmentTotalCents(7_500, '2027-01-29', '2028-02-28')).toBe(90_000);
    // without the day, a plan anchored on its (clamped) first rate date keeps the 28th
    const on28 = installmentSchedule({
      firstRateDate: '2027-02-28',
      installmentEndDate: '2028-02-28',
      monthlyCents: 1,
    });
    expect(on28).toHaveLength(13);
  });

  it('is empty without an end date, before the first rate date, or without a monthly amount', () => {
    const base = { firstRateDate: '2027-02-15', installmentEndDate: '2027-12-15', monthlyCents: 10_000 };
    expect(installmentSchedule({ ...base, installmentEndDate: null })).toEqual([]);
    expect(installmentSchedule({ ...base, installmentEndDate: '2027-02-14' })).toEqual([]);
    expect(installmentSchedule({ ...base, monthlyCents: 0 })).toEqual([]);
    expect(installmentSchedule({ ...base, installmentEndDate: '2027-02-15' })).toHaveLength(1);
  });

  it.each([
    ['2027-01-15', '2027-12-15', '2027-02-15', 11],
    ['2027-01-15', '2027-12-14', '2027-02-15', 10],
    ['2027-01-31', '2027-02-28', '2027-02-28', 1],
    ['2027-11-30', '2028-02-29', '2027-12-30', 3],
    ['2028-01-31', '2028-02-28', '2028-02-29', 0],
    ['2027-05-10', '2027-01-10', '2027-06-10', 0],
  ])(
    'subscribed %s, end %s: first rate %s, %i instalments = the wizard’s months',
    (from, end, first, count) => {
      expect(firstInstallmentDate(from)).toBe(first);
      const plan = installmentSchedule({
        firstRateDate: first,
        installmentEndDate: end,
        monthlyCents: 12_345,
      });
      expect(plan).toHaveLength(count);
      expect(remainingMonths(from, end)).toBe(count);
    },
  );

  it('the wizard’s total is the sum of the plan for every subscription day of 2027–2028', () => {
    const ends = ['2028-02-28', '2028-02-29', '2028-04-30', '2028-12-31', '2029-06-15', '2029-02-28'];
    let checked = 0;
    for (let day = '2027-01-01'; day < '2029-01-01'; day = addDay(day)) {
      for (const end of ends) {
        const plan = installmentPlanOf({ subscribedOn: day, installmentEndDate: end, monthlyCents: 7_500 });
        const sum = plan.reduce((s, i) => s + i.amountCents, 0);
        expect(sum, `${day} → ${end}`).toBe(installmentTotalCents(7_500, day, end));
        checked++;
      }
    }
    expect(checked).toBe(731 * ends.length);
  });
});

/** The next calendar day (test helper). */
function addDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// sanity of the helper the plan is built on
it('addMonthsClamped keeps the anchor day', () => {
  expect(addMonthsClamped('2027-01-30', 1)).toBe('2027-02-28');
  expect(addMonthsClamped('2027-01-30', 2)).toBe('2027-03-30');
});
