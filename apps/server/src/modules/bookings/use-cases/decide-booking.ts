import { AppError, bookingTexts } from '@zp/domain';
import { assertCanDecide } from '../../../access/bookings.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { nextStatus } from '../booking-decision.ts';
import type { BookingRow } from '../bookings.repository.ts';

export interface DecisionInput {
  isPaid?: boolean;
  status?: BookingRow['status'];
}

/**
 * The operator's part of PUT /booking/{id}/update: record payment, accept (L) or reject (R). The patch it
 * returns is written by update-booking in the same transaction (with the audit entry and the mail).
 */
export function decideBooking(
  caller: AuthClaims,
  b: BookingRow,
  input: DecisionInput,
  /** The one clock's now: the live date starts the monthly billing and the booking years (issue 19). */
  now: Date,
): Partial<BookingRow> {
  if (input.isPaid === undefined && input.status === undefined) return {};
  assertCanDecide(caller);
  const patch: Partial<BookingRow> = {};
  if (input.isPaid !== undefined && input.isPaid !== b.isPaid) {
    if (!input.isPaid && b.status !== 'P')
      throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
    patch.isPaid = input.isPaid;
  }
  const status = nextStatus(b.status, input.status, patch.isPaid ?? b.isPaid);
  if (status !== b.status) Object.assign(patch, { status, decidedAt: now });
  return patch;
}
