import { AppError, formatDate, withdrawalEndsOn, withdrawalPeriodOver, zeichnungTexts } from '@zp/domain';
import { approveCommissions, unapproveCommissions } from '../../commissions/commissions.service.ts';
import type { StepInput, StepResult } from './operator-step.ts';

/**
 * The salesrep's commission approved (after payment and after the investor's 14-day withdrawal period; never for
 * a withdrawn subscription) or withdrawn (before it was paid out).
 */
export function approveCommissionStep({ z, patch, today, now }: StepInput): StepResult {
  if (patch.commissionApproved === undefined || patch.commissionApproved === z.commissionApproved)
    return null;
  if (patch.commissionApproved && z.status === 'W')
    throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawnNoCommission });
  if (patch.commissionApproved && !z.isPaid)
    throw new AppError('CONFLICT', { detail: zeichnungTexts.commissionApproveNeedsPaid });
  if (patch.commissionApproved && z.finishedAt && !withdrawalPeriodOver(z.finishedAt, today))
    throw new AppError('CONFLICT', {
      detail: zeichnungTexts.commissionBeforePeriodEnd(formatDate(withdrawalEndsOn(z.finishedAt))),
    });
  if (!patch.commissionApproved && z.commissionPaid)
    throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
  return {
    values: { commissionApproved: patch.commissionApproved },
    action: 'zeichnung.commission_approved',
    // The records follow the flag: O → A on approval, A → O when it is taken back (issue 17).
    after: (tx, row, actor) =>
      patch.commissionApproved
        ? approveCommissions(tx, row.id, actor, now ?? new Date())
        : unapproveCommissions(tx, row.id, actor, now ?? new Date()),
  };
}
