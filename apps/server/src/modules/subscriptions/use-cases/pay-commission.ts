import { AppError, zeichnungTexts } from '@zp/domain';
import type { StepInput, StepResult } from './operator-step.ts';

/** The salesrep's commission paid out (once, after approval). */
export function payCommissionStep({ z, patch }: StepInput): StepResult {
  if (patch.commissionPaid === undefined || patch.commissionPaid === z.commissionPaid) return null;
  if (patch.commissionPaid && !z.commissionApproved)
    throw new AppError('CONFLICT', { detail: zeichnungTexts.commissionPaidNeedsApproved });
  if (!patch.commissionPaid) throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
  return { values: { commissionPaid: true }, action: 'zeichnung.commission_paid' };
}
