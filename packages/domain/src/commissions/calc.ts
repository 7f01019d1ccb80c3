// Affiliate commissions (issue 17, DECISIONS.md "Money after the subscription", docs/decisions/016): who earns what
// on one paid subscription or instalment, and the rules of the status O → A → R → P. Pure: no clock, no I/O.
import type { PercentKey, SalesrepPercentages } from '../bookings/booking.schemas.ts';
import { withdrawalEndsOn, withdrawalPeriodOver } from '../subscriptions/withdrawal.ts';

/** Levels paid: 0 = the brokering partner's own, 1–5 its upline. */
export const COMMISSION_LEVELS = [0, 1, 2, 3, 4, 5] as const;
export type CommissionLevel = (typeof COMMISSION_LEVELS)[number];

export type RateType = 'first' | 'follow';
export type CommissionStatus = 'O' | 'A' | 'R' | 'P';
export const COMMISSION_STATUSES = ['O', 'A', 'R', 'P'] as const;

/** The plan's key of one level and rate type (`ownfirst`, `level3follow`…). */
export const percentKeyOf = (level: CommissionLevel, rateType: RateType): PercentKey =>
  `${level === 0 ? 'own' : `level${level}`}${rateType}` as PercentKey;

/** One record to create: the partner of that level, the plan's rate and the amount in cents. */
export interface CommissionLine {
  salesrepId: number;
  level: CommissionLevel;
  rateType: RateType;
  percentage: number;
  baseCents: number;
  amountCents: number;
}

/** Percent as integer ten-thousandths (the column keeps 4 decimals), so no binary fraction ever rounds twice. */
const toMicro = (percent: number): bigint => BigInt(Math.round(percent * 10_000));

/**
 * base × percent / 100, rounded half up (away from zero) to the cent, once. Exact for any base (BigInt): the rate has
 * at most 4 decimals, so the product is an integer count of 1/1 000 000 cent.
 */
export function commissionAmount(baseCents: number, percent: number): number {
  const num = BigInt(Math.trunc(baseCents)) * toMicro(percent);
  const den = 1_000_000n;
  const abs = num < 0n ? -num : num;
  const rounded = (abs + den / 2n) / den;
  return Number(num < 0n ? -rounded : rounded);
}

export interface CommissionInput {
  /** The brokering partner first (own), then its upline in order (level 1 …); longer chains are cut at 6. */
  chain: readonly number[];
  /** The provider's compensation plan (booking `salesrepPercentages`); missing keys count as 0. */
  percentages: Partial<SalesrepPercentages> | Record<string, number> | null | undefined;
  /** The investor's first subscription with this provider: first rates; later ones and instalments: follow. */
  rateType: RateType;
  /** The subscription's volume (or the instalment's amount) in cents. */
  baseCents: number;
}

/** One record per level that has a partner and a non-zero rate; the chain's end stops it. */
export function commissionLines({
  chain,
  percentages,
  rateType,
  baseCents,
}: CommissionInput): CommissionLine[] {
  const lines: CommissionLine[] = [];
  const plan = (percentages ?? {}) as Record<string, number | undefined>;
  for (const level of COMMISSION_LEVELS) {
    const salesrepId = chain[level];
    if (salesrepId === undefined) break;
    const percentage = Number(plan[percentKeyOf(level, rateType)] ?? 0);
    if (!Number.isFinite(percentage) || percentage <= 0) continue;
    lines.push({
      salesrepId,
      level,
      rateType,
      percentage,
      baseCents,
      amountCents: commissionAmount(baseCents, percentage),
    });
  }
  return lines;
}

// ---- status rules ------------------------------------------------------------------------------------------

/** Why a transition is refused, or null when it may happen. */
export type Refusal =
  | { reason: 'notPaid' }
  | { reason: 'withdrawn' }
  | { reason: 'periodRunning'; endsOn: string }
  | { reason: 'wrongStatus'; status: CommissionStatus };

export interface ApprovableSubscription {
  isPaid: boolean;
  /** Status of the subscription; W = withdrawn. */
  status: string;
  finishedAt: Date | string | null;
}

/** O → A: only once the money arrived and the investor's 14-day withdrawal period is over (never when withdrawn). */
export function approvalRefusal(z: ApprovableSubscription, today: string): Refusal | null {
  if (z.status === 'W') return { reason: 'withdrawn' };
  if (!z.isPaid) return { reason: 'notPaid' };
  if (z.finishedAt && !withdrawalPeriodOver(z.finishedAt, today))
    return { reason: 'periodRunning', endsOn: withdrawalEndsOn(z.finishedAt) };
  return null;
}

const NEXT: Record<'approve' | 'invoice' | 'pay', { from: CommissionStatus; to: CommissionStatus }> = {
  approve: { from: 'O', to: 'A' },
  invoice: { from: 'A', to: 'R' },
  pay: { from: 'R', to: 'P' },
};

/**
 * The status after an event, or null when the event does not apply to a record in `status` (the caller skips it:
 * repeating a transition changes nothing). approve O→A, invoice (on a credit note) A→R, pay (credit note paid) R→P.
 */
export function nextStatus(status: CommissionStatus, event: keyof typeof NEXT): CommissionStatus | null {
  const step = NEXT[event];
  return status === step.from ? step.to : null;
}

export interface ReversibleCommission {
  id: number;
  salesrepId: number;
  level: number;
  rateType: RateType;
  baseCents: number;
  percentage: number;
  amountCents: number;
  status: CommissionStatus;
  reversesCommissionId: number | null;
}

export interface Clawback {
  reversesCommissionId: number;
  salesrepId: number;
  level: number;
  rateType: RateType;
  baseCents: number;
  percentage: number;
  amountCents: number;
  status: CommissionStatus;
}

/**
 * The negative records that reverse `records` (docs/decisions/016): one per positive record not yet reversed. A
 * reversal of an open record stays open (O) — neither will be approved for a withdrawn subscription, they net to
 * zero and are never settled; a reversal of an approved, invoiced or paid record is approved (A) at once, so the
 * next credit note deducts it.
 */
export function clawbacksFor(
  records: readonly ReversibleCommission[],
  alreadyReversed: ReadonlySet<number> = new Set(),
): Clawback[] {
  const reversed = new Set(alreadyReversed);
  for (const r of records) if (r.reversesCommissionId !== null) reversed.add(r.reversesCommissionId);
  return records
    .filter((r) => r.reversesCommissionId === null && r.amountCents > 0 && !reversed.has(r.id))
    .map((r) => ({
      reversesCommissionId: r.id,
      salesrepId: r.salesrepId,
      level: r.level,
      rateType: r.rateType,
      baseCents: -r.baseCents,
      percentage: r.percentage,
      amountCents: -r.amountCents,
      status: r.status === 'O' ? 'O' : 'A',
    }));
}
