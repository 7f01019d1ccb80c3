import { can } from '@zp/domain/auth/permissions';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';

// The chip (dialog, the bookings API and its overview helpers) loads only for the roles that see a booking: it
// stays out of the first chunk of the public pages (issue 22).
const BookingStatusChip = lazy(() =>
  import('../../features/bookings/status.ts').then((m) => ({ default: m.BookingStatusChip })),
);

/** The top bar's demo-mode / booking status chip: only where `useMyBooking` can answer (booking.viewOwn). */
export function BookingStatusSlot() {
  const role = useSession()?.role;
  if (!role || !can(role, 'booking.viewOwn')) return null;
  return (
    <Suspense fallback={null}>
      <BookingStatusChip />
    </Suspense>
  );
}
