// The investor's tax data (issue 18, docs/decisions/027): the German tax id, the exemption order's limits and years.
// The Steuer-IdNr check is validator.js' isTaxID('de-DE') (digit repetition rule and ISO 7064 MOD 11,10 check digit).
import isTaxID from 'validator/lib/isTaxID.js';
import { formatCents } from '../format/format.ts';
import { taxDataTexts as T } from '../texts/de/tax-data.ts';
import { exemptionLimitCents } from './withholding.ts';

/** "86 095 742 719" → "86095742719" (spaces, dots, slashes and dashes people type are dropped). */
export const normalizeTaxId = (v: string): string => v.replace(/[\s./-]/g, '');

/** 11 digits, the first not 0, one digit twice or thrice among the first ten, valid ISO 7064 check digit. */
export function isGermanTaxId(raw: string): boolean {
  const v = normalizeTaxId(raw);
  return /^[1-9]\d{10}$/.test(v) && isTaxID(v, 'de-DE');
}

/** The years an exemption order may be given or changed for: the current calendar year and the next one. */
export function exemptionOrderYears(today: string): [number, number] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

/**
 * Why an exemption order of `amountCents` cannot be set, or null: above the limit (1 000 €, joint 2 000 €), or below
 * what payouts of that year already used (lowering below it would take back an exemption already granted).
 */
export function exemptionOrderProblem(o: {
  amountCents: number;
  joint: boolean;
  usedCents: number;
}): string | null {
  const limit = exemptionLimitCents(o.joint);
  if (o.amountCents > limit) return T.orderTooHigh(formatCents(limit));
  if (o.amountCents < o.usedCents) return T.orderBelowUsed(formatCents(o.usedCents));
  return null;
}

/** The tax certificate of `year` can be issued from the first day of the next year (Berlin calendar). */
export const certificateAvailableFrom = (year: number): string => `${year + 1}-01-01`;
export const isCertificateAvailable = (year: number, today: string): boolean =>
  today >= certificateAvailableFrom(year);
