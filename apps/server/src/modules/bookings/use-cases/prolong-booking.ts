import { AppError, BOOKING_DURATIONS, type BookingDuration, bookingTexts } from '@zp/domain';
import type { BookingRow } from '../bookings.repository.ts';

/** The owner prolongs the booking's duration (2, 4, 6 or 8 years), never shortens it. */
export function prolongBooking(b: BookingRow, duration: number | undefined): Partial<BookingRow> {
  if (duration === undefined || duration === b.duration) return {};
  if (!BOOKING_DURATIONS.includes(duration as BookingDuration))
    throw AppError.validation({ duration: bookingTexts.durationInvalid });
  if (duration < b.duration)
    throw AppError.validation({ duration: bookingTexts.onlyProlong }, bookingTexts.onlyProlong);
  return { duration };
}
