import { describe, expect, it } from 'vitest';
import {
  BOOKING_DURATIONS,
  type BookingDuration,
  CALCULATOR_DEFAULTS,
  calculatePlatformCosts,
  contractEnd,
  PROCESSING_FEE_TABLE,
  processingFeePercent,
} from './fees.ts';

/** Spec 001 §9, processing fee in percent: rows by annual volume, columns 2, 4, 6, 8 years. */
const TABLE: [number, [number, number, number, number]][] = [
  [1_000_000, [1.0, 0.8, 0.6, 0.3]],
  [4_000_000, [0.95, 0.75, 0.55, 0.25]],
  [9_000_000, [0.9, 0.7, 0.5, 0.2]],
  [40_000_000, [0.85, 0.65, 0.45, 0.15]],
  [60_000_000, [0.8, 0.6, 0.4, 0.1]],
];

describe('processingFeePercent (spec 001 §9)', () => {
  const cells = TABLE.flatMap(([volume, fees]) =>
    BOOKING_DURATIONS.map((d, i) => [volume, d, fees[i]!] as [number, BookingDuration, number]),
  );

  it('has 5 rows × 4 durations', () => {
    expect(BOOKING_DURATIONS).toEqual([2, 4, 6, 8]);
    expect(PROCESSING_FEE_TABLE).toHaveLength(5);
    expect(cells).toHaveLength(20);
  });

  it.each(cells)('volume %i over %i years → %d %%', (volume, duration, percent) => {
    expect(processingFeePercent(volume, duration)).toBe(percent);
  });

  it.each<[number, BookingDuration, number]>([
    [0, 2, 1.0],
    [2_000_000, 2, 1.0],
    [2_000_001, 2, 0.95],
    [2_000_000, 8, 0.3],
    [2_000_001, 8, 0.25],
    [5_000_000, 4, 0.75],
    [5_000_000.01, 4, 0.7],
    [10_000_000, 6, 0.5],
    [10_000_001, 6, 0.45],
    [50_000_000, 8, 0.15],
    [50_000_001, 8, 0.1],
    [1e12, 2, 0.8],
  ])('boundary: %d over %i years → %d %%', (volume, duration, percent) => {
    expect(processingFeePercent(volume, duration)).toBe(percent);
  });
});

describe('contractEnd', () => {
  it.each<[string, number, string]>([
    ['2026-02-28', 2, '2028-02-28'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2025-01-31', 8, '2033-01-31'],
    ['2025-12-31T23:30:00.000Z', 6, '2031-12-31'],
  ])('%s + %i years → %s', (start, years, end) => {
    expect(contractEnd(start, years)).toBe(end);
  });
});

describe('calculatePlatformCosts (/rechner)', () => {
  it('defaults 1 000 000 and 7,5 % → 75 000 elsewhere, brokerage 50 000, own mission 35 000', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({ volume: 1_000_000, costsPercent: 7.5 });
    expect(calculatePlatformCosts(CALCULATOR_DEFAULTS.volume, CALCULATOR_DEFAULTS.costsPercent)).toEqual({
      volume: 1_000_000,
      costsPercent: 7.5,
      otherPlatform: 75_000,
      brokerage: 50_000,
      ownMission: 35_000,
    });
  });

  it.each<[string, number, number, number, number, number]>([
    ['negative volume counts as 0', -5000, 7.5, 0, 0, 0],
    ['negative costs count as 0', 1_000_000, -3, 0, 50_000, 35_000],
    ['both negative', -1, -1, 0, 0, 0],
    ['NaN counts as 0', Number.NaN, 7.5, 0, 0, 0],
    ['rounds to the cent', 333.33, 7.5, 25, 16.67, 11.67],
  ])('%s', (_what, volume, costs, other, brokerage, ownMission) => {
    const r = calculatePlatformCosts(volume, costs);
    expect(r.otherPlatform).toBe(other);
    expect(r.brokerage).toBe(brokerage);
    expect(r.ownMission).toBe(ownMission);
    expect(r.volume).toBeGreaterThanOrEqual(0);
    expect(r.costsPercent).toBeGreaterThanOrEqual(0);
  });
});
