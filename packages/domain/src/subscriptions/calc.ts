/** Subscription amounts (spec 000 §9). Inputs and outputs in integer cents; rounding half up at the end only. */
import { type InterestTerms, previousInterestDate } from '../interest/dates.ts';

const roundHalfUp = (x: number): number => Math.sign(x) * Math.round(Math.abs(x) + 1e-9);

/** Agio: a percent of the subscribed amount. */
export const agioCents = (amountCents: number, agioPercent: number | null | undefined): number =>
  agioPercent ? roundHalfUp((amountCents * agioPercent) / 100) : 0;

/** Period days of an interest period: 12 → 30, 4 → 90, 2 → 180, 1 (and 0, at end of term) → 365. */
export const periodDays = (paymentsPerYear: number): number =>
  ({ 12: 30, 4: 90, 2: 180, 1: 365 })[paymentsPerYear] ?? 365;

/** Accrued interest = amount × rate/100 × days since the last interest payment / period days. */
export function accruedInterestCents(
  amountCents: number,
  ratePercent: number,
  daysSinceLast: number,
  paymentsPerYear: number,
) {
  if (amountCents <= 0 || ratePercent <= 0 || daysSinceLast <= 0) return 0;
  return roundHalfUp((amountCents * ratePercent * daysSinceLast) / 100 / periodDays(paymentsPerYear));
}

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * Instalments from `from` (the subscription day) up to `end`: the due dates `from` + 1, 2, … months (the day
 * kept, clamped to shorter months: 31.01 → 28./29.02) that are on or before `end` — the length of
 * installmentSchedule from firstInstallmentDate(from) (docs/decisions/022).
 */
export function remainingMonths(from: string, end: string | null | undefined): number {
  if (!end || end <= from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  let months = (ey - fy) * 12 + (em - fm);
  const endMonthDays = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  if (ed < Math.min(fd, endMonthDays)) months -= 1;
  return Math.max(0, months);
}

/** Instalment total: remaining months up to the instalment end date × monthly instalment. */
export const installmentTotalCents = (
  monthlyCents: number,
  from: string,
  end: string | null | undefined,
): number => (monthlyCents > 0 ? remainingMonths(from, end) * monthlyCents : 0);

/** Cooperative shares: amount = count × share price (the product's minimum investment). */
export const cooperativeAmountCents = (shares: number, sharePriceCents: number): number =>
  shares * sharePriceCents;

/** Cooperative cost items: percent items of the volume, each rounded at the end. */
export function cooperativeCostItems(amountCents: number, items: Record<string, number | null | undefined>) {
  const result: Record<string, number> = {};
  let total = 0;
  for (const [key, pct] of Object.entries(items)) {
    if (!pct) continue;
    result[key] = roundHalfUp((amountCents * pct) / 100);
    total += result[key];
  }
  return { items: result, total };
}

export interface TotalInput {
  amountCents: number;
  agioCents: number;
  accruedInterestCents: number;
  installmentTotalCents: number;
}

/** What the investor owes in total. */
export const totalCents = (t: TotalInput): number =>
  t.amountCents + t.agioCents + t.accruedInterestCents + t.installmentTotalCents;

/** Rounds an amount (euros) to the product's subscription interval, half up; never below 0. */
export function roundToInterval(amount: number, interval: number | null | undefined): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (!interval || interval <= 0) return Math.round(amount * 100) / 100;
  return Math.round(amount / interval + 1e-9) * interval;
}

/**
 * The last interest date on or before `date` (issue 18, docs/decisions/022): the contract start or a later
 * regular date of interestDates (anchored on the first distribution), the contract end once passed; null
 * without contract start, for payments at the end of term (0) or before the contract start.
 */
export const lastInterestPaymentDate = (terms: InterestTerms, date: string): string | null =>
  previousInterestDate(terms, date);
