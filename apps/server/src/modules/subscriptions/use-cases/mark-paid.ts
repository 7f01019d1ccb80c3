import { AppError, zeichnungTexts } from '@zp/domain';
import type { StepInput, StepResult } from './operator-step.ts';

/** The payment received (isPaid, once, after acceptance), by name of the clerk. */
export function markPaidStep({ z, patch }: StepInput): StepResult {
  if (patch.isPaid === undefined || patch.isPaid === z.isPaid) return null;
  if (!patch.isPaid || z.isPaid) throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
  if (z.status !== 'A') throw new AppError('CONFLICT', { detail: zeichnungTexts.payOnlyAccepted });
  if (!patch.transferAcceptor)
    throw AppError.validation({ transferAcceptor: zeichnungTexts.acceptorRequired });
  return {
    values: { isPaid: true, transferAcceptor: patch.transferAcceptor, transferAcceptedAt: new Date() },
    action: 'zeichnung.paid',
  };
}
