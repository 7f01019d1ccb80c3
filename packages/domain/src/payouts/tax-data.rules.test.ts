import { describe, expect, it } from 'vitest';
import { taxDataTexts as T } from '../texts/de/tax-data.ts';
import { taxProfileBody } from './tax-data.contract.ts';
import {
  exemptionOrderProblem,
  exemptionOrderYears,
  isCertificateAvailable,
  isGermanTaxId,
} from './tax-data.rules.ts';

describe('German tax id (Steuer-IdNr)', () => {
  it.each([
    ['86095742719', true], // the BZSt's example number
    ['86 095 742 719', true],
    ['26954371827', true],
    ['86095742718', false], // wrong check digit
    ['06095742719', false], // leading 0
    ['12345678901', false], // no digit repeated
    ['8609574271', false], // 10 digits
    ['860957427190', false],
    ['8609574271a', false],
  ])('%s → %s', (v, ok) => expect(isGermanTaxId(v)).toBe(ok));
});

describe('exemption order', () => {
  it('up to 1 000 € single, 2 000 € joint, never below what payouts used', () => {
    expect(exemptionOrderProblem({ amountCents: 100_000, joint: false, usedCents: 0 })).toBeNull();
    expect(exemptionOrderProblem({ amountCents: 100_001, joint: false, usedCents: 0 })).toBe(
      T.orderTooHigh('1.000,00\u00a0€'),
    );
    expect(exemptionOrderProblem({ amountCents: 200_000, joint: true, usedCents: 0 })).toBeNull();
    expect(exemptionOrderProblem({ amountCents: 200_001, joint: true, usedCents: 0 })).toBe(
      T.orderTooHigh('2.000,00\u00a0€'),
    );
    expect(exemptionOrderProblem({ amountCents: 30_000, joint: false, usedCents: 30_001 })).toBe(
      T.orderBelowUsed('300,01\u00a0€'),
    );
    expect(exemptionOrderProblem({ amountCents: 30_001, joint: false, usedCents: 30_001 })).toBeNull();
  });

  it('years: the current and the next; certificates from 1 January of the next year', () => {
    expect(exemptionOrderYears('2026-12-31')).toEqual([2026, 2027]);
    expect(isCertificateAvailable(2026, '2026-12-31')).toBe(false);
    expect(isCertificateAvailable(2026, '2027-01-01')).toBe(true);
  });
});

describe('tax profile body', () => {
  const errors = (body: unknown) =>
    taxProfileBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('blank fields are null, the tax id is normalised', () => {
    expect(
      taxProfileBody.parse({
        taxId: '86 095 742 719',
        churchMember: false,
        federalState: '',
        nonAssessmentUntil: '',
      }),
    ).toEqual({ taxId: '86095742719', churchMember: false, federalState: null, nonAssessmentUntil: null });
  });
  it('German messages: bad tax id, church member without state, unknown state, bad date', () => {
    expect(
      errors({ taxId: '86095742718', churchMember: true, federalState: null, nonAssessmentUntil: null }),
    ).toEqual([
      ['taxId', T.taxIdInvalid],
      ['federalState', T.federalStateRequired],
    ]);
    expect(
      errors({ taxId: null, churchMember: true, federalState: 'XX', nonAssessmentUntil: '2026-02-30' }),
    ).toEqual([
      ['federalState', T.federalStateUnknown],
      ['nonAssessmentUntil', 'Kein valides Datum'],
    ]);
  });
});
