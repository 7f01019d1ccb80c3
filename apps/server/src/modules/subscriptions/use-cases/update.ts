import { AppError, can, smartContractTexts } from '@zp/domain';
import { type UpdateInput, zeichnungUpdateIntents } from '@zp/domain/subscriptions/subscriptions.contract';
import { zeichnungAnswer } from '../subscriptions.dto.ts';
import { confirmTokenTransfer } from './confirm-token-transfer.ts';
import type { UseCaseContext } from './context.ts';
import { finishZeichnung } from './finish.ts';
import { operatorChange } from './operator-change.ts';
import { saveStep } from './save-step.ts';

/** `PUT /zeichnung/{id}/update`: the use cases the body asks for, by the one rule of zeichnungUpdateIntents. */
export async function updateZeichnung(ctx: UseCaseContext, id: number, body: UpdateInput) {
  const intent = zeichnungUpdateIntents(body);
  const { db } = ctx.deps;
  const today = ctx.deps.clock.today();
  if (intent.kind === 'wizard') {
    const { row, p, inv } = await (body.status === 'F' ? finishZeichnung : saveStep)(ctx, id, body);
    return zeichnungAnswer(db, row, today, { p, inv });
  }
  if (!intent.permissions.every((key) => can(ctx.caller.role, key))) throw new AppError('FORBIDDEN');
  const row = await operatorChange(ctx, id, intent.steps, body);
  if (intent.confirmTokens) {
    const confirmed = await confirmTokenTransfer(ctx, id, {
      tokensTransfered: body.tokensTransfered ?? true,
      tokensTxHash: body.tokensTxHash,
      tokensAcceptor: body.tokensAcceptor,
    });
    if (confirmed)
      return {
        ...(await zeichnungAnswer(db, confirmed, today)),
        detail: smartContractTexts.tokensTransferred,
      };
  }
  return zeichnungAnswer(db, row, today);
}
