import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { MODULE_CATALOGUE_V1 } from '@zp/domain/bookings/modules';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Navigate } from 'react-router';
import {
  type Booking,
  updateBooking,
  useBooking,
  useInvalidateBookings,
  useModules,
} from '../../../../api/bookings.ts';
import { type RoleTab, RoleTabs } from '../../../../components/ui/role-tabs.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api.ts';
import { useSession } from '../../../../lib/session.ts';
import { bookingFacts } from '../shared/booking-facts.tsx';
import { FactList } from '../shared/fact-list.tsx';
import { ModulesSection } from '../shared/module-table.tsx';
import { ErrorState, LoadingState, NoticeState } from '../shared/states.tsx';
import { DecisionFields } from './decision-fields.tsx';

function General({ booking, editable }: { booking: Booking; editable: boolean }) {
  const invalidate = useInvalidateBookings();
  const catalogue = useModules().data ?? MODULE_CATALOGUE_V1;
  return (
    <Stack spacing={4}>
      <FactList facts={bookingFacts(booking)} />
      <ModulesSection modules={booking.modules} catalogue={catalogue} />
      {editable && (
        <DecisionFields
          isPaid={booking.isPaid}
          status={booking.status}
          onSave={async (change) => {
            try {
              return await updateBooking(booking.id, change);
            } finally {
              void invalidate();
            }
          }}
        />
      )}
    </Stack>
  );
}

/** `/booking/:bookingId`: title "Buchung" + provider; tab Allgemeines with paid, status and save. */
/** `extraTabs`: tabs of other areas composed in by the app (the records area's history). */
export function BookingDetailPage({
  bookingId,
  extraTabs = [],
}: {
  bookingId: string;
  extraTabs?: readonly RoleTab[];
}) {
  const session = useSession();
  const query = useBooking(bookingId);
  if (!session) return <Navigate to={paths.login()} replace />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404)
      return (
        <NoticeState severity="warning" testid="booking-not-found">
          {t.notFound}
        </NoticeState>
      );
    if (status === 403)
      return (
        <NoticeState severity="warning" testid="booking-forbidden">
          {t.forbidden}
        </NoticeState>
      );
    return (
      <ErrorState
        message={isApiError(query.error) ? query.error.detail : t.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const booking = query.data;
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="booking-detail">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t.bookingTitle(booking.providerName)}
      </Typography>
      <RoleTabs
        tabs={[
          {
            key: 'general',
            label: t.generalTab,
            visible: true,
            content: <General booking={booking} editable={can(session.role, 'booking.list')} />,
          },
          ...extraTabs,
        ]}
      />
    </Paper>
  );
}
