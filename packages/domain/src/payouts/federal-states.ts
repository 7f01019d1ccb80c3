// The 16 German federal states (Bundesländer) with their ISO 3166-2:DE codes; the church tax rate follows the state
// the investor lives in (8 % in Bavaria and Baden-Württemberg, 9 % elsewhere; docs/decisions/023).
import { federalStateNames } from '../texts/de/payouts.ts';

export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type FederalState = (typeof FEDERAL_STATES)[number];

/** Church tax rate in percent of the Kapitalertragsteuer. */
export type ChurchTaxRate = 8 | 9;

const byName = new Map<string, FederalState>(
  FEDERAL_STATES.map((code) => [federalStateNames[code].toLocaleLowerCase('de-DE'), code]),
);

/** "BY", "by", "DE-BY", "Bayern", " bayern " → "BY"; anything else → null. */
export function federalStateOf(value: string | null | undefined): FederalState | null {
  if (value == null) return null;
  const v = value.trim();
  const code = v.toUpperCase().replace(/^DE-/, '');
  if ((FEDERAL_STATES as readonly string[]).includes(code)) return code as FederalState;
  return byName.get(v.toLocaleLowerCase('de-DE')) ?? null;
}

/**
 * The church tax rate of a federal state (code or German name): 8 in Bavaria and Baden-Württemberg, 9 in the 14
 * others; null when the value names no German state (the caller decides — withholding() refuses a church member
 * without a rate).
 */
export function churchTaxRateOf(federalState: string | null | undefined): ChurchTaxRate | null {
  const state = federalStateOf(federalState);
  if (state == null) return null;
  return state === 'BY' || state === 'BW' ? 8 : 9;
}
