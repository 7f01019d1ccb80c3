import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  clawbacksFor,
  commissionAmount,
  commissionLines,
  nextStatus,
  percentKeyOf,
} from './calc.ts';

const plan = {
  ownfirst: 5,
  level1first: 3,
  level2first: 2,
  level3first: 1.5,
  level4first: 1,
  level5first: 0.5,
  ownfollow: 2.5,
  level1follow: 1.25,
  level2follow: 1,
  level3follow: 0.75,
  level4follow: 0.5,
  level5follow: 0.25,
};
const chain = [11, 12, 13, 14, 15, 16];

describe('commission amounts', () => {
  it('pays own and levels 1–5 at the first rates', () => {
    const lines = commissionLines({ chain, percentages: plan, rateType: 'first', baseCents: 1_000_000 });
    expect(lines.map((l) => [l.salesrepId, l.level, l.percentage, l.amountCents])).toEqual([
      [11, 0, 5, 50_000],
      [12, 1, 3, 30_000],
      [13, 2, 2, 20_000],
      [14, 3, 1.5, 15_000],
      [15, 4, 1, 10_000],
      [16, 5, 0.5, 5_000],
    ]);
    expect(lines.every((l) => l.rateType === 'first' && l.baseCents === 1_000_000)).toBe(true);
  });

  it('pays the follow rates for later subscriptions and instalments', () => {
    const lines = commissionLines({ chain, percentages: plan, rateType: 'follow', baseCents: 123_457 });
    // 123 457 × 2.5 % = 3 086.425 → 3 086; × 1.25 % = 1 543.2125 → 1 543; × 1 % = 1 234.57 → 1 235;
    // × 0.75 % = 925.9275 → 926; × 0.5 % = 617.285 → 617; × 0.25 % = 308.6425 → 309
    expect(lines.map((l) => l.amountCents)).toEqual([3086, 1543, 1235, 926, 617, 309]);
    expect(lines.every((l) => l.rateType === 'follow')).toBe(true);
  });

  it('rounds half up once per record', () => {
    expect(commissionAmount(10, 5)).toBe(1); // 0.5 → 1
    expect(commissionAmount(30, 5)).toBe(2); // 1.5 → 2
    expect(commissionAmount(29, 5)).toBe(1); // 1.45 → 1
    expect(commissionAmount(1, 0.5)).toBe(0); // 0.005 → 0
    expect(commissionAmount(100, 0.5)).toBe(1); // 0.5 → 1
    expect(commissionAmount(-30, 5)).toBe(-2); // a reversal mirrors it
    // large volumes stay exact: 9 007 199 254 740 993 × 15 %
    expect(commissionAmount(90_071_992_547_409, 15)).toBe(13_510_798_882_111);
  });

  it('stops at the end of a shorter chain', () => {
    const lines = commissionLines({ chain: [7, 8], percentages: plan, rateType: 'first', baseCents: 10_000 });
    expect(lines.map((l) => [l.salesrepId, l.level, l.amountCents])).toEqual([
      [7, 0, 500],
      [8, 1, 300],
    ]);
    expect(commissionLines({ chain: [], percentages: plan, rateType: 'first', baseCents: 10_000 })).toEqual(
      [],
    );
  });

  it('creates no record for a zero or missing rate', () => {
    const lines = commissionLines({
      chain,
      percentages: { ownfirst: 0, level1first: 2, level3first: 1 },
      rateType: 'first',
      baseCents: 10_000,
    });
    expect(lines.map((l) => l.level)).toEqual([1, 3]);
    expect(commissionLines({ chain, percentages: null, rateType: 'follow', baseCents: 10_000 })).toEqual([]);
  });

  it('names the plan keys', () => {
    expect(percentKeyOf(0, 'first')).toBe('ownfirst');
    expect(percentKeyOf(5, 'follow')).toBe('level5follow');
  });
});

describe('commission status', () => {
  const finishedAt = '2026-03-02T10:00:00Z';
  it('approves only after payment and the withdrawal period', () => {
    expect(approvalRefusal({ isPaid: false, status: 'A', finishedAt }, '2026-04-01')).toEqual({
      reason: 'notPaid',
    });
    expect(approvalRefusal({ isPaid: true, status: 'A', finishedAt }, '2026-03-16')).toEqual({
      reason: 'periodRunning',
      endsOn: '2026-03-16',
    });
    expect(approvalRefusal({ isPaid: true, status: 'A', finishedAt }, '2026-03-17')).toBeNull();
    expect(approvalRefusal({ isPaid: true, status: 'W', finishedAt }, '2026-04-01')).toEqual({
      reason: 'withdrawn',
    });
  });

  it('moves O → A → R → P, each once', () => {
    expect(nextStatus('O', 'approve')).toBe('A');
    expect(nextStatus('A', 'approve')).toBeNull();
    expect(nextStatus('A', 'invoice')).toBe('R');
    expect(nextStatus('O', 'invoice')).toBeNull();
    expect(nextStatus('R', 'pay')).toBe('P');
    expect(nextStatus('P', 'pay')).toBeNull();
  });

  it('claws back each positive record once', () => {
    const base = { salesrepId: 1, level: 0, rateType: 'first' as const, baseCents: 10_000, percentage: 5 };
    const records = [
      { ...base, id: 1, amountCents: 500, status: 'O' as const, reversesCommissionId: null },
      { ...base, id: 2, level: 1, amountCents: 300, status: 'P' as const, reversesCommissionId: null },
      { ...base, id: 3, level: 2, amountCents: 200, status: 'A' as const, reversesCommissionId: null },
      { ...base, id: 4, level: 2, amountCents: -200, status: 'A' as const, reversesCommissionId: 3 },
    ];
    expect(clawbacksFor(records).map((c) => [c.reversesCommissionId, c.amountCents, c.status])).toEqual([
      [1, -500, 'O'],
      [2, -300, 'A'],
    ]);
  });
});
