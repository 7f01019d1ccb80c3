import { AppError, bookingTexts } from '@zp/domain';
import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import { rethrowConflict } from '../booking-conflicts.ts';
import { mailDecision, nextStatus } from '../booking-decision.ts';
import { toBookingDto, toUpgradeDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';
import { mergeUpgrade } from './merge-upgrade.ts';
import { decisionFormFields } from './update-booking.ts';

/**
 * PUT /booking/upgrade/{id}/update: the operator records payment, accepts (merging the upgrade into its
 * booking) or rejects. Two pending upgrades may ask for the same affiliate subdomain (or landing domain); the
 * second acceptance then meets the unique index: a German conflict, and the upgrade stays as it was.
 */
export async function decideUpgrade(deps: Deps, actor: Actor, id: number, form: FormInput) {
  const input = parseFields(decisionFormFields, form.fields);
  const result = await deps.db.transaction(decide).catch(rethrowConflict);
  deps.portals.invalidate();
  const b = await repo.findBooking(deps.db, result.bookingId);
  return toUpgradeDto(result, b!);

  async function decide(tx: Tx) {
    const u = await repo.findUpgrade(tx, id, true);
    if (!u) throw new AppError('NOT_FOUND');
    const isPaid = input.isPaid ?? u.isPaid;
    if (input.isPaid === false && u.isPaid && u.status !== 'P')
      throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
    const status = nextStatus(u.status, input.status, isPaid);
    const row = await repo.updateUpgradeRow(tx, id, {
      isPaid,
      status,
      decidedAt: status !== u.status ? deps.clock.now() : u.decidedAt,
      updatedAt: new Date(),
    });
    if (status === 'L' && u.status !== 'L') {
      const merged = await mergeUpgrade(tx, actor, u);
      await mailDecision(deps, tx, toBookingDto(deps.config, merged.booking, merged), true);
    }
    const action =
      status === 'L' && u.status !== 'L'
        ? 'booking.upgrade_accept'
        : status === 'R' && u.status !== 'R'
          ? 'booking.upgrade_reject'
          : 'booking.upgrade_update';
    await writeAudit(tx, actor, { action, entity: 'booking_upgrade', entityId: id, before: u, after: row });
    return row;
  }
}
