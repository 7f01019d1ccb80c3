import { AppError, zeichnungTexts } from '@zp/domain';
import { createCommissionsForPayment } from '../../commissions/commissions.service.ts';
import { schedulesOnPayment } from '../../payouts/payouts.service.ts';
import { recordProcessingFee } from '../../provider-billing/provider-billing.service.ts';
import type { StepInput, StepResult } from './operator-step.ts';

/**
 * The payment received (isPaid, once, after acceptance), by name of the clerk. A brokered subscription's commission
 * records (own + upline, issue 17) and its interest payment events (issue 18, docs/decisions/025) are created in the
 * same transaction, and so is the processing fee the operator bills the provider (issue 19, decision 032).
 */
export function markPaidStep({ z, p, patch, now, today }: StepInput): StepResult {
  if (patch.isPaid === undefined || patch.isPaid === z.isPaid) return null;
  if (!patch.isPaid || z.isPaid) throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
  if (z.status !== 'A') throw new AppError('CONFLICT', { detail: zeichnungTexts.payOnlyAccepted });
  if (!patch.transferAcceptor)
    throw AppError.validation({ transferAcceptor: zeichnungTexts.acceptorRequired });
  return {
    values: { isPaid: true, transferAcceptor: patch.transferAcceptor, transferAcceptedAt: now ?? new Date() },
    action: 'zeichnung.paid',
    after: async (tx, row, actor) => {
      await createCommissionsForPayment(tx, row, actor);
      // The operator's processing fee of module 17 (issue 19, decision 032), same transaction.
      await recordProcessingFee(tx, row, today, actor);
      await schedulesOnPayment(tx, row, p, actor);
    },
  };
}
