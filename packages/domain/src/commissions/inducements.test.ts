import { describe, expect, it } from 'vitest';
import { commissionLines } from './calc.ts';
import { inducementsOf, inducementTextRows } from './inducements.ts';

const plan = { ownfirst: 2.5, level1first: 1.255, level2first: 0.3333, ownfollow: 1.2345 };
const partners = new Map([
  [11, { kind: 'T', name: 'Tim Tippgeber' }],
  [12, { kind: '34', name: null }],
  [13, { kind: '34', name: null }],
]);

describe('inducement disclosure (§ 17 FinVermV)', () => {
  it('labels the brokering partner by name and the upline by level and role; sums exactly', () => {
    const lines = commissionLines({
      chain: [11, 12, 13],
      percentages: plan,
      rateType: 'first',
      baseCents: 300_000,
    });
    const d = inducementsOf({ lines, rateType: 'first', baseCents: 300_000, partners });
    // 300 000 ct × 2,5 % = 7 500; × 1,255 % = 3 765; × 0,3333 % = 999,9 → 1 000
    expect(d.rows).toEqual([
      {
        level: 0,
        label: 'Vermittler',
        partnerName: 'Tim Tippgeber',
        role: 'Tippgeber',
        percentage: 2.5,
        amountCents: 7_500,
      },
      {
        level: 1,
        label: 'Übergeordneter Partner Ebene 1',
        partnerName: null,
        role: '§34f-Vermittler',
        percentage: 1.255,
        amountCents: 3_765,
      },
      {
        level: 2,
        label: 'Übergeordneter Partner Ebene 2',
        partnerName: null,
        role: '§34f-Vermittler',
        percentage: 0.3333,
        amountCents: 1_000,
      },
    ]);
    expect(d.totalPercentage).toBe(4.0883);
    expect(d.totalCents).toBe(12_265);
    expect(d.rateType).toBe('first');
    expect(inducementTextRows(d)).toEqual([
      ['Empfänger', 'Art', 'Satz', 'Betrag'],
      ['Vermittler: Tim Tippgeber', 'Tippgeber', '2,5 %', '75,00\u00a0€'],
      ['Übergeordneter Partner Ebene 1', '§34f-Vermittler', '1,255 %', '37,65\u00a0€'],
      ['Übergeordneter Partner Ebene 2', '§34f-Vermittler', '0,3333 %', '10,00\u00a0€'],
      ['Summe', '', '4,0883 %', '122,65\u00a0€'],
    ]);
  });

  it('nothing paid (no partner, no plan, zero rates): no rows, no rate type, no text table', () => {
    const d = inducementsOf({ lines: [], rateType: 'first', baseCents: 100_000, partners: new Map() });
    expect(d).toEqual({ rateType: null, baseCents: 100_000, rows: [], totalPercentage: 0, totalCents: 0 });
    expect(inducementTextRows(d)).toBeNull();
  });
});
