// Interest payment dates of a product (issue 18, docs/decisions/022): the regular dates from the first
// distribution every 12 / paymentsPerYear months, the final event at the contract end. Pure, ISO dates only.

/** Payment rhythms with regular dates; 0 pays once at the end of term. */
export const REGULAR_PAYMENTS_PER_YEAR = [12, 4, 2, 1] as const;

/** The product's terms the dates depend on (product fields, ISO dates). */
export interface InterestTerms {
  paymentsPerYear?: number | null;
  /** Vertragsbeginn: the product's interest start. */
  contractStart?: string | null;
  /** Vertragsende: interest accrues up to this day (exclusive). */
  contractEnd?: string | null;
  /** Rückzahlungstermin: the final interest is paid with the repayment on this day. */
  paybackDate?: string | null;
  /** Erstausschüttung: the anchor of the regular dates. */
  initialDistribution?: string | null;
}

/** One interest date of a product: the period ends there (exclusive) and is paid on `dueDate`. */
export interface InterestDate {
  /** 1, 2, … in the product's schedule (the same number for every subscription of the product). */
  number: number;
  periodEnd: string;
  dueDate: string;
  /** The regular date one rhythm before `periodEnd` when `periodEnd` is a regular date; null otherwise. */
  regularStart: string | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = ISO.exec(date);
  if (!m) throw new RangeError(`not an ISO date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (y: number, m: number, d: number): string =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Whether the date is the last day of its month. */
export function isMonthEnd(date: string): boolean {
  const [y, m, d] = parts(date);
  return d === daysInMonth(y, m);
}

/**
 * `anchor` plus `months` calendar months; the anchor's day is kept, clamped to the month's length
 * (31.01 + 1 → 28./29.02, 31.01 + 2 → 31.03). Always compute from the anchor, never from a clamped date.
 */
export function addMonthsClamped(anchor: string, months: number): string {
  const [y, m, d] = parts(anchor);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDays(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

const isRegular = (perYear: number | null | undefined): perYear is 12 | 4 | 2 | 1 =>
  (REGULAR_PAYMENTS_PER_YEAR as readonly number[]).includes(perYear ?? -1);

/**
 * The k-th regular date (k = 0 is the first distribution): the first distribution plus k rhythms, or without
 * one the contract start plus k + 1 rhythms; null without a rhythm or an anchor.
 */
export function regularInterestDate(terms: InterestTerms, k: number): string | null {
  const perYear = terms.paymentsPerYear;
  if (!isRegular(perYear)) return null;
  const months = 12 / perYear;
  if (terms.initialDistribution) return addMonthsClamped(terms.initialDistribution, k * months);
  if (terms.contractStart) return addMonthsClamped(terms.contractStart, (k + 1) * months);
  return null;
}

/** The final interest is paid on the payback date when it is set and not before the contract end. */
export const finalDueDate = (contractEnd: string, paybackDate: string | null | undefined): string =>
  paybackDate && paybackDate >= contractEnd ? paybackDate : contractEnd;

/** Upper bound of regular dates looked at (100 years of monthly payments). */
const MAX_DATES = 1200;

/**
 * The interest dates of a product, in order: every regular date before the contract end, then the final
 * event at the contract end (paid on the payback date). With paymentsPerYear 0 only the final event.
 * Empty without a contract end, or with a rhythm but neither first distribution nor contract start.
 */
export function interestDates(terms: InterestTerms): InterestDate[] {
  const end = terms.contractEnd;
  if (!end) return [];
  const perYear = terms.paymentsPerYear ?? 0;
  if (perYear === 0) {
    return [{ number: 1, periodEnd: end, dueDate: finalDueDate(end, terms.paybackDate), regularStart: null }];
  }
  if (!isRegular(perYear) || regularInterestDate(terms, 0) === null) return [];
  const out: InterestDate[] = [];
  for (let k = 0; k < MAX_DATES; k++) {
    const date = regularInterestDate(terms, k) as string;
    // one rhythm earlier, from the same anchor (k = 0: the contract start, or the first distribution − 1 rhythm)
    const start = regularInterestDate(terms, k - 1);
    if (date >= end) {
      const regular = date === end;
      out.push({
        number: out.length + 1,
        periodEnd: end,
        dueDate: finalDueDate(end, terms.paybackDate),
        regularStart: regular ? start : null,
      });
      return out;
    }
    out.push({ number: out.length + 1, periodEnd: date, dueDate: date, regularStart: start });
  }
  return out;
}

/**
 * The last interest date on or before `date`: the contract start (the interest start) or a later regular date,
 * or the contract end once it has passed. Null without contract start, for paymentsPerYear 0 (one payment at
 * the end of term), without a rhythm, or before the contract start.
 */
export function previousInterestDate(terms: InterestTerms, date: string): string | null {
  const start = terms.contractStart;
  if (!start || !isRegular(terms.paymentsPerYear) || date < start) return null;
  let last = start;
  for (let k = 0; k < MAX_DATES; k++) {
    const next = regularInterestDate(terms, k) as string;
    if (terms.contractEnd && next >= terms.contractEnd) {
      return terms.contractEnd <= date ? terms.contractEnd : last;
    }
    if (next > date) break;
    if (next > last) last = next;
  }
  return last;
}
