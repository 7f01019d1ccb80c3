// The investor's withdrawal right (Widerruf, §2d VermAnlG / §355 BGB; DECISIONS.md "Withdrawal"): 14 calendar days
// from the subscription (finishing, status F). The day of finishing is not counted (§187(1) BGB): the period
// ends at the end of the 14th day after it, in Germany's calendar.
import { todayIso } from '../validation/fields.ts';

export const WITHDRAWAL_DAYS = 14;

const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last day (YYYY-MM-DD, Berlin) on which a subscription finished at `finishedAt` may be withdrawn. */
export function withdrawalEndsOn(finishedAt: Date | string): string {
  const d = typeof finishedAt === 'string' ? new Date(finishedAt) : finishedAt;
  return plusDays(todayIso(d), WITHDRAWAL_DAYS);
}

/** True from the day after the last day of the period (commissions may be approved, tokens transferred). */
export function withdrawalPeriodOver(finishedAt: Date | string | null | undefined, today: string): boolean {
  if (!finishedAt) return true;
  return today > withdrawalEndsOn(finishedAt);
}

export interface WithdrawableZeichnung {
  status: string;
  finishedAt: Date | string | null;
  investorId?: number | null;
  isExternal?: boolean;
}

/** Whether the investor may still withdraw today: finished or accepted, its own, and within the period. */
export function canWithdraw(z: WithdrawableZeichnung, today: string): boolean {
  if (z.status !== 'F' && z.status !== 'A') return false;
  if (z.isExternal || z.investorId === null || !z.finishedAt) return false;
  return today <= withdrawalEndsOn(z.finishedAt);
}
