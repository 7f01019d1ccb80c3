import { AppError, zeichnungTexts } from '@zp/domain';
import type { StepInput, StepResult } from './operator-step.ts';

/** The salesrep's commission approved (after payment) or withdrawn (before it was paid out). */
export function approveCommissionStep({ z, patch }: StepInput): StepResult {
  if (patch.commissionApproved === undefined || patch.commissionApproved === z.commissionApproved)
    return null;
  if (patch.commissionApproved && !z.isPaid)
    throw new AppError('CONFLICT', { detail: zeichnungTexts.commissionApproveNeedsPaid });
  if (!patch.commissionApproved && z.commissionPaid)
    throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
  return {
    values: { commissionApproved: patch.commissionApproved },
    action: 'zeichnung.commission_approved',
  };
}
