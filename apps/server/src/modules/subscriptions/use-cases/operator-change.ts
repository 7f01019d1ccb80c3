import { AppError } from '@zp/domain';
import type { OperatorStep, UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { assertZeichnungAccess, investorWithUser, productOf } from '../../../access/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { mailAccepted } from '../documents.ts';
import * as repo from '../subscriptions.repository.ts';
import { acceptStep } from './accept.ts';
import { approveCommissionStep } from './approve-commission.ts';
import type { UseCaseContext } from './context.ts';
import { markPaidStep } from './mark-paid.ts';
import type { OperatorStepFn } from './operator-step.ts';
import { payCommissionStep } from './pay-commission.ts';

const STEPS: Record<OperatorStep, OperatorStepFn> = {
  accept: acceptStep,
  pay: markPaidStep,
  commissionApprove: approveCommissionStep,
  commissionPay: payCommissionStep,
};

/**
 * The operator's steps on one subscription (spec 000 §4), in one transaction under the row lock: each step is
 * checked against the row as the ones before it left it, each transition happens once and is audited; all or
 * none of them. An acceptance mails the investor (through the outbox, in the same transaction).
 */
export async function operatorChange(
  { deps, caller, actor }: UseCaseContext,
  id: number,
  steps: readonly OperatorStep[],
  patch: UpdateInput,
) {
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await productOf(tx, z.productId);
    assertZeichnungAccess(caller, z, p, true);
    let now = z;
    const values: Partial<repo.ZeichnungRow> = {};
    const actions: string[] = [];
    const afters: NonNullable<NonNullable<Awaited<ReturnType<OperatorStepFn>>>['after']>[] = [];
    for (const step of steps) {
      const done = await STEPS[step]({ tx, caller, z: now, p, patch, today, now: deps.clock.now() });
      if (!done) continue;
      Object.assign(values, done.values);
      now = { ...now, ...done.values };
      actions.push(done.action);
      if (done.after) afters.push(done.after);
    }
    if (actions.length === 0) return z;
    const row = await repo.updateZeichnung(tx, id, { ...values, updatedAt: new Date() });
    for (const action of actions)
      await writeAudit(tx, actor, { action, entity: 'zeichnung', entityId: id, before: z, after: row });
    for (const after of afters) await after(tx, row, actor);
    if (actions.includes('zeichnung.accept') && row.investorId) {
      const inv = await investorWithUser(tx, row.investorId);
      if (inv) await mailAccepted(deps, tx, row, p, inv);
    }
    return row;
  });
}
