// The part of save-step and finish that is the same: the row under lock, the investor's access, status O, the
// merged input and the step's validation, the column values of the wizard's fields.
import {
  AppError,
  euroToCents,
  KINDS,
  subscriptionSteps,
  validateZeichnungStep,
  zeichnungTexts,
} from '@zp/domain';
import type { UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { assertZeichnungAccess, zeichnungWithParties } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../subscriptions.repository.ts';
import { dataPatchOf, termsOf, wizardInput } from '../terms.ts';

export async function wizardChange(
  tx: Executor,
  c: AuthClaims,
  id: number,
  patch: UpdateInput,
  today: string,
) {
  // the row under lock with its product and investor: one statement
  const read = await zeichnungWithParties(tx, id, true);
  if (!read) throw new AppError('NOT_FOUND');
  const { z, p } = read;
  if (assertZeichnungAccess(c, z, p) !== 'investor') throw new AppError('FORBIDDEN');
  if (z.status !== 'O')
    throw new AppError('CONFLICT', {
      detail: z.status === 'A' ? zeichnungTexts.notEditableAccepted : zeichnungTexts.alreadyFinished,
    });
  const input = wizardInput(z, patch);
  const inv = read.inv!;
  const terms = termsOf(p);
  const issuerSubscribed =
    p.flags.withSelfDisclosure && p.issuerId
      ? (await repo.issuerSubscribedCents(tx, z.investorId!, p.issuerId, z.id)) / 100
      : 0;
  const ctx = { today, remaining: ((p.volumeCents ?? 0) - p.investedVolumeCents) / 100, issuerSubscribed };
  if (patch.step && subscriptionSteps(terms).includes(patch.step)) {
    const errors = validateZeichnungStep(patch.step, terms, input, inv.user, ctx);
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
  const values: Partial<repo.ZeichnungRow> = {
    data: { ...z.data, ...dataPatchOf(patch) },
    activeStep: patch.activeStep ?? z.activeStep,
    shares: input.shares ?? null,
    monthlyInstallmentCents: input.monthlyInstallment == null ? null : euroToCents(input.monthlyInstallment),
    transferDate: input.transferDate ?? null,
    volumeCents: KINDS[terms.kind].cooperative
      ? (input.shares ?? 0) * (p.minInvestmentCents ?? 0)
      : euroToCents(input.volume ?? 0),
    updatedAt: new Date(),
  };
  return { z, p, inv, terms, input, ctx, values };
}
