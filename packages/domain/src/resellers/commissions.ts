// Reseller commissions (spec 001 §3, §4, §9; issue 19, decision 032): the share of a paid provider invoice, the
// statuses, the payout threshold and the number of a reseller credit note — the rules server and web share.
import type { ResellerTier } from './tiers.ts';

export const RESELLER_COMMISSION_STATUSES = ['O', 'A', 'R', 'P'] as const;
export type ResellerCommissionStatus = (typeof RESELLER_COMMISSION_STATUSES)[number];

/** A payout may be requested when the approved amount is above 100,00 € (spec 001 §9). */
export const RESELLER_PAYOUT_THRESHOLD_CENTS = 10_000;

export const mayRequestResellerPayout = (approvedCents: number): boolean =>
  approvedCents > RESELLER_PAYOUT_THRESHOLD_CENTS;

/** What is still missing to the threshold: the smallest amount that makes the approved sum exceed it. */
export const missingToResellerPayout = (approvedCents: number): number =>
  Math.max(0, RESELLER_PAYOUT_THRESHOLD_CENTS + 1 - approvedCents);

/** The percentage of a tier's row for a level (0 own, 1 Ebene 1, 2 Ebene 2). */
export function percentageOf(row: { own: number; level1: number; level2: number }, level: number): number {
  return level === 0 ? row.own : level === 1 ? row.level1 : level === 2 ? row.level2 : 0;
}

/**
 * A commission: net cents × percentage / 100, half up to the cent. The percentage has at most two decimals, so it is
 * taken in hundredths to stay in integers (no binary fraction on the way).
 */
export function resellerCommissionCents(netCents: number, percentage: number): number {
  const hundredths = Math.round(percentage * 100);
  const scaled = netCents * hundredths; // cents × 1/10 000
  const sign = Math.sign(scaled);
  return sign * Math.floor((Math.abs(scaled) + 5_000) / 10_000) || 0;
}

/** The number of the `n`-th reseller credit note, with the year of its date: `GS-R-2026-000001`. */
export const resellerCreditNoteNumberOf = (n: number, date: string) =>
  `GS-R-${date.slice(0, 4)}-${String(n).padStart(6, '0')}`;

export const RESELLER_CREDIT_NOTE_SERIES = 'reseller-credit-note';

export type { ResellerTier };
