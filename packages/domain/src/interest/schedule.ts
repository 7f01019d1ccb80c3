// Interest payment events of one subscription (issue 18, docs/decisions/022). Exact arithmetic in BigInt:
// a full regular period pays volume × rate / 100 / payments per year; any other period pays ACT/ACT pro rata
// (days of each calendar-year piece over that year's 365 or 366 days). Each event is rounded half up once.
import { calendarDays, type InterestDate, isLeapYear } from './dates.ts';

export interface InterestEvent {
  /** The number of the product's interest date (see InterestDate.number). */
  number: number;
  /** First day of interest (inclusive). */
  periodStart: string;
  /** The period ends before this day (exclusive); for regular events also the payment day. */
  periodEnd: string;
  dueDate: string;
  /** Calendar days of the period: periodEnd − periodStart. */
  days: number;
  amountCents: number;
  /** True when the event paid the fixed full-period amount, false when it was computed pro rata (ACT/ACT). */
  fullPeriod: boolean;
}

export interface InterestScheduleInput {
  volumeCents: number;
  ratePercent: number;
  paymentsPerYear: number;
  /** First day of interest: see accrualStartOf. */
  accrualStart: string;
  /** The product's dates: interestDates(terms). */
  dates: readonly InterestDate[];
}

/** Interest runs from the transfer date, but never before the product's interest start (contract start). */
export function accrualStartOf(transferDate: string, contractStart: string | null | undefined): string {
  return contractStart && contractStart > transferDate ? contractStart : transferDate;
}

/** A decimal percent as an exact fraction of integers (5.25 → 525 / 100). */
export function percentFraction(percent: number): { num: bigint; den: bigint } {
  if (!Number.isFinite(percent)) throw new RangeError(`not a percent: ${percent}`);
  let text = String(percent);
  if (/e/i.test(text)) text = percent.toFixed(20).replace(/0+$/, '');
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const den = 10n ** BigInt(fraction.length);
  const num = BigInt(whole + fraction) * (negative ? -1n : 1n);
  return { num, den };
}

/** Half up for a non-negative fraction; negative fractions round half away from zero. */
function roundHalfUp(num: bigint, den: bigint): number {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const r = (2n * n + d) / (2n * d);
  return Number(negative ? -r : r);
}

/**
 * ACT/ACT year fraction of [start, end) as an exact fraction over 365 × 366: every calendar-year piece counts
 * its days over that year's days (d/365 = d·366/(365·366), d/366 = d·365/(365·366)).
 */
export function actActYearFraction(start: string, end: string): { num: bigint; den: bigint } {
  const den = 365n * 366n;
  if (end <= start) return { num: 0n, den };
  let num = 0n;
  const first = Number(start.slice(0, 4));
  const last = Number(end.slice(0, 4));
  for (let y = first; y <= last; y++) {
    const from = y === first ? start : `${String(y).padStart(4, '0')}-01-01`;
    const to = y === last ? end : `${String(y + 1).padStart(4, '0')}-01-01`;
    const days = BigInt(calendarDays(from, to));
    num += days * (isLeapYear(y) ? 365n : 366n);
  }
  return { num, den };
}

/** The fixed amount of a full regular period: volume × rate / 100 / payments per year, half up. */
export function fullPeriodInterestCents(
  volumeCents: number,
  ratePercent: number,
  paymentsPerYear: number,
): number {
  if (volumeCents <= 0 || ratePercent <= 0 || paymentsPerYear <= 0) return 0;
  const rate = percentFraction(ratePercent);
  return roundHalfUp(BigInt(volumeCents) * rate.num, 100n * rate.den * BigInt(paymentsPerYear));
}

/** Interest of [start, end) pro rata ACT/ACT: volume × rate / 100 × year fraction, half up once. */
export function proRataInterestCents(
  volumeCents: number,
  ratePercent: number,
  start: string,
  end: string,
): number {
  if (volumeCents <= 0 || ratePercent <= 0 || end <= start) return 0;
  const rate = percentFraction(ratePercent);
  const yf = actActYearFraction(start, end);
  return roundHalfUp(BigInt(volumeCents) * rate.num * yf.num, 100n * rate.den * yf.den);
}

