import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, nationwideHolidays, TRANSFER_WORKING_DAYS } from './working-days.ts';

describe('nationwide public holidays (DECISIONS.md working days)', () => {
  it('knows the fixed and the Easter-dependent holidays of 2027', () => {
    expect([...nationwideHolidays(2027)].sort()).toEqual([
      '2027-01-01', // Neujahr
      '2027-03-26', // Karfreitag
      '2027-03-29', // Ostermontag
      '2027-05-01', // Tag der Arbeit
      '2027-05-06', // Christi Himmelfahrt
      '2027-05-17', // Pfingstmontag
      '2027-10-03', // Tag der Deutschen Einheit
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it.each([
    [2025, '2025-04-18', '2025-04-21', '2025-05-29', '2025-06-09'],
    [2026, '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25'],
    [2028, '2028-04-14', '2028-04-17', '2028-05-25', '2028-06-05'],
  ])('%i: Karfreitag %s, Ostermontag %s, Himmelfahrt %s, Pfingstmontag %s', (year, ...dates) => {
    const h = nationwideHolidays(year);
    for (const d of dates) expect(h.has(d), d).toBe(true);
  });
});

describe('isWorkingDay: Monday to Friday without nationwide holidays', () => {
  it.each([
    ['2027-03-24', true], // Wednesday
    ['2027-03-26', false], // Karfreitag
    ['2027-03-27', false], // Saturday
    ['2027-03-28', false], // Sunday (Easter)
    ['2027-03-29', false], // Ostermontag
    ['2027-03-30', true],
    ['2027-05-06', false], // Christi Himmelfahrt (Thursday)
    ['2027-05-17', false], // Pfingstmontag
    ['2028-10-03', false], // Tag der Deutschen Einheit (Tuesday)
    ['2028-12-25', false], // 1. Weihnachtstag (Monday)
    ['2028-12-26', false], // 2. Weihnachtstag (Tuesday)
    ['2028-12-24', false], // Sunday
    ['2027-12-24', true], // Heiligabend is no nationwide holiday
    ['2027-12-31', true],
    ['2027-08-15', false], // Sunday; Mariä Himmelfahrt is regional only
    ['2027-11-01', true], // Allerheiligen is regional only
  ])('%s → %s', (date, expected) => {
    expect(isWorkingDay(date)).toBe(expected);
  });
});

describe('addWorkingDays (exclusive start)', () => {
  it.each([
    ['2027-03-22', 1, '2027-03-23'], // Monday → Tuesday
    ['2027-03-19', 1, '2027-03-22'], // Friday → Monday (weekend)
    ['2027-03-20', 1, '2027-03-22'], // Saturday → Monday
    ['2027-03-25', 1, '2027-03-30'], // Thursday → Karfreitag, weekend, Ostermontag → Tuesday
    ['2027-03-24', TRANSFER_WORKING_DAYS, '2027-04-15'],
    ['2027-05-05', 1, '2027-05-07'], // over Christi Himmelfahrt
    ['2027-05-14', 1, '2027-05-18'], // Friday → weekend, Pfingstmontag → Tuesday
    ['2028-10-02', 1, '2028-10-04'], // over 3 October
    ['2028-12-22', 1, '2028-12-27'], // Friday → weekend and both Christmas days
    ['2027-12-30', 2, '2028-01-03'], // Thursday → Friday 31, (Neujahr on a Saturday) → Monday
    ['2027-03-24', 0, '2027-03-24'],
  ])('%s + %i working days → %s', (start, n, expected) => {
    expect(addWorkingDays(start, n)).toBe(expected);
  });

  it('the transfer window is 14 working days', () => {
    expect(TRANSFER_WORKING_DAYS).toBe(14);
    // 14 working days from Monday 2027-06-07 without holidays: two full weeks and four days
    expect(addWorkingDays('2027-06-07', 14)).toBe('2027-06-25');
  });
});
