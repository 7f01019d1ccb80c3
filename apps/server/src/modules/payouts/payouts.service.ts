// What other modules ask of the payouts area (issue 18, docs/decisions/025): called inside THEIR transaction, so the
// subscription's acceptance or payment, its schedule and the audit entries commit together or not at all.
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import {
  generateInstallmentPlans,
  generateInterestEvents,
  type ScheduleItem,
  type ScheduleProduct,
  type ScheduleSubscription,
} from './use-cases/generate-schedules.ts';

export type { ScheduleItem, ScheduleProduct, ScheduleSubscription };
export { generateInstallmentPlans, generateInterestEvents };

/** A subscription was accepted: its instalment plan (the rates it promised), when it has one. */
export const schedulesOnAcceptance = (
  tx: Executor,
  z: ScheduleSubscription,
  p: ScheduleProduct,
  actor: Actor,
) => generateInstallmentPlans(tx, [{ z, p }], actor);

/**
 * A subscription's payment was booked: its interest payment events, when the product bears interest; and its
 * instalment plan, should it have been accepted before plans were generated (idempotent: nothing twice).
 */
export async function schedulesOnPayment(
  tx: Executor,
  z: ScheduleSubscription,
  p: ScheduleProduct,
  actor: Actor,
) {
  await generateInstallmentPlans(tx, [{ z, p }], actor);
  return generateInterestEvents(tx, [{ z, p }], actor);
}