/**
 * One period of a schedule without its amount: what depends only on the product's dates and the accrual start, so
 * that the subscriptions sharing both (the same product, transferred on the same day or before the interest start)
 * compute it once (interestEventsOf).
 */
export interface InterestPeriod {
  number: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  days: number;
  /** The fixed full-period amount applies (else ACT/ACT pro rata over yearFraction). */
  fullPeriod: boolean;
  /** ACT/ACT year fraction of [periodStart, periodEnd), exact (actActYearFraction); unused for a full period. */
  yearFraction: { num: bigint; den: bigint };
}

/**
 * The periods of a schedule: one per product date whose period ends after the accrual start. A period starts at the
 * previous date's period end, the first one at the accrual start. It pays the fixed full-period amount when it starts
 * on the regular date one rhythm before its end, otherwise ACT/ACT pro rata (short or long first period, short last
 * period, end of term).
 */
export function interestPeriods(
  input: Pick<InterestScheduleInput, 'paymentsPerYear' | 'accrualStart' | 'dates'>,
): InterestPeriod[] {
  const periods: InterestPeriod[] = [];
  let previousEnd: string | null = null;
  for (const d of input.dates) {
    const nominalStart = previousEnd;
    previousEnd = d.periodEnd;
    if (d.periodEnd <= input.accrualStart) continue;
    const periodStart = nominalStart && nominalStart > input.accrualStart ? nominalStart : input.accrualStart;
    const fullPeriod = input.paymentsPerYear > 0 && d.regularStart === periodStart;
    periods.push({
      number: d.number,
      periodStart,
      periodEnd: d.periodEnd,
      dueDate: d.dueDate,
      days: calendarDays(periodStart, d.periodEnd),
      fullPeriod,
      yearFraction: fullPeriod ? { num: 0n, den: 1n } : actActYearFraction(periodStart, d.periodEnd),
    });
  }
  return periods;
}

/**
 * The interest events of a volume over periods (interestPeriods): each period's amount as fullPeriodInterestCents or
 * proRataInterestCents would compute it, the rate's fraction and the full-period amount worked out once.
 */
export function interestEventsOf(
  periods: readonly InterestPeriod[],
  volumeCents: number,
  ratePercent: number,
  paymentsPerYear: number,
): InterestEvent[] {
  if (!Number.isSafeInteger(volumeCents)) throw new RangeError('volumeCents must be an integer');
  // as the two amount functions: nothing for no volume or a rate ≤ 0; a rate that is no number throws
  const positive = periods.length > 0 && volumeCents > 0 && !(ratePercent <= 0);
  const rate = positive ? percentFraction(ratePercent) : { num: 0n, den: 1n };
  const volume = BigInt(volumeCents);
  let full: number | undefined;
  const events: InterestEvent[] = new Array(periods.length);
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    let amountCents = 0;
    if (p.fullPeriod) {
      // fullPeriodInterestCents; fullPeriod implies paymentsPerYear > 0
      full ??= positive ? roundHalfUp(volume * rate.num, 100n * rate.den * BigInt(paymentsPerYear)) : 0;
      amountCents = full;
    } else if (positive && p.periodEnd > p.periodStart) {
      // proRataInterestCents
      amountCents = roundHalfUp(volume * rate.num * p.yearFraction.num, 100n * rate.den * p.yearFraction.den);
    }
    events[i] = {
      number: p.number,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      dueDate: p.dueDate,
      days: p.days,
      amountCents,
      fullPeriod: p.fullPeriod,
    };
  }
  return events;
}

/** The interest events of a subscription (interestPeriods, then interestEventsOf). */
export function interestSchedule(input: InterestScheduleInput): InterestEvent[] {
  if (!Number.isSafeInteger(input.volumeCents)) throw new RangeError('volumeCents must be an integer');
  return interestEventsOf(
    interestPeriods(input),
    input.volumeCents,
    input.ratePercent,
    input.paymentsPerYear,
  );
}

/** Total interest of a schedule in cents. */
export const interestTotalCents = (events: readonly InterestEvent[]): number =>
  events.reduce((sum, e) => sum + e.amountCents, 0);
