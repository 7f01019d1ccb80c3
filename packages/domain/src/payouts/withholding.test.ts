import { describe, expect, it } from 'vitest';
import { churchTaxRateOf, FEDERAL_STATES, federalStateOf } from './federal-states.ts';
import {
  exemptionLimitCents,
  exemptionRemainingCents,
  type WithholdingInput,
  withholding,
} from './withholding.ts';

const base: WithholdingInput = {
  grossCents: 10_000,
  churchMember: false,
  churchRate: null,
  exemptionRemainingCents: 0,
  nonAssessment: false,
};
const row = (input: Partial<WithholdingInput>) => {
  const w = withholding({ ...base, ...input });
  return [
    w.exemptionUsedCents,
    w.taxableCents,
    w.kapitalertragsteuerCents,
    w.solidaritaetszuschlagCents,
    w.kirchensteuerCents,
    w.netCents,
  ];
};

describe('withholding — hand-computed', () => {
  it('100,00 € without church tax: 25 % KapESt, 5.5 % Soli', () => {
    // KapESt = 10 000 × 25 / 100 = 2 500; Soli = 2 500 × 55 / 1 000 = 137.5 → 137; net = 10 000 − 2 637 = 7 363
    expect(row({})).toEqual([0, 10_000, 2_500, 137, 0, 7_363]);
  });

  it('100,00 € with church tax 9 %: reduced rate 1 / 4.09 (§32d Abs. 1 EStG)', () => {
    // KapESt = 1 000 000 / 409 = 2 444.98… → 2 444 (409 × 2 444 = 999 596)
    // Soli = 2 444 × 55 / 1 000 = 134.42 → 134; KiSt = 2 444 × 9 / 100 = 219.96 → 219
    // net = 10 000 − 2 444 − 134 − 219 = 7 203
    expect(row({ churchMember: true, churchRate: 9 })).toEqual([0, 10_000, 2_444, 134, 219, 7_203]);
  });

  it('100,00 € with church tax 8 %: reduced rate 1 / 4.08', () => {
    // KapESt = 1 000 000 / 408 = 2 450.98… → 2 450 (408 × 2 450 = 999 600)
    // Soli = 2 450 × 55 / 1 000 = 134.75 → 134; KiSt = 2 450 × 8 / 100 = 196 exactly
    // net = 10 000 − 2 450 − 134 − 196 = 7 220
    expect(row({ churchMember: true, churchRate: 8 })).toEqual([0, 10_000, 2_450, 134, 196, 7_220]);
  });

  it('church tax comes from the rounded KapESt (rounding order)', () => {
    // unrounded: 1 000 000 / 409 × 9 % = 220.04… would give 220; from the rounded 2 444: 219.96 → 219
    expect(withholding({ ...base, churchMember: true, churchRate: 9 }).kirchensteuerCents).toBe(219);
  });

  it('an exemption order covering part of the interest', () => {
    // used = min(4 000, 10 000) = 4 000; taxable 6 000; KapESt 1 500; Soli 1 500 × 55 / 1 000 = 82.5 → 82
    // net = 10 000 − 1 582 = 8 418
    expect(row({ exemptionRemainingCents: 4_000 })).toEqual([4_000, 6_000, 1_500, 82, 0, 8_418]);
    // with church 9 %: KapESt = 600 000 / 409 = 1 466.99… → 1 466; Soli 80.63 → 80; KiSt 131.94 → 131
    // net = 10 000 − 1 466 − 80 − 131 = 8 323
    expect(row({ exemptionRemainingCents: 4_000, churchMember: true, churchRate: 9 })).toEqual([
      4_000, 6_000, 1_466, 80, 131, 8_323,
    ]);
  });

  it('an exemption order covering all of it (more left, or exactly the gross)', () => {
    expect(row({ exemptionRemainingCents: 100_000 })).toEqual([10_000, 0, 0, 0, 0, 10_000]);
    expect(row({ exemptionRemainingCents: 10_000, churchMember: true, churchRate: 8 })).toEqual([
      10_000, 0, 0, 0, 0, 10_000,
    ]);
    // one cent short: taxable 1 → 25 / 100 = 0.25 → 0
    expect(row({ exemptionRemainingCents: 9_999 })).toEqual([9_999, 1, 0, 0, 0, 10_000]);
  });

  it('a non-assessment certificate: no tax, the exemption order untouched', () => {
    expect(
      row({ nonAssessment: true, churchMember: true, churchRate: 9, exemptionRemainingCents: 100_000 }),
    ).toEqual([0, 0, 0, 0, 0, 10_000]);
    expect(row({ nonAssessment: true, grossCents: 100_000_000 })).toEqual([0, 0, 0, 0, 0, 100_000_000]);
  });

  it('1 cent and 0 cents', () => {
    // 1 × 25 / 100 = 0.25 → 0; with church 100 / 409 → 0
    expect(row({ grossCents: 1 })).toEqual([0, 1, 0, 0, 0, 1]);
    expect(row({ grossCents: 1, churchMember: true, churchRate: 9 })).toEqual([0, 1, 0, 0, 0, 1]);
    expect(row({ grossCents: 0, exemptionRemainingCents: 5 })).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('1 000 000,00 € (exact, no floating point)', () => {
    // KapESt 25 000 000; Soli 1 375 000; net 100 000 000 − 26 375 000 = 73 625 000
    expect(row({ grossCents: 100_000_000 })).toEqual([0, 100_000_000, 25_000_000, 1_375_000, 0, 73_625_000]);
    // 9 %: KapESt = 10 000 000 000 / 409 = 24 449 877.7… → 24 449 877 (409 × 24 449 877 = 9 999 999 693)
    // Soli = 1 344 743 235 / 1 000 → 1 344 743; KiSt = 220 048 893 / 100 → 2 200 488
    // net = 100 000 000 − 24 449 877 − 1 344 743 − 2 200 488 = 72 004 892
    expect(row({ grossCents: 100_000_000, churchMember: true, churchRate: 9 })).toEqual([
      0, 100_000_000, 24_449_877, 1_344_743, 2_200_488, 72_004_892,
    ]);
    // 8 %: KapESt = 10 000 000 000 / 408 = 24 509 803.9… → 24 509 803
    // Soli = 1 348 039 165 / 1 000 → 1 348 039; KiSt = 196 078 424 / 100 → 1 960 784
    // net = 100 000 000 − 24 509 803 − 1 348 039 − 1 960 784 = 72 181 374
    expect(row({ grossCents: 100_000_000, churchMember: true, churchRate: 8 })).toEqual([
      0, 100_000_000, 24_509_803, 1_348_039, 1_960_784, 72_181_374,
    ]);
    // after a full joint exemption order: taxable 99 800 000 → KapESt 24 950 000; Soli 1 372 250 exactly;
    // net = 100 000 000 − 24 950 000 − 1 372 250 = 73 677 750
    expect(row({ grossCents: 100_000_000, exemptionRemainingCents: 200_000 })).toEqual([
      200_000, 99_800_000, 24_950_000, 1_372_250, 0, 73_677_750,
    ]);
  });

  it('rounds every tax down to the cent', () => {
    // taxable 0,03 €: 3 × 25 / 100 = 0.75 → 0
    expect(row({ grossCents: 3 })).toEqual([0, 3, 0, 0, 0, 3]);
    // 0,04 €: KapESt 1; Soli 55 / 1 000 = 0.055 → 0
    expect(row({ grossCents: 4 })).toEqual([0, 4, 1, 0, 0, 3]);
    // 0,79 €: 19.75 → 19; Soli 1 045 / 1 000 = 1.045 → 1; net 79 − 20 = 59
    expect(row({ grossCents: 79 })).toEqual([0, 79, 19, 1, 0, 59]);
    // 7,27 €: 181.75 → 181; Soli 9 955 / 1 000 = 9.955 → 9 (not 10)
    expect(row({ grossCents: 727 })).toEqual([0, 727, 181, 9, 0, 537]);
    // 4,09 € at 9 %: 40 900 / 409 = 100 exactly; Soli 5.5 → 5; KiSt 9; net 409 − 114 = 295
    expect(row({ grossCents: 409, churchMember: true, churchRate: 9 })).toEqual([0, 409, 100, 5, 9, 295]);
    // 4,08 € at 9 %: 40 800 / 409 = 99.75… → 99; Soli 5.445 → 5; KiSt 8.91 → 8; net 408 − 112 = 296
    expect(row({ grossCents: 408, churchMember: true, churchRate: 9 })).toEqual([0, 408, 99, 5, 8, 296]);
  });

  it('keeps the sums and the order of the rates for every amount up to 50,00 €', () => {
    for (let g = 0; g <= 5_000; g++) {
      const plain = withholding({ ...base, grossCents: g });
      const nine = withholding({ ...base, grossCents: g, churchMember: true, churchRate: 9 });
      const eight = withholding({ ...base, grossCents: g, churchMember: true, churchRate: 8 });
      for (const w of [plain, nine, eight]) {
        const taxes = w.kapitalertragsteuerCents + w.solidaritaetszuschlagCents + w.kirchensteuerCents;
        expect(w.netCents + taxes).toBe(g);
        // never more than the exact amount: KapESt ≤ 25 % and the reduced rate below it
        expect(w.kapitalertragsteuerCents * 4).toBeLessThanOrEqual(w.taxableCents);
      }
      expect(nine.kapitalertragsteuerCents).toBeLessThanOrEqual(eight.kapitalertragsteuerCents);
      expect(eight.kapitalertragsteuerCents).toBeLessThanOrEqual(plain.kapitalertragsteuerCents);
      // the church member pays more in total (the reduced rate does not outweigh the church tax); below 1,00 € the
      // roundings may turn that by a cent (4 cents: 1 cent KapESt without, 400 / 409 → 0 with church tax)
      expect(nine.netCents).toBeLessThanOrEqual(plain.netCents + (g < 100 ? 1 : 0));
    }
  });

  it('refuses a church member without a rate, negative or fractional cents', () => {
    expect(() => withholding({ ...base, churchMember: true, churchRate: null })).toThrow(RangeError);
    expect(() => withholding({ ...base, grossCents: -1 })).toThrow(RangeError);
    expect(() => withholding({ ...base, grossCents: 10.5 })).toThrow(RangeError);
    expect(() => withholding({ ...base, exemptionRemainingCents: -100 })).toThrow(RangeError);
    // the rate of a non-member does not matter
    expect(withholding({ ...base, churchRate: 9 }).kirchensteuerCents).toBe(0);
  });
});

describe('exemption order (Freistellungsauftrag)', () => {
  it('1 000 € single, 2 000 € joint per calendar year', () => {
    expect(exemptionLimitCents(false)).toBe(100_000);
    expect(exemptionLimitCents(true)).toBe(200_000);
  });
  it('remaining = limit − used this year, never below 0', () => {
    expect(exemptionRemainingCents(100_000, 0)).toBe(100_000);
    expect(exemptionRemainingCents(100_000, 73_450)).toBe(26_550);
    expect(exemptionRemainingCents(100_000, 120_000)).toBe(0);
  });
});

describe('church tax rate by federal state', () => {
  it('8 % in Bavaria and Baden-Württemberg, 9 % in the 14 others', () => {
    expect(FEDERAL_STATES).toHaveLength(16);
    const rates = Object.fromEntries(FEDERAL_STATES.map((s) => [s, churchTaxRateOf(s)]));
    expect(
      Object.entries(rates)
        .filter(([, r]) => r === 8)
        .map(([s]) => s),
    ).toEqual(['BW', 'BY']);
    expect(Object.values(rates).filter((r) => r === 9)).toHaveLength(14);
  });
  it('accepts codes and German names', () => {
    expect(churchTaxRateOf('Bayern')).toBe(8);
    expect(churchTaxRateOf(' baden-württemberg ')).toBe(8);
    expect(churchTaxRateOf('DE-BY')).toBe(8);
    expect(churchTaxRateOf('nw')).toBe(9);
    expect(churchTaxRateOf('Thüringen')).toBe(9);
    expect(federalStateOf('Nordrhein-Westfalen')).toBe('NW');
  });
  it('null for what is no German state', () => {
    expect(churchTaxRateOf('Tirol')).toBeNull();
    expect(churchTaxRateOf('')).toBeNull();
    expect(churchTaxRateOf(null)).toBeNull();
  });
});
