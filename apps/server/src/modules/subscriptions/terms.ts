// The product's terms as the subscription rules see them, the amounts at finishing, the wizard's merged input.
import {
  accruedInterestCents,
  agioCents,
  daysBetween,
  euroToCents,
  installmentTotalCents,
  KINDS,
  lastInterestPaymentDate,
  type ProductKind,
  type ProductTerms,
  type ZeichnungInput,
} from '@zp/domain';
import { DATA_KEYS, type UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { type ProductRow, toState } from '../products/product.mapper.ts';
import type { ZeichnungRow } from './subscriptions.repository.ts';

/** The product's terms: its state (a fresh object per call, whose `kind` is the product's), not copied again. */
export function termsOf(p: ProductRow): ProductTerms {
  return toState(p) as unknown as ProductTerms;
}

/** Amount items of a subscription at finish (cents). */
export function amountsOf(p: ProductRow, input: ZeichnungInput, today: string) {
  const kind = p.kind as ProductKind;
  const amount = KINDS[kind].cooperative
    ? (input.shares ?? 0) * (p.minInvestmentCents ?? 0)
    : euroToCents(input.volume ?? 0);
  const agio = p.flags.withAgio ? agioCents(amount, p.agio) : 0;
  const last = lastInterestPaymentDate(p, today);
  const accrued =
    p.flags.withAccruedInterest && last
      ? accruedInterestCents(amount, p.interest ?? 0, daysBetween(last, today), p.paymentsPerYear ?? 0)
      : 0;
  const monthly = input.monthlyInstallment ? euroToCents(input.monthlyInstallment) : 0;
  const installments = p.flags.withInstallments
    ? installmentTotalCents(monthly, today, p.installmentEndDate)
    : 0;
  return { amount, agio, accrued, monthly, installments, total: amount + agio + accrued + installments };
}

/** The wizard data fields a patch sets. */
export const dataPatchOf = (patch: UpdateInput) =>
  Object.fromEntries(DATA_KEYS.filter((k) => patch[k] !== undefined).map((k) => [k, patch[k]]));

/** The subscription as the wizard would have it after the patch (euros, ISO dates). */
export const wizardInput = (z: ZeichnungRow, patch: UpdateInput): ZeichnungInput => ({
  ...(z.data as ZeichnungInput),
  ...dataPatchOf(patch),
  volume: patch.volume ?? z.volumeCents / 100,
  shares: patch.shares !== undefined ? patch.shares : z.shares,
  monthlyInstallment:
    patch.monthlyInstallment !== undefined
      ? patch.monthlyInstallment
      : z.monthlyInstallmentCents == null
        ? null
        : z.monthlyInstallmentCents / 100,
  transferDate: patch.transferDate !== undefined ? patch.transferDate : z.transferDate,
});
