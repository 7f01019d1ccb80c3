// German withholding tax on interest paid to an investor (issue 18, DECISIONS.md "Withholding", docs/decisions/023):
// Kapitalertragsteuer, Solidaritätszuschlag and Kirchensteuer after the investor's exemption order with that issuer,
// none with a non-assessment certificate. Pure: integer cents in and out, exact arithmetic in BigInt.
import type { ChurchTaxRate } from './federal-states.ts';

/** Freistellungsauftrag limit per calendar year since 2023 (§20 Abs. 9 EStG): 1 000 €, jointly assessed 2 000 €. */
export const exemptionLimitCents = (joint: boolean): number => (joint ? 200_000 : 100_000);

/** What is left of an exemption order this calendar year: limit − already used, never below 0. */
export function exemptionRemainingCents(limitCents: number, usedCents: number): number {
  assertCents('limitCents', limitCents);
  assertCents('usedCents', usedCents);
  return Math.max(0, limitCents - usedCents);
}

export interface WithholdingInput {
  grossCents: number;
  /** The investor declared church membership (Kirchensteuerpflicht). */
  churchMember: boolean;
  /** 8 or 9 (churchTaxRateOf the investor's federal state); required when churchMember, ignored otherwise. */
  churchRate?: ChurchTaxRate | null;
  /** The unused part of the investor's exemption order with this issuer in this calendar year. */
  exemptionRemainingCents: number;
  /** A non-assessment certificate (NV-Bescheinigung) is on file: no tax at all, the exemption order stays untouched. */
  nonAssessment: boolean;
}

export interface Withholding {
  grossCents: number;
  exemptionUsedCents: number;
  taxableCents: number;
  kapitalertragsteuerCents: number;
  solidaritaetszuschlagCents: number;
  kirchensteuerCents: number;
  netCents: number;
}

function assertCents(name: string, v: number): void {
  if (!Number.isSafeInteger(v) || v < 0)
    throw new RangeError(`${name} must be a non-negative integer of cents: ${v}`);
}

/**
 * The taxes on one payment, each rounded down to the cent, in this order:
 * 1. exemption used = min(remaining, gross); taxable = gross − used;
 * 2. Kapitalertragsteuer, rounded down: without church tax taxable × 25 / 100; with church tax the reduced rate of
 *    §32d Abs. 1 Satz 3–5 EStG, taxable / (4 + k) with k = 8 % or 9 % (= taxable × 100 / (400 + rate));
 * 3. Solidaritätszuschlag = 5.5 % of the ROUNDED Kapitalertragsteuer, rounded down;
 * 4. Kirchensteuer = rate % of the ROUNDED Kapitalertragsteuer, rounded down;
 * net = gross − the three taxes. With an NV-Bescheinigung nothing is withheld and no exemption is used.
 */
export function withholding(input: WithholdingInput): Withholding {
  const { grossCents, churchMember, churchRate, exemptionRemainingCents: remaining, nonAssessment } = input;
  assertCents('grossCents', grossCents);
  assertCents('exemptionRemainingCents', remaining);
  if (churchMember && churchRate !== 8 && churchRate !== 9) {
    throw new RangeError(`a church member needs a church tax rate of 8 or 9, got ${churchRate}`);
  }
  if (nonAssessment) {
    return {
      grossCents,
      exemptionUsedCents: 0,
      taxableCents: 0,
      kapitalertragsteuerCents: 0,
      solidaritaetszuschlagCents: 0,
      kirchensteuerCents: 0,
      netCents: grossCents,
    };
  }
  const exemptionUsedCents = Math.min(remaining, grossCents);
  const taxable = BigInt(grossCents - exemptionUsedCents);
  // BigInt division truncates; every operand is ≥ 0, so truncation is rounding down.
  const rate = churchMember ? BigInt(churchRate as ChurchTaxRate) : 0n;
  const kapest = churchMember ? (taxable * 100n) / (400n + rate) : (taxable * 25n) / 100n;
  const soli = (kapest * 55n) / 1000n;
  const kist = (kapest * rate) / 100n;
  const kapitalertragsteuerCents = Number(kapest);
  const solidaritaetszuschlagCents = Number(soli);
  const kirchensteuerCents = Number(kist);
  return {
    grossCents,
    exemptionUsedCents,
    taxableCents: Number(taxable),
    kapitalertragsteuerCents,
    solidaritaetszuschlagCents,
    kirchensteuerCents,
    netCents: grossCents - kapitalertragsteuerCents - solidaritaetszuschlagCents - kirchensteuerCents,
  };
}
