// Monthly credit notes (Gutschriften, module 11 Monatsabrechnung; issue 17, decision 018): the rules the server's
// monthly run and the web share — totals with or without VAT, the number format, the period settled.
import { VAT_RATE_PERCENT } from '../bookings/fees.ts';

/** The booking module that makes the monthly credit-note run settle a provider's partners. */
export const CREDIT_NOTE_MODULE = 11;

export interface CreditNoteTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Net, VAT and gross of a credit note: a partner subject to VAT gets 19 % on top (rounded half up once on the total,
 * away from zero), a small business (§19 UStG) the net amount only.
 */
export function creditNoteTotals(netCents: number, isSubjectToVat: boolean): CreditNoteTotals {
  if (!isSubjectToVat) return { netCents, vatCents: 0, grossCents: netCents };
  const raw = (Math.abs(netCents) * VAT_RATE_PERCENT) / 100;
  const vatCents = Math.sign(netCents) * Math.round(raw);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** The number of the `n`-th credit note of a provider's series, with the year of its date: `GS-2026-000001`. */
export const creditNoteNumberOf = (n: number, date: string) =>
  `GS-${date.slice(0, 4)}-${String(n).padStart(6, '0')}`;

/** The month a run on `today` (YYYY-MM-DD, Berlin) settles: the previous one, YYYY-MM. */
export function previousPeriod(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** First and last day of a period YYYY-MM. */
export function periodRange(period: string): { from: string; to: string } {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** A period YYYY-MM as the German month: `März 2026`. */
export function periodLabel(period: string): string {
  const months = [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ];
  return `${months[Number(period.slice(5, 7)) - 1] ?? ''} ${period.slice(0, 4)}`;
}

/** Whether the monthly run is due on `today` (the first day of a month, Berlin). */
export const isCreditNoteRunDay = (today: string) => today.slice(8, 10) === '01';
