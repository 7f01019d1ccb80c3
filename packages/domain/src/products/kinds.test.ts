import { describe, expect, it } from 'vitest';
import {
  needsRiskWarning,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_DOCUMENTS,
  requiredDocuments,
} from './documents.ts';
import {
  fixedSecurityType,
  hasDepot,
  isProductKind,
  KINDS,
  MIN_VOLUME,
  MIN_VOLUME_100K,
  PRODUCT_KINDS,
  type ProductKind,
  productWizardSteps,
} from './kinds.ts';

describe('KINDS (DECISIONS.md product kinds table, spec 000 §9)', () => {
  it.each<[ProductKind[], number | null]>([
    [[0, 1, 10], 999_999],
    [[2, 3], 8_000_000],
    [[4, 5, 6, 7], 100_000_000_000],
    [[8, 11], 6_000_000],
    [[9], 1_000_000_000],
    [[12, 13, 14], null],
  ])('kinds %j have the maximum volume %s', (kinds, max) => {
    for (const kind of kinds) expect(KINDS[kind].maxVolume, `kind ${kind}`).toBe(max);
  });

  it('covers the kinds 0–14, each keyed by itself', () => {
    expect(PRODUCT_KINDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (const kind of PRODUCT_KINDS) expect(KINDS[kind].kind).toBe(kind);
    expect(isProductKind(14)).toBe(true);
    expect(isProductKind(15)).toBe(false);
    expect(isProductKind('3')).toBe(false);
  });

  it('minimum volume is 1000 for every kind, 100000 with the 100k process', () => {
    expect(MIN_VOLUME).toBe(1000);
    expect(MIN_VOLUME_100K).toBe(100_000);
  });

  it('tokenizes exactly the kinds 1, 3, 5, 7, 14, which have no depot number', () => {
    const tokenized = PRODUCT_KINDS.filter((k) => KINDS[k].tokenized);
    expect(tokenized).toEqual([1, 3, 5, 7, 14]);
    for (const kind of PRODUCT_KINDS) expect(hasDepot(kind), `kind ${kind}`).toBe(!tokenized.includes(kind));
  });

  it('gives the subscription step plans of spec 000 §2', () => {
    expect(KINDS[0].plan).toEqual(['personal', 'details', 'bank', 'overview']);
    expect(KINDS[1].plan).toEqual(['personal', 'details', 'wallet', 'overview']);
    expect(KINDS[4].plan).toEqual(KINDS[0].plan);
    expect(KINDS[13].plan).toEqual(KINDS[0].plan);
    expect(KINDS[14].plan).toEqual(KINDS[1].plan);
    expect(KINDS[10].plan).toEqual(['personal', 'guidelines', 'details', 'bank', 'overview']);
    expect(KINDS[2].plan).toEqual(['personal', 'guidelines', 'details', 'bank', 'suitability', 'overview']);
    expect(KINDS[6].plan).toEqual(KINDS[2].plan);
    expect(KINDS[3].plan).toEqual(['personal', 'guidelines', 'details', 'wallet', 'suitability', 'overview']);
    expect(KINDS[7].plan).toEqual(KINDS[3].plan);
    const vib = ['personal', 'guidelines', 'vib', 'details', 'bank', 'suitability', 'overview'];
    expect(KINDS[8].plan).toEqual(vib);
    expect(KINDS[9].plan).toEqual(vib);
    expect(KINDS[11].plan).toEqual(vib.filter((s) => s !== 'vib'));
    expect(KINDS[12].plan).toEqual([]);
  });
});

describe('productWizardSteps (spec 000 §2 Product creation wizard)', () => {
  const plain = ['general', 'optional', 'payments', 'dates', 'documents', 'summary'];
  const withExperience = ['general', 'optional', 'payments', 'dates', 'experience', 'documents', 'summary'];

  it.each<ProductKind>([0, 1, 4, 5, 10])('kind %i: no experience step without private placement', (kind) => {
    expect(productWizardSteps(kind, false)).toEqual(plain);
    expect(productWizardSteps(kind, true)).toEqual(withExperience);
  });

  it.each<ProductKind>([2, 3, 6, 7, 8, 9, 11])(
    'kind %i (suitability check) has the experience step',
    (kind) => {
      expect(productWizardSteps(kind, false)).toEqual(withExperience);
      expect(productWizardSteps(kind, true)).toEqual(withExperience);
    },
  );

  it.each<ProductKind>([13, 14])('kind %i drops Termine', (kind) => {
    expect(productWizardSteps(kind, false)).toEqual([
      'general',
      'optional',
      'payments',
      'documents',
      'summary',
    ]);
    expect(productWizardSteps(kind, true)).toEqual([
      'general',
      'optional',
      'payments',
      'experience',
      'documents',
      'summary',
    ]);
  });
});

describe('fixedSecurityType', () => {
  it('fixes security type 4 for the cooperative kinds 13 and 14 only', () => {
    for (const kind of PRODUCT_KINDS) {
      expect(fixedSecurityType(kind), `kind ${kind}`).toBe(kind === 13 || kind === 14 ? 4 : null);
    }
  });
});

describe('requiredDocuments (spec 000 §5 Documents step)', () => {
  const base = ['zeichnungsschein', 'customerInformation', 'notInUSA'];
  const mediation = ['mediationContract', 'mediation', 'dataProtectionAffiliatePartner'];

  it.each<[ProductKind, number | null, string[]]>([
    [0, 0, [...base, 'bondConditions']],
    [0, 1, [...base, 'bondConditions']],
    [1, 2, [...base, 'loanConditions']],
    [0, 3, [...base, 'loanConditions']],
    [0, null, base],
    [2, 0, [...base, 'bondConditions', ...mediation]],
    [3, 3, [...base, 'loanConditions', ...mediation]],
    [4, 0, [...base, 'bondConditions', 'brochure']],
    [5, 2, [...base, 'loanConditions', 'brochure']],
    [6, 1, [...base, 'bondConditions', 'brochure', ...mediation]],
    [7, 0, [...base, 'bondConditions', 'brochure', ...mediation]],
    [8, 2, [...base, 'loanConditions', 'brochure', 'vib', ...mediation]],
    [9, 3, [...base, 'loanConditions', 'brochure', 'vib', ...mediation]],
    [10, 2, [...base, 'loanConditions', 'brochure']],
    [11, 2, [...base, 'loanConditions', 'brochure', ...mediation]],
    [12, 0, []],
    [13, 4, base],
    [14, 4, base],
  ])('kind %i with security type %s', (kind, securityType, expected) => {
    expect(requiredDocuments(kind, securityType)).toEqual(expected);
  });

  it('knows every document type with its extension (the zeichnungsschein is a .docx)', () => {
    expect(PRODUCT_DOCUMENT_TYPES).toHaveLength(12);
    expect(PRODUCT_DOCUMENTS.zeichnungsschein.extensions).toEqual(['docx']);
    for (const t of PRODUCT_DOCUMENT_TYPES.filter((t) => t !== 'zeichnungsschein')) {
      expect(PRODUCT_DOCUMENTS[t].extensions, t).toEqual(['pdf']);
    }
  });
});

describe('needsRiskWarning (§12 VermAnlG)', () => {
  it('applies to the §34f kinds and to profit participations and subordinated loans of own issues', () => {
    expect(needsRiskWarning(8, 2)).toBe(true);
    expect(needsRiskWarning(9, null)).toBe(true);
    expect(needsRiskWarning(11, 0)).toBe(true);
    expect(needsRiskWarning(0, 3)).toBe(true);
    expect(needsRiskWarning(2, 2)).toBe(true);
  });
  it('not to bonds, cooperative shares or previous products', () => {
    expect(needsRiskWarning(0, 0)).toBe(false);
    expect(needsRiskWarning(4, 1)).toBe(false);
    expect(needsRiskWarning(13, 4)).toBe(false);
    expect(needsRiskWarning(12, 3)).toBe(false);
  });
});
