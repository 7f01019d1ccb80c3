// The lines of a payout run (issue 18, docs/decisions/026): the unpaid events of one payment date grouped per
// investor, taxed once per investor with the remaining exemption order of that issuer and year (decision 023).
// Pure: the server reads the rows, checks the bank data (lib/sepa.ts) and writes what this answers.
import { payoutRunTexts as T } from '../texts/de/payouts.ts';
import { churchTaxRateOf } from './federal-states.ts';
import {
  exemptionLimitCents,
  exemptionRemainingCents,
  type Withholding,
  withholding,
} from './withholding.ts';

export interface PayoutEventInput {
  eventId: number;
  zeichnungId: number;
  investorId: number | null;
  amountCents: number;
  /** The investor's display name (company or first and last name). */
  name: string;
  churchMember: boolean;
  federalState: string | null;
  /** NV certificate valid up to and including this day (YYYY-MM-DD), or null. */
  nonAssessmentUntil: string | null;
}

/** An exemption order of the investor with the product's issuer for the payment's year, and what runs used of it. */
export interface ExemptionInput {
  amountCents: number;
  joint: boolean;
  usedCents: number;
}

export interface PayoutLineCalc extends Withholding {
  investorId: number | null;
  name: string;
  eventIds: number[];
  zeichnungIds: number[];
  exemptionRemainingCents: number | null;
  churchTaxRate: number | null;
  nonAssessment: boolean;
  problems: string[];
}

const NO_TAX: Omit<Withholding, 'grossCents' | 'netCents'> = {
  exemptionUsedCents: 0,
  taxableCents: 0,
  kapitalertragsteuerCents: 0,
  solidaritaetszuschlagCents: 0,
  kirchensteuerCents: 0,
};

/** The remaining exemption: the order (never above the legal limit) less what earlier runs of the year used. */
export function remainingExemptionOf(order: ExemptionInput | undefined): number | null {
  if (!order) return null;
  const limit = Math.min(order.amountCents, exemptionLimitCents(order.joint));
  return exemptionRemainingCents(Math.max(0, limit), order.usedCents);
}

/**
 * One line per investor (an event without investor is a line of its own, flagged), in the order of the first event
 * of each; `executionDate` (YYYY-MM-DD) decides whether an NV certificate is still valid.
 */
export function payoutLinesOf(
  events: readonly PayoutEventInput[],
  exemptions: ReadonlyMap<number, ExemptionInput>,
  executionDate: string,
): PayoutLineCalc[] {
  const groups = new Map<string, PayoutEventInput[]>();
  for (const e of events) {
    const key = e.investorId == null ? `z${e.eventId}` : `i${e.investorId}`;
    const g = groups.get(key);
    if (g) g.push(e);
    else groups.set(key, [e]);
  }
  return [...groups.values()].map((g) => {
    const first = g[0] as PayoutEventInput;
    const grossCents = g.reduce((s, e) => s + e.amountCents, 0);
    const problems: string[] = [];
    const nonAssessment = first.nonAssessmentUntil != null && first.nonAssessmentUntil >= executionDate;
    const churchTaxRate = first.churchMember ? churchTaxRateOf(first.federalState) : null;
    const remaining =
      first.investorId == null ? null : remainingExemptionOf(exemptions.get(first.investorId));
    if (first.investorId == null) problems.push(T.investorMissing);
    let tax: Withholding;
    if (first.churchMember && churchTaxRate == null && !nonAssessment) {
      problems.push(T.churchStateMissing(first.name));
      tax = { grossCents, ...NO_TAX, netCents: grossCents };
    } else {
      tax = withholding({
        grossCents,
        churchMember: first.churchMember,
        churchRate: churchTaxRate,
        exemptionRemainingCents: remaining ?? 0,
        nonAssessment,
      });
    }
    return {
      investorId: first.investorId,
      name: first.name,
      eventIds: g.map((e) => e.eventId),
      zeichnungIds: [...new Set(g.map((e) => e.zeichnungId))],
      ...tax,
      exemptionRemainingCents: remaining,
      churchTaxRate: first.churchMember && !nonAssessment ? churchTaxRate : null,
      nonAssessment,
      problems,
    };
  });
}

/** The sums of a run's lines. */
export function payoutTotalsOf(lines: readonly Withholding[]) {
  const t = {
    count: lines.length,
    grossCents: 0,
    exemptionUsedCents: 0,
    taxableCents: 0,
    kapitalertragsteuerCents: 0,
    solidaritaetszuschlagCents: 0,
    kirchensteuerCents: 0,
    netCents: 0,
  };
  for (const l of lines) {
    t.grossCents += l.grossCents;
    t.exemptionUsedCents += l.exemptionUsedCents;
    t.taxableCents += l.taxableCents;
    t.kapitalertragsteuerCents += l.kapitalertragsteuerCents;
    t.solidaritaetszuschlagCents += l.solidaritaetszuschlagCents;
    t.kirchensteuerCents += l.kirchensteuerCents;
    t.netCents += l.netCents;
  }
  return t;
}

/** Payment dates may be paid from 14 days before they are due (the file is prepared ahead); later ones not. */
export const PAYOUT_LEAD_DAYS = 14;
