// What other modules ask of the payouts area (issue 18, docs/decisions/025): called inside THEIR transaction, so the
// subscription's acceptance or payment, its schedule and the audit entries commit together or not at all.
import type { Executor } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { markDuePaid } from './generation.repository.ts';
import {
  generateInstallmentPlans,
  generateInterestEvents,
  generateSchedules,
  type ScheduleItem,
  type ScheduleProduct,
  type ScheduleSubscription,
} from './use-cases/generate-schedules.ts';

export type { ScheduleItem, ScheduleProduct, ScheduleSubscription };
export { generateInstallmentPlans, generateInterestEvents, generateSchedules };

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
  return generateSchedules(tx, [{ z, p }], actor);
}

/**
 * The demo's history (seed): a subscription's events and rates due on or before `day` booked paid, with one audit
 * entry for the subscription naming them.
 */
export async function bookDuePaid(tx: Executor, zeichnungId: number, day: string, at: Date, actor: Actor) {
  const paid = await markDuePaid(tx, zeichnungId, day, at);
  if (paid.events.length + paid.installments.length > 0)
    await writeAudit(tx, actor, {
      action: 'payouts.demo_paid',
      entity: 'zeichnung',
      entityId: zeichnungId,
      after: { ...paid, day },
    });
  return paid;
}
