import { AppError, zeichnungTexts } from '@zp/domain';
import { investorWithUser } from '../../../access/index.ts';
import { schedulesOnAcceptance } from '../../payouts/payouts.service.ts';
import type { StepInput, StepResult } from './operator-step.ts';

/**
 * Acceptance (status A) of a finished subscription, by name of the clerk; the investor identified if needed. An
 * instalment subscription gets its plan here (docs/decisions/025): the rates are what the accepted contract promises.
 */
export async function acceptStep({ tx, caller, z, p, patch, now }: StepInput): Promise<StepResult> {
  if (z.status === 'A') return null;
  if (z.status === 'W') throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawnNotAcceptable });
  if (z.status !== 'F') throw new AppError('CONFLICT', { detail: zeichnungTexts.acceptOpen });
  if (!patch.acceptor) throw AppError.validation({ acceptor: zeichnungTexts.acceptorRequired });
  if (p.flags.hasToBeIdentfied && z.investorId) {
    const inv = await investorWithUser(tx, z.investorId);
    if (!inv?.user.isIdentified) throw new AppError('CONFLICT', { detail: zeichnungTexts.identifyFirst });
  }
  return {
    values: {
      status: 'A',
      acceptor: patch.acceptor,
      acceptedAt: now ?? new Date(),
      acceptedFrom: caller.userId,
    },
    action: 'zeichnung.accept',
    after: (tx, row, actor) => schedulesOnAcceptance(tx, row, p, actor),
  };
}
