// Instalment plan of a subscription with monthly instalments (issue 18, docs/decisions/022): one instalment a
// month from the first rate date up to and including the product's instalment end date. The wizard's total
// (installmentTotalCents from the subscription day) is the sum of installmentPlanOf (docs/decisions/022).
import { addMonthsClamped } from './dates.ts';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export interface Installment {
  number: number;
  dueDate: string;
  amountCents: number;
}

export interface InstallmentScheduleInput {
  firstRateDate: string;
  installmentEndDate: string | null | undefined;
  monthlyCents: number;
  /**
   * The day of the month the plan keeps (clamped to shorter months); defaults to the first rate date's day.
   * A plan starting one month after a subscription on the 29th–31st passes that day: its first rate date may
   * be clamped (29.01.2027 → 28.02.2027) while later instalments return to the 29th.
   */
  dayOfMonth?: number;
}

/** The first instalment is due one month after the subscription day (month-end rule: 31.01 → 28./29.02). */
export const firstInstallmentDate = (subscribedOn: string): string => addMonthsClamped(subscribedOn, 1);

/**
 * One instalment a month: the first rate date's month plus 0, 1, 2, … months on the plan's day (clamped to
 * shorter months), while on or before the instalment end date. Empty without an end date or a positive
 * monthly amount.
 */
export function installmentSchedule(input: InstallmentScheduleInput): Installment[] {
  const { firstRateDate, installmentEndDate: end, monthlyCents } = input;
  if (!end || monthlyCents <= 0) return [];
  const day = input.dayOfMonth ?? Number(firstRateDate.slice(8, 10));
  // an anchor on the plan's day in the first rate's month; addMonthsClamped only reads its numbers
  const anchor = `${firstRateDate.slice(0, 7)}-${pad(day)}`;
  const plan: Installment[] = [];
  for (let i = 0; i < 1200; i++) {
    const dueDate = addMonthsClamped(anchor, i);
    if (dueDate > end) break;
    plan.push({ number: i + 1, dueDate, amountCents: monthlyCents });
  }
  return plan;
}

/**
 * The plan of a subscription made on `subscribedOn`: monthly from one month later on the subscription's day
 * of the month. Its sum is the wizard's installmentTotalCents(monthly, subscribedOn, end).
 */
export const installmentPlanOf = (input: {
  subscribedOn: string;
  installmentEndDate: string | null | undefined;
  monthlyCents: number;
}): Installment[] =>
  installmentSchedule({
    firstRateDate: firstInstallmentDate(input.subscribedOn),
    installmentEndDate: input.installmentEndDate,
    monthlyCents: input.monthlyCents,
    dayOfMonth: Number(input.subscribedOn.slice(8, 10)),
  });
