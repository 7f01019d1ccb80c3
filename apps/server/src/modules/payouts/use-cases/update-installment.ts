import { AppError, type InstallmentDto, scheduleTexts as T } from '@zp/domain';
import { assertScheduleRowBookable } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { createCommissionsForInstallment } from '../../commissions/commissions.service.ts';
import { ownersOf, toInstallmentDto } from '../payouts.dto.ts';
import * as repo from '../payouts.repository.ts';
import { proveOnChain, tokenTransferPlan } from './installment-tokens.ts';

export interface InstallmentUpdate {
  isPaid?: boolean;
  tokensTransfered?: boolean;
  txHash?: string;
}

/**
 * POST /zeichnung/installment/{id}/update {isPaid, tokensTransfered, txHash} (admin, the product's issuer).
 * Paid once, tokens once (each under the row lock, each a conditional UPDATE, each audited in the transaction);
 * neither is ever undone (409). A newly paid instalment is a follow-up payment for the partners' commissions (same
 * transaction). Tokens: a tokenized product, a paid rate, and the transaction proved on chain (asked before the
 * transaction, like the subscription's token transfer; the preconditions are checked again under the lock).
 */
export async function updateInstallment(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  input: InstallmentUpdate,
): Promise<InstallmentDto> {
  const wantsTokens = input.tokensTransfered === true;
  let proof: Awaited<ReturnType<typeof proveOnChain>> | null = null;
  if (wantsTokens) {
    const row = await repo.findInstallment(deps.db, id);
    check(c, row, input);
    const { i } = row!;
    if (!i.tokensTransfered) {
      const plan = await tokenTransferPlan(
        deps.db,
        deps,
        row!,
        i.isPaid || input.isPaid === true,
        input.txHash,
      );
      proof = await proveOnChain(deps, plan);
    }
  }
  return deps.db.transaction(async (tx) => {
    const row = await repo.findInstallment(tx, id, true);
    check(c, row, input);
    let current = row!;
    const now = deps.clock.now();
    if (input.isPaid && !current.i.isPaid) {
      const paid = await repo.markInstallmentPaid(tx, id, actor.userId, now);
      if (paid) {
        await writeAudit(tx, actor, {
          action: 'installment.paid',
          entity: 'installment',
          entityId: id,
          before: current.i,
          after: paid,
        });
        await createCommissionsForInstallment(
          tx,
          {
            zeichnung: {
              id: paid.zeichnungId,
              superuserId: paid.superuserId,
              investorId: paid.investorId,
              salesrepId: current.salesrepId,
            },
            installmentId: id,
            amountCents: paid.amountCents,
          },
          actor,
        );
        current = { ...current, i: paid };
      }
    }
    if (wantsTokens && !current.i.tokensTransfered && proof) {
      const plan = await tokenTransferPlan(tx, deps, current, current.i.isPaid, input.txHash);
      const moved = await repo.markTokensTransfered(tx, id, plan.txHash, now);
      if (moved) {
        await writeAudit(tx, actor, {
          action: 'installment.tokens_transferred',
          entity: 'installment',
          entityId: id,
          before: current.i,
          after: {
            ...moved,
            tokenTransfer: {
              from: proof.from,
              to: proof.to,
              amount: Number(proof.amount),
              block: proof.blockNumber,
            },
          },
        });
        current = { ...current, i: moved };
      }
    }
    return toInstallmentDto(current);
  });
}

/** Access (404 outside the scope) and the one-way flags (409 for taking one back). */
function check(c: AuthClaims, row: repo.InstallmentRow | null, input: InstallmentUpdate) {
  assertScheduleRowBookable(c, row && ownersOf(row));
  const { i } = row!;
  if (input.isPaid === false && i.isPaid)
    throw new AppError('CONFLICT', { detail: T.installmentCannotUnpay });
  if (input.tokensTransfered === false && i.tokensTransfered)
    throw new AppError('CONFLICT', { detail: T.tokensCannotUndo });
}
