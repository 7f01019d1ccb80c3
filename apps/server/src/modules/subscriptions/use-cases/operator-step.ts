// One step of the operator on a subscription (accept, pay, commission approve/pay): checked against the row as
// the steps before it in the same request left it, giving the columns it sets and its audit action.
import type { UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import type { Executor } from '../../../db/client.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import type { ProductRow } from '../../products/product.mapper.ts';
import type { ZeichnungRow } from '../subscriptions.repository.ts';

export interface StepInput {
  tx: Executor;
  caller: AuthClaims;
  /** The row as locked, with the earlier steps' values applied. */
  z: ZeichnungRow;
  p: ProductRow;
  patch: UpdateInput;
  /** Today in Germany (deps.clock): the withdrawal period's end. */
  today: string;
  /** The instant of the change, from the one clock (deps.clock). */
  now?: Date;
}

/** The columns to set and the audit action, or null when the row already is as asked (nothing to do). */
export type StepResult = {
  values: Partial<ZeichnungRow>;
  action: string;
  /** Runs in the same transaction after the row was written (commission records, issue 17). */
  after?: (tx: Executor, row: ZeichnungRow, actor: Actor) => Promise<unknown>;
} | null;

export type OperatorStepFn = (input: StepInput) => Promise<StepResult> | StepResult;
