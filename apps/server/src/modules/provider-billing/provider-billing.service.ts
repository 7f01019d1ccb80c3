// What other areas ask of provider billing (issue 19, decision 032): the processing fee of a paid subscription,
// recorded inside the payment's transaction.
import {
  bookingYearOf,
  PROCESSING_FEE_MODULE_NUMBER,
  processingFeeCents,
  processingFeeRate,
} from '@zp/domain';
import type { Executor, Tx } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import * as repo from './provider-billing.repository.ts';

/** The paid subscription as the fee needs it. */
export interface PaidSubscription {
  id: number;
  superuserId: number;
  volumeCents: number;
}

/**
 * Records the processing fee of a subscription just paid (module 17, spec 001 §9): only when the tenant's booking is
 * live and has module 17. Rate by the booking's duration and the booking's paid volume in the current booking year
 * before this subscription (booking year counted from the live date); fee = amount × rate / 100, half up. Under the
 * booking's advisory lock (concurrent payments of one provider see each other's volume; the monthly run waits).
 * Idempotent: one fee per subscription (unique index). `paidOn`: the Berlin date of the payment.
 */
export async function recordProcessingFee(tx: Executor, z: PaidSubscription, paidOn: string, actor: Actor) {
  if (z.volumeCents <= 0) return null;
  const booking = await repo.liveBookingOf(tx, z.superuserId);
  if (!booking?.liveDate || !booking.modules.includes(PROCESSING_FEE_MODULE_NUMBER)) return null;
  await repo.lockBookings(tx as Tx, [booking.id]);
  const { year } = bookingYearOf(booking.liveDate, paidOn);
  const volumeBeforeCents = await repo.volumeInBookingYear(tx, booking.id, year);
  const percentage = processingFeeRate(volumeBeforeCents, booking.duration);
  const row = await repo.insertFee(tx, {
    superuserId: z.superuserId,
    bookingId: booking.id,
    zeichnungId: z.id,
    paidOn,
    bookingYear: year,
    volumeBeforeCents,
    durationYears: booking.duration,
    baseCents: z.volumeCents,
    percentage,
    amountCents: processingFeeCents(z.volumeCents, percentage),
  });
  if (row)
    await writeAudit(tx, actor, {
      action: 'processing_fee.recorded',
      entity: 'processing_fee',
      entityId: row.id,
      after: row,
    });
  return row;
}
