// Provider billing (issue 19, decision 032): the operator's monthly invoice to a provider — the processing fee of
// module 17 (spec 001 §9 table), the monthly module fees (pro rata in the month the booking went live) and the
// invoice totals. Pure rules shared by the server's run and the web.
import { type BookingDuration, PROCESSING_FEE_TABLE, withVat } from '../bookings/fees.ts';
import { PROCESSING_FEE_MODULE } from '../bookings/modules.ts';
import { periodRange } from '../commissions/credit-notes.ts';
import { addMonthsClamped as addMonths } from '../interest/dates.ts';

/** The booking module whose paid subscriptions pay the processing fee (spec 001 §9). */
export const PROCESSING_FEE_MODULE_NUMBER = PROCESSING_FEE_MODULE.number;

/**
 * The column of the §9 table for a booking's duration in years: 2, 4, 6 or 8; a duration between the columns takes
 * the column below it, one below 2 (the old default 1) the 2-year column, one above 8 the 8-year column.
 */
export function feeTableDuration(years: number): BookingDuration {
  if (years >= 8) return 8;
  if (years >= 6) return 6;
  if (years >= 4) return 4;
  return 2;
}

/**
 * The processing-fee rate in percent (spec 001 §9): by the provider's paid volume in the booking year before this
 * subscription (in cents; up to 2 m inclusive → first row, up to 5 m → second …) and the booking's duration.
 */
export function processingFeeRate(volumeBeforeCents: number, durationYears: number): number {
  const d = feeTableDuration(durationYears);
  const row = PROCESSING_FEE_TABLE.find((r) => r.upTo === null || volumeBeforeCents <= r.upTo * 100)!;
  return row.fees[d];
}

/** amount × rate / 100, half up to the cent (rates have at most four decimals; computed in integers). */
export function processingFeeCents(amountCents: number, ratePercent: number): number {
  const basis = Math.round(ratePercent * 10_000); // rate in 1/10 000 %
  const scaled = amountCents * basis; // fee × 1 000 000
  const sign = Math.sign(scaled);
  return sign * Math.floor((Math.abs(scaled) + 500_000) / 1_000_000);
}

/**
 * The booking year of a payment (decision 032): 1 for the twelve months from the day the booking went live, 2 for
 * the next twelve … `liveDate` and `paidOn` are Berlin dates YYYY-MM-DD; a payment before the live date counts to
 * year 1. Answers the year with its first day and the first day of the next year (exclusive end).
 */
export function bookingYearOf(
  liveDate: string,
  paidOn: string,
): { year: number; from: string; until: string } {
  let year = 1;
  while (paidOn >= addMonths(liveDate, 12 * year)) year++;
  return { year, from: addMonths(liveDate, 12 * (year - 1)), until: addMonths(liveDate, 12 * year) };
}

/** Days of a period YYYY-MM. */
export const daysOfPeriod = (period: string) => Number(periodRange(period).to.slice(8, 10));

/**
 * The monthly fee a booking owes for `period` (decision 032): the whole fee when it was live before the month, pro
 * rata (net cents × live days / days of the month, half up) in the month it went live (the live day counts), nothing
 * when it went live after the month. Answers the cents and the live days.
 */
export function monthlyFeeFor(
  monthlyCents: number,
  liveDate: string,
  period: string,
): { cents: number; liveDays: number; days: number } {
  const { from, to } = periodRange(period);
  const days = daysOfPeriod(period);
  if (liveDate > to) return { cents: 0, liveDays: 0, days };
  if (liveDate <= from) return { cents: monthlyCents, liveDays: days, days };
  const liveDays = days - Number(liveDate.slice(8, 10)) + 1;
  return { cents: proRataCents(monthlyCents, liveDays, days), liveDays, days };
}

/** cents × part / whole, half up (integers). */
export function proRataCents(cents: number, part: number, whole: number): number {
  return Math.floor((cents * part * 2 + whole) / (2 * whole));
}

/** One frozen fee line of a provider invoice (the processing fees are rows of their own). */
export interface ProviderInvoiceFeeLine {
  kind: 'setup' | 'monthly';
  /** The modules the line is for. */
  modules: number[];
  /** For the monthly line: live days of the month and days of the month. */
  liveDays?: number;
  days?: number;
  amountCents: number;
}

/** Net, VAT 19 % (half up once on the total) and gross of an invoice: its fee lines plus its processing fees. */
export function providerInvoiceTotals(lines: readonly { amountCents: number }[], processingFeeCents: number) {
  return withVat(lines.reduce((s, l) => s + l.amountCents, 0) + processingFeeCents);
}

/** Whether the monthly run is due on `today` (Berlin): the first day of a month bills the previous month. */
export const isProviderBillingRunDay = (today: string) => today.slice(8, 10) === '01';
