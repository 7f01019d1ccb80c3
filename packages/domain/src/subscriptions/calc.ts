/** Subscription amounts (spec 000 §9). Inputs and outputs in integer cents; rounding half up at the end only. */

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

/** Whole months from `from` (exclusive of its month's start rule: the next due date) up to `end`. */
export function remainingMonths(from: string, end: string | null | undefined): number {
  if (!end || end <= from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  let months = (ey - fy) * 12 + (em - fm);
  if (ed < fd) months -= 1;
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

/** The last interest payment date on or before `date`: contract start plus whole payment periods (null without). */
export function lastInterestPaymentDate(
  contractStart: string | null | undefined,
  paymentsPerYear: number | null | undefined,
  date: string,
): string | null {
  const perYear = paymentsPerYear ?? 0;
  if (!contractStart || perYear <= 0 || date < contractStart) return null;
  const months = 12 / perYear;
  const [y, m, d] = contractStart.split('-').map(Number) as [number, number, number];
  let last = contractStart;
  for (let i = 1; i < 12 * 200; i++) {
    const first = new Date(Date.UTC(y, m - 1 + i * months, 1));
    const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, daysInMonth)))
      .toISOString()
      .slice(0, 10);
    if (next > date) break;
    last = next;
  }
  return last;
}
