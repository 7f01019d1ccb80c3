import { useParams } from 'react-router';
import { BookingDetailPage } from '../../../features/bookings/components/admin/booking-detail-page.tsx';

/** `/booking/:bookingId` (lazy chunk). */
export default function BookingDetailRoute() {
  const { bookingId = '' } = useParams();
  return <BookingDetailPage key={bookingId} bookingId={bookingId} />;
}
