import { BookingPage } from '../../../features/bookings/components/booking-page.tsx';

/** `/booking` (lazy chunk): booking wizard, or the upgrade wizard with navigation state `{ upgrade: true }`. */
export default function BookingRoute() {
  return <BookingPage />;
}
