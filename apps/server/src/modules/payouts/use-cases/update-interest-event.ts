import { AppError, type InterestEventDto, scheduleTexts as T } from '@zp/domain';
import { assertScheduleRowBookable } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { ownersOf, toEventDto } from '../payouts.dto.ts';
import * as repo from '../payouts.repository.ts';

/**
 * POST /zeichnung/interest-payment-event/{id}/update {isPaid} (admin, the product's issuer; spec 001 §8
 * "Zinszahlung wurde aktualisiert"). Paid once: the event is re-read under its row lock, so a double click or a
 * concurrent request finds it paid and changes nothing; the booking and its audit entry commit together. A booked
 * payment is never undone (409): a correction is a new record.
 */
export async function updateInterestEvent(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  isPaid: boolean,
): Promise<InterestEventDto> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findEvent(tx, id, true);
    assertScheduleRowBookable(c, row && ownersOf(row));
    const before = row!;
    if (before.e.isPaid === isPaid) return toEventDto(before);
    if (!isPaid) throw new AppError('CONFLICT', { detail: T.interestCannotUnpay });
    const after = await repo.markEventPaid(tx, id, actor.userId, deps.clock.now());
    if (!after) return toEventDto(before);
    await writeAudit(tx, actor, {
      action: 'interest_payment_event.paid',
      entity: 'interestPaymentEvent',
      entityId: id,
      before: before.e,
      after,
    });
    return toEventDto({ ...before, e: after });
  });
}
