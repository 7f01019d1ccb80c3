// The payment instructions of an accepted subscription (issue 16 "Paying"): what to pay, where, with which
// reference, by when — and for an instalment plan the standing order to set up (docs/decisions/011).

import { installmentPlanOf } from '../interest/installments.ts';
import { addWorkingDays } from '../subscriptions/working-days.ts';
import { todayIso } from '../validation/fields.ts';
import type { PaymentAccount, PaymentAccountSource } from './account.ts';
import { epcPayload } from './epc-qr.ts';
import { subscriptionReference } from './reference.ts';

/** Working days after acceptance to pay in (the same 14 the wizard allows for the transfer date). */
export const PAYMENT_WORKING_DAYS = 14;

/** The subscription's stored amounts (cents, as finishing computed them, subscriptions/calc.ts). */
export interface PayableSubscription {
  id: number;
  status: string;
  isPaid: boolean;
  acceptedAt: Date | string | null;
  totalAmountCents: number;
  installmentTotalCents: number;
  monthlyInstallmentCents: number | null;
  /** The Berlin day the subscription was finished: its instalment plan starts one month later (decision 022). */
  subscribedOn?: string | null;
}

export interface StandingOrder {
  monthlyCents: number;
  /** YYYY-MM-DD */
  firstExecution: string;
  /** YYYY-MM-DD: the plan's last due date (on or before the instalment end date). */
  lastExecution: string;
  count: number;
}

export interface PaymentInstructions {
  status: 'open' | 'paid';
  /** The one-off transfer: amount + agio + accrued interest (the total without the instalments). */
  amountCents: number;
  /** Everything the investor pays, instalments included. */
  totalCents: number;
  account: PaymentAccount | null;
  accountSource: PaymentAccountSource | null;
  reference: string;
  /** YYYY-MM-DD: 14 working days after the acceptance (Berlin date). */
  deadline: string;
  /** The EPC QR code's text, null without an account or without a one-off amount. */
  epcPayload: string | null;
  standingOrder: StandingOrder | null;
}

/** The Berlin calendar date of an instant (or an ISO date as is). */
const berlinDay = (at: Date | string): string =>
  typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? at : todayIso(new Date(at));

export const paymentDeadline = (acceptedAt: Date | string): string =>
  addWorkingDays(berlinDay(acceptedAt), PAYMENT_WORKING_DAYS);

/** `date` moved by whole months, the day kept or clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The standing order of an instalment plan. With the subscription day known: the plan's own due dates (monthly
 * from one month after the subscription day, on its day of the month — the rates the issuer books, decision 025),
 * when the plan adds up to the stored instalment total. Otherwise the stored total ÷ the monthly amount instalments,
 * monthly up to and including the instalment end date (so the first is count − 1 months before it).
 */
export function standingOrderOf(
  monthlyCents: number | null,
  installmentTotalCents: number,
  installmentEndDate: string | null | undefined,
  subscribedOn?: string | null,
): StandingOrder | null {
  if (!monthlyCents || monthlyCents <= 0 || installmentTotalCents <= 0 || !installmentEndDate) return null;
  if (subscribedOn) {
    const plan = installmentPlanOf({ subscribedOn, installmentEndDate, monthlyCents });
    if (plan.length > 0 && plan.length * monthlyCents === installmentTotalCents)
      return {
        monthlyCents,
        firstExecution: plan[0]!.dueDate,
        lastExecution: plan.at(-1)!.dueDate,
        count: plan.length,
      };
  }
  const count = Math.round(installmentTotalCents / monthlyCents);
  if (count < 1) return null;
  return {
    monthlyCents,
    firstExecution: addMonths(installmentEndDate, -(count - 1)),
    lastExecution: installmentEndDate,
    count,
  };
}

/**
 * The instructions of a subscription, null until it is accepted (status A). A paid subscription answers with
 * status "paid" (the screens say "bezahlt").
 */
export function paymentInstructions(
  z: PayableSubscription,
  account: { account: PaymentAccount; source: PaymentAccountSource } | null,
  installmentEndDate: string | null | undefined,
): PaymentInstructions | null {
  if (z.status !== 'A' || !z.acceptedAt) return null;
  const amountCents = Math.max(0, z.totalAmountCents - z.installmentTotalCents);
  const reference = subscriptionReference(z.id);
  const standingOrder = standingOrderOf(
    z.monthlyInstallmentCents,
    z.installmentTotalCents,
    installmentEndDate,
    z.subscribedOn,
  );
  return {
    status: z.isPaid ? 'paid' : 'open',
    amountCents,
    totalCents: z.totalAmountCents,
    account: account?.account ?? null,
    accountSource: account?.source ?? null,
    reference,
    deadline: paymentDeadline(z.acceptedAt),
    epcPayload: account ? epcPayload({ account: account.account, amountCents, reference }) : null,
    standingOrder,
  };
}
