import { describe, expect, it } from 'vitest';
import {
  BUNDLES,
  catalogueOf,
  feeTotals,
  isIncluded,
  isKindUnlocked,
  MODULE_CATALOGUE_V1,
  MODULE_NUMBERS,
  modulesForKind,
  normalizeModules,
  toggleModule,
  unmetDependencies,
} from './modules.ts';

const INCLUDED = [1, 2, 3, 4, 5, 6, 7, 8, 9, 13];

describe('module catalogue (DECISIONS.md, spec 001 §9)', () => {
  it('has modules 1–16, each with number, desc, fees and dependencies', () => {
    expect(MODULE_CATALOGUE_V1.map((m) => m.number)).toEqual(MODULE_NUMBERS);
    expect(MODULE_NUMBERS).toHaveLength(16);
    for (const m of MODULE_CATALOGUE_V1) expect(m.desc.length).toBeGreaterThan(3);
    expect(catalogueOf(99)).toBe(MODULE_CATALOGUE_V1);
  });

  it('marks exactly 1–9 and 13 "inklusiv" with setup fee 0; 10 is not bookable', () => {
    expect(MODULE_CATALOGUE_V1.filter(isIncluded).map((m) => m.number)).toEqual(INCLUDED);
    for (const m of MODULE_CATALOGUE_V1.filter(isIncluded)) expect(m.setupFee).toBe(0);
    expect(MODULE_CATALOGUE_V1.filter((m) => !m.bookable).map((m) => m.number)).toEqual([10]);
    expect(MODULE_CATALOGUE_V1.find((m) => m.number === 12)!.dependendOn).toEqual([11]);
  });
});

describe('toggleModule', () => {
  it.each<[string, number[], number, boolean, number[]]>([
    ['ticks a free module', [1], 2, true, [1, 2]],
    ['refuses 12 without 11', [1], 12, true, [1]],
    ['refuses 12 without 11 (others ticked)', [1, 2, 14], 12, true, [1, 2, 14]],
    ['ticks 12 once 11 is ticked', [1, 11], 12, true, [1, 11, 12]],
    ['unticking 11 unticks 12', [1, 2, 11, 12], 11, false, [1, 2]],
    ['unticking 12 keeps 11', [1, 11, 12], 12, false, [1, 11]],
    ['module 1 cannot be unticked', [1, 2], 1, false, [1, 2]],
    ['module 1 is added when missing', [2], 3, true, [1, 2, 3]],
    ['10 is not bookable', [1], 10, true, [1]],
    ['10 stays out even if passed in', [1, 10], 2, true, [1, 2]],
    ['unknown module is ignored', [1], 42, true, [1]],
    ['ticking twice is idempotent', [1, 2], 2, true, [1, 2]],
  ])('%s', (_what, selected, number, on, expected) => {
    expect(toggleModule(selected, number, on)).toEqual(expected);
  });
});

describe('normalizeModules / unmetDependencies', () => {
  it.each<[number[], number[]]>([
    [[], [1]],
    [
      [3, 2, 2, 1],
      [1, 2, 3],
    ],
    [
      [10, 16, 0, 17, 99, -1],
      [1, 16],
    ],
    [
      [13, 2, 3, 4, 5, 7, 16],
      [1, 2, 3, 4, 5, 7, 13, 16],
    ],
  ])('normalizeModules(%j) → %j', (input, expected) => {
    expect(normalizeModules(input)).toEqual(expected);
  });

  it('names selected modules whose dependencies are missing', () => {
    expect(unmetDependencies([1, 12])).toEqual([12]);
    expect(unmetDependencies([1, 11, 12])).toEqual([]);
    expect(unmetDependencies([1, 2])).toEqual([]);
  });
});

describe('feeTotals', () => {
  it.each<[string, number[], number, number]>([
    ['11: 499 setup + 199 monthly', [1, 11], 499, 199],
    ['12: 149 monthly', [12], 0, 149],
    ['11 + 12', [1, 11, 12], 499, 348],
    ['14: 49 monthly', [14], 0, 49],
    ['15: 79 monthly', [15], 0, 79],
    ['16: 49 monthly', [16], 0, 49],
    ['included modules cost nothing', INCLUDED, 0, 0],
    ['10 (price on request) adds nothing', [10], 0, 0],
    ['everything bookable', [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16], 499, 525],
    ['duplicates count once', [11, 11, 14, 14], 499, 248],
  ])('%s', (_what, modules, setup, monthly) => {
    expect(feeTotals(modules)).toEqual({ setupFeeTotal: setup, monthlyFeeTotal: monthly });
  });
});

describe('bundles (spec 001 §9)', () => {
  it('Own Mission = 13, 2, 3, 4, 5, 7, 16', () => {
    expect(BUNDLES.ownMission.label).toBe('Own Mission');
    expect([...BUNDLES.ownMission.modules].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 7, 13, 16]);
    expect(BUNDLES.ownMission.modules).toHaveLength(7);
  });

  it('Brokerage Single = 13, 2, 3, 4, 5, 7, 8, 9, 16', () => {
    expect(BUNDLES.brokerageSingle.label).toBe('Brokerage Single');
    expect([...BUNDLES.brokerageSingle.modules].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 7, 8, 9, 13, 16]);
    expect(BUNDLES.brokerageSingle.modules).toHaveLength(9);
  });

  it('every bundle module is bookable and needs no dependency; a bundle costs 49 € monthly (16)', () => {
    for (const b of Object.values(BUNDLES)) {
      expect(normalizeModules(b.modules)).toEqual([1, ...[...b.modules].sort((x, y) => x - y)]);
      expect(unmetDependencies(b.modules)).toEqual([]);
      expect(feeTotals(b.modules)).toEqual({ setupFeeTotal: 0, monthlyFeeTotal: 49 });
    }
  });
});

describe('product kinds unlocked by modules (DECISIONS.md table)', () => {
  it.each<[number, number[]]>([
    [0, [2]],
    [1, [3]],
    [2, [6]],
    [3, [7]],
    [4, [2]],
    [5, [3]],
    [6, [6]],
    [7, [7]],
    [8, [4, 8]],
    [9, [4, 8]],
    [10, [5]],
    [11, [4, 8]],
    [12, [9]],
    [13, [16]],
    [14, [16]],
  ])('kind %i is unlocked by modules %j', (kind, modules) => {
    expect(modulesForKind(kind)).toEqual(modules);
    expect(isKindUnlocked(kind, [1])).toBe(false);
    for (const m of modules) expect(isKindUnlocked(kind, [1, m])).toBe(true);
    const others = MODULE_NUMBERS.filter((n) => !modules.includes(n));
    expect(isKindUnlocked(kind, others)).toBe(false);
  });

  it('a kind no module names is always unlocked', () => {
    expect(modulesForKind(99)).toEqual([]);
    expect(isKindUnlocked(99, [])).toBe(true);
  });
});

describe('hasProductModule (issue 16)', () => {
  it('counts only modules that unlock a product kind', async () => {
    const { hasProductModule, unlocksProductKind } = await import('./modules.ts');
    expect(hasProductModule([1, 11])).toBe(false);
    expect(hasProductModule([1, 11, 12, 13, 14, 15])).toBe(false);
    expect(hasProductModule([1, 2])).toBe(true);
    expect(hasProductModule([1, 8, 11])).toBe(true);
    expect(hasProductModule([1, 16])).toBe(true);
    expect([...Array(16)].map((_, i) => i + 1).filter((n) => unlocksProductKind(n))).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 16,
    ]);
  });
});
