import { describe, expect, it } from 'vitest';
import { cumulativeSeries, rowStateOf } from './schedule.ts';

const ev = (id: number, dueDate: string, amountCents: number, isPaid: boolean) => ({
  id,
  dueDate,
  amountCents,
  isPaid,
});

describe("the investor's schedule", () => {
  it('adds up paid and planned payouts in due order; the paid line ends at the last paid event', () => {
    const series = cumulativeSeries([
      ev(3, '2026-07-15', 12_603, false),
      ev(1, '2026-01-15', 12_329, true),
      ev(4, '2026-10-15', 12_603, false),
      ev(2, '2026-04-15', 12_329, true),
    ]);
    expect(series).toEqual([
      { dueDate: '2026-01-15', paidCents: 12_329, plannedCents: 12_329 },
      { dueDate: '2026-04-15', paidCents: 24_658, plannedCents: 24_658 },
      { dueDate: '2026-07-15', paidCents: null, plannedCents: 37_261 },
      { dueDate: '2026-10-15', paidCents: null, plannedCents: 49_864 },
    ]);
  });

  it('an open event before a paid one keeps the paid line going without adding its amount', () => {
    const series = cumulativeSeries([
      ev(1, '2026-01-15', 100_00, false),
      ev(2, '2026-04-15', 100_00, true),
      ev(3, '2026-04-15', 50_00, false),
    ]);
    expect(series.map((p) => p.paidCents)).toEqual([0, 100_00, null]);
    expect(series.map((p) => p.plannedCents)).toEqual([100_00, 200_00, 250_00]);
    expect(cumulativeSeries([])).toEqual([]);
  });

  it('marks paid rows, the next due (as the server says) and the open rest', () => {
    expect(rowStateOf(ev(1, '2026-01-15', 1, true), 1)).toBe('paid');
    expect(rowStateOf(ev(2, '2026-04-15', 1, false), 2)).toBe('next');
    expect(rowStateOf(ev(3, '2026-07-15', 1, false), 2)).toBe('open');
    expect(rowStateOf(ev(3, '2026-07-15', 1, false), null)).toBe('open');
  });
});
