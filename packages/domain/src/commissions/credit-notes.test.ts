import { describe, expect, it } from 'vitest';
import {
  creditNoteNumberOf,
  creditNoteTotals,
  isCreditNoteRunDay,
  periodLabel,
  periodRange,
  previousPeriod,
} from './credit-notes.ts';

describe('credit-note totals', () => {
  it('adds 19 % VAT for a partner subject to VAT, rounded half up to the cent', () => {
    expect(creditNoteTotals(12_345, true)).toEqual({ netCents: 12_345, vatCents: 2_346, grossCents: 14_691 });
    // 0.19 × 50 = 9.5 → 10
    expect(creditNoteTotals(50, true)).toEqual({ netCents: 50, vatCents: 10, grossCents: 60 });
    expect(creditNoteTotals(150_000, true)).toEqual({
      netCents: 150_000,
      vatCents: 28_500,
      grossCents: 178_500,
    });
  });
  it('is net only for a small business (§19 UStG)', () => {
    expect(creditNoteTotals(12_345, false)).toEqual({ netCents: 12_345, vatCents: 0, grossCents: 12_345 });
  });
  it('rounds a negative amount away from zero like a positive one', () => {
    expect(creditNoteTotals(-50, true)).toEqual({ netCents: -50, vatCents: -10, grossCents: -60 });
  });
});

describe('credit-note numbers and periods', () => {
  it('numbers GS-<year>-<6 digits>', () => {
    expect(creditNoteNumberOf(1, '2026-03-01')).toBe('GS-2026-000001');
    expect(creditNoteNumberOf(1234, '2027-01-01')).toBe('GS-2027-001234');
  });
  it('settles the previous month on the first', () => {
    expect(previousPeriod('2026-03-01')).toBe('2026-02');
    expect(previousPeriod('2026-01-01')).toBe('2025-12');
    expect(isCreditNoteRunDay('2026-03-01')).toBe(true);
    expect(isCreditNoteRunDay('2026-03-02')).toBe(false);
  });
  it('knows the days and the German name of a period', () => {
    expect(periodRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodLabel('2026-03')).toBe('März 2026');
  });
});
