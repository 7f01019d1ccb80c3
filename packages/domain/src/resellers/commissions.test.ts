import { describe, expect, it } from 'vitest';
import {
  mayRequestResellerPayout,
  missingToResellerPayout,
  percentageOf,
  resellerCommissionCents,
  resellerCreditNoteNumberOf,
} from './commissions.ts';

describe('reseller commission rules', () => {
  it('takes net × percentage / 100, half up to the cent', () => {
    expect(resellerCommissionCents(100_000, 10)).toBe(10_000);
    expect(resellerCommissionCents(12_345, 3)).toBe(370); // 370,35 → 370
    expect(resellerCommissionCents(50, 1)).toBe(1); // 0,5 → 1
    expect(resellerCommissionCents(49, 1)).toBe(0);
    expect(resellerCommissionCents(33_333, 7.25)).toBe(2_417); // 2416,64
    expect(resellerCommissionCents(1, 0.01)).toBe(0);
    expect(resellerCommissionCents(10_000_000_000, 20)).toBe(2_000_000_000);
  });

  it('picks the level of a tier row', () => {
    const row = { own: 10, level1: 3, level2: 2 };
    expect([0, 1, 2, 3].map((l) => percentageOf(row, l))).toEqual([10, 3, 2, 0]);
  });

  it('allows a payout only above 100,00 €', () => {
    expect(mayRequestResellerPayout(10_000)).toBe(false);
    expect(mayRequestResellerPayout(10_001)).toBe(true);
    expect(missingToResellerPayout(10_000)).toBe(1);
    expect(missingToResellerPayout(4_000)).toBe(6_001);
    expect(missingToResellerPayout(20_000)).toBe(0);
  });

  it('numbers credit notes GS-R-YYYY-NNNNNN', () => {
    expect(resellerCreditNoteNumberOf(7, '2026-03-04')).toBe('GS-R-2026-000007');
  });
});
