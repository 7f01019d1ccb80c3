import { can } from '@zp/domain/auth/permissions';
import { auditTexts } from '@zp/domain/texts/de/audit';
import { useParams } from 'react-router';
import { AuditHistory } from '../../../features/audit/index.ts';
import { BookingDetailPage } from '../../../features/bookings/components/admin/booking-detail-page.tsx';
import { useSession } from '../../../lib/session.ts';

/** `/booking/:bookingId` (lazy chunk), with the records area's tab "Verlauf" (the booking's audit entries). */
export default function BookingDetailRoute() {
  const { bookingId = '' } = useParams();
  const role = useSession()?.role;
  const historyTab = {
    key: 'history',
    label: auditTexts.history,
    visible: can(role, 'audit.list') && /^\d{1,9}$/.test(bookingId),
    content: <AuditHistory entity="booking" entityId={bookingId} />,
  };
  return <BookingDetailPage key={bookingId} bookingId={bookingId} extraTabs={[historyTab]} />;
}
