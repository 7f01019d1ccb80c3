import { describe, expect, it } from 'vitest';
import { canWithdraw, withdrawalEndsOn, withdrawalPeriodOver } from './withdrawal.ts';

describe('withdrawal period (14 days from the subscription, Berlin calendar)', () => {
  it('ends 14 days after the day of finishing', () => {
    expect(withdrawalEndsOn(new Date('2027-03-01T10:00:00Z'))).toBe('2027-03-15');
    expect(withdrawalEndsOn('2027-12-20T09:00:00Z')).toBe('2028-01-03');
  });

  it('counts the Berlin date of finishing (23:30 UTC is already the next day in Germany)', () => {
    expect(withdrawalEndsOn(new Date('2027-02-28T23:30:00Z'))).toBe('2027-03-15');
    // summer time: 22:30 UTC on 30 June is 00:30 on 1 July in Berlin
    expect(withdrawalEndsOn(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-15');
  });

  const z = { status: 'F', finishedAt: new Date('2027-03-01T10:00:00Z'), investorId: 7 };
  it.each([
    ['2027-03-01', true],
    ['2027-03-14', true],
    ['2027-03-15', true], // the last day
    ['2027-03-16', false],
  ])('on %s withdrawable: %s', (today, expected) => {
    expect(canWithdraw(z, today)).toBe(expected);
    expect(withdrawalPeriodOver(z.finishedAt, today)).toBe(!expected);
  });

  it('only finished or accepted subscriptions of an investor', () => {
    expect(canWithdraw({ ...z, status: 'A' }, '2027-03-10')).toBe(true);
    expect(canWithdraw({ ...z, status: 'O' }, '2027-03-10')).toBe(false);
    expect(canWithdraw({ ...z, status: 'W' }, '2027-03-10')).toBe(false);
    expect(canWithdraw({ ...z, isExternal: true }, '2027-03-10')).toBe(false);
    expect(canWithdraw({ ...z, investorId: null }, '2027-03-10')).toBe(false);
    expect(canWithdraw({ ...z, finishedAt: null }, '2027-03-10')).toBe(false);
  });

  it('without a finishing date there is no period to wait for', () => {
    expect(withdrawalPeriodOver(null, '2027-03-10')).toBe(true);
  });
});
