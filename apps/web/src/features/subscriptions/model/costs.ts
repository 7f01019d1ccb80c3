import { euroToCents } from '@zp/domain/format/format';
import { KINDS } from '@zp/domain/products/kinds';
import {
  accruedInterestCents,
  agioCents,
  cooperativeAmountCents,
  daysBetween,
  installmentTotalCents,
  remainingMonths,
  totalCents,
} from '@zp/domain/subscriptions/calc';
import type { WizardTerms } from './form.ts';

export interface CostInput {
  volume: number | null;
  shares: number | null;
  monthlyInstallment: number | null;
}

/** The live cost table (cents): amount, agio, accrued interest, instalments, total (spec 000 §9). */
export interface Costs {
  amountCents: number;
  agioCents: number;
  accruedCents: number;
  accruedDays: number;
  installmentCents: number;
  installmentMonths: number;
  totalCents: number;
}

export function computeCosts(
  t: WizardTerms,
  input: CostInput,
  today: string,
  lastInterestPayment: string | null,
): Costs {
  const amount = KINDS[t.kind].cooperative
    ? cooperativeAmountCents(input.shares ?? 0, euroToCents(t.minInvestment ?? 0))
    : euroToCents(input.volume ?? 0);
  const agio = t.withAgio ? agioCents(amount, t.agio) : 0;
  const days = lastInterestPayment ? Math.max(0, daysBetween(lastInterestPayment, today)) : 0;
  const accrued =
    t.withAccruedInterest && t.withInterest
      ? accruedInterestCents(amount, t.interest ?? 0, days, t.paymentsPerYear ?? 0)
      : 0;
  const monthly = t.withInstallments ? euroToCents(input.monthlyInstallment ?? 0) : 0;
  const installment = installmentTotalCents(monthly, today, t.installmentEndDate);
  return {
    amountCents: amount,
    agioCents: agio,
    accruedCents: accrued,
    accruedDays: days,
    installmentCents: installment,
    installmentMonths: monthly > 0 ? remainingMonths(today, t.installmentEndDate) : 0,
    totalCents: totalCents({
      amountCents: amount,
      agioCents: agio,
      accruedInterestCents: accrued,
      installmentTotalCents: installment,
    }),
  };
}
