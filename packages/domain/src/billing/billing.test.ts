import { describe, expect, it } from 'vitest';
import { addMonthsClamped as addMonths } from '../interest/dates.ts';
import {
  bookingYearOf,
  feeTableDuration,
  monthlyFeeFor,
  processingFeeCents,
  processingFeeRate,
  providerInvoiceTotals,
} from './billing.ts';

const M = 100_000_000; // 1 000 000,00 € in cents

describe('processing-fee rate (spec 001 §9)', () => {
  it.each([
    // volume before (cents), duration, rate
    [0, 2, 1.0],
    [2 * M, 2, 1.0], // exactly 2 000 000,00 € is still "up to 2 m"
    [2 * M + 1, 2, 0.95], // one cent above
    [5 * M, 2, 0.95],
    [5 * M + 1, 2, 0.9],
    [10 * M, 2, 0.9],
    [10 * M + 1, 2, 0.85],
    [50 * M, 2, 0.85],
    [50 * M + 1, 2, 0.8],
    [0, 4, 0.8],
    [2 * M + 1, 4, 0.75],
    [7 * M, 4, 0.7],
    [20 * M, 4, 0.65],
    [60 * M, 4, 0.6],
    [0, 6, 0.6],
    [3 * M, 6, 0.55],
    [10 * M, 6, 0.5],
    [49 * M, 6, 0.45],
    [51 * M, 6, 0.4],
    [2 * M, 8, 0.3],
    [2 * M + 1, 8, 0.25],
    [6 * M, 8, 0.2],
    [11 * M, 8, 0.15],
    [99 * M, 8, 0.1],
  ])('volume %i cents, %i years → %f %%', (volume, years, rate) => {
    expect(processingFeeRate(volume, years)).toBe(rate);
  });

  it('maps durations off the table to a column', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].map(feeTableDuration)).toEqual([2, 2, 2, 4, 4, 6, 6, 8, 8]);
  });
});

describe('processing fee = amount × rate / 100, half up', () => {
  it.each([
    [1_000_000, 1.0, 10_000], // 10 000,00 € × 1 % = 100,00 €
    [1_000_000, 0.95, 9_500],
    [1_234_567, 0.95, 11_728], // 11 728,3865 → 11 728
    [1_050, 1.0, 11], // 10,50 ct → 11 (half up)
    [1_049, 1.0, 10], // 10,49 ct → 10
    [50, 1.0, 1], // 0,5 ct → 1
    [3_333, 0.15, 5], // 4,9995 → 5
    [100_000_000_00, 0.1, 100_000_00], // 100 m € × 0,1 % = 100 000 €
    [0, 0.8, 0],
  ])('%i cents at %f %% → %i cents', (amount, rate, fee) => {
    expect(processingFeeCents(amount, rate)).toBe(fee);
  });
});

describe('booking year', () => {
  it('counts twelve-month years from the live date', () => {
    expect(bookingYearOf('2025-03-15', '2025-03-15')).toEqual({
      year: 1,
      from: '2025-03-15',
      until: '2026-03-15',
    });
    expect(bookingYearOf('2025-03-15', '2026-03-14').year).toBe(1);
    expect(bookingYearOf('2025-03-15', '2026-03-15')).toEqual({
      year: 2,
      from: '2026-03-15',
      until: '2027-03-15',
    });
    expect(bookingYearOf('2025-03-15', '2028-01-01').year).toBe(3);
    expect(bookingYearOf('2025-03-15', '2025-01-01').year).toBe(1);
  });
  it('clamps 29 February', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(bookingYearOf('2024-02-29', '2025-02-28').year).toBe(2);
  });
});

describe('monthly fee, pro rata in the go-live month', () => {
  it('bills a whole month when live before it', () => {
    expect(monthlyFeeFor(29_900, '2025-12-20', '2026-03')).toEqual({ cents: 29_900, liveDays: 31, days: 31 });
    expect(monthlyFeeFor(29_900, '2026-03-01', '2026-03').cents).toBe(29_900);
  });
  it('bills live days / days of month in the go-live month (February of a leap year)', () => {
    // 29 days; live from the 15th: 15 days → 10 000 × 15 / 29 = 5 172,41… → 5 172
    expect(monthlyFeeFor(10_000, '2024-02-15', '2024-02')).toEqual({ cents: 5_172, liveDays: 15, days: 29 });
    // live on the 29th: 1 day → 10 000 / 29 = 344,83 → 345
    expect(monthlyFeeFor(10_000, '2024-02-29', '2024-02').cents).toBe(345);
    // 2025 has 28 days: 14 of 28 → exactly half
    expect(monthlyFeeFor(10_001, '2025-02-15', '2025-02')).toEqual({ cents: 5_001, liveDays: 14, days: 28 });
  });
  it('bills nothing before the booking went live', () => {
    expect(monthlyFeeFor(29_900, '2026-04-01', '2026-03')).toEqual({ cents: 0, liveDays: 0, days: 31 });
  });
});

describe('invoice totals', () => {
  it('adds 19 % VAT on the sum, half up', () => {
    // 299,00 + 5,50 (processing fees) = 304,50 → VAT 57,855 → 57,86
    expect(providerInvoiceTotals([{ amountCents: 29_900 }], 550)).toEqual({
      netCents: 30_450,
      vatCents: 5_786,
      grossCents: 36_236,
    });
  });
});
