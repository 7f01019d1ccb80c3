import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useModules, useMyBooking } from '../../../api/bookings.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { ErrorState, LoadingState, NoticeState } from './shared/states.tsx';
import { BookingSuccess } from './wizard/booking-success.tsx';
import { BookingWizard } from './wizard/booking-wizard.tsx';

/** Navigation state that opens the upgrade wizard: `navigate('/booking', { state: { upgrade: true } })`. */
export const UPGRADE_STATE = { upgrade: true } as const;

const isUpgradeState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { upgrade?: unknown }).upgrade === true;

/** `/booking`: the booking wizard for a superuser without a booking, or the upgrade wizard. */
export function BookingPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const upgrade = isUpgradeState(location.state);
  const modules = useModules();
  const mine = useMyBooking();
  const [done, setDone] = useState<'booking' | 'upgrade' | null>(null);

  if (!session) return <Navigate to={paths.login()} replace />;
  if (done) return <BookingSuccess upgrade={done === 'upgrade'} />;
  if (!can(session.role, 'booking.book')) {
    return (
      <NoticeState severity="warning" testid="booking-forbidden">
        {t.onlySuperusers}
      </NoticeState>
    );
  }
  if (modules.isPending || mine.isPending) return <LoadingState />;
  if (modules.isError || mine.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => {
          void modules.refetch();
          void mine.refetch();
        }}
      />
    );
  }

  const booking = mine.data.booking;
  if (upgrade) {
    if (!booking) {
      return (
        <NoticeState
          action={
            <Button color="inherit" onClick={() => navigate(paths.booking(), { replace: true })}>
              {t.wizardTitle}
            </Button>
          }
        >
          {t.noBookingForUpgrade}
        </NoticeState>
      );
    }
    if (!mine.data.live) return <NoticeState testid="upgrade-not-live">{t.upgradeNeedsLive}</NoticeState>;
    if (mine.data.pendingUpgrade?.status === 'P') {
      return <NoticeState testid="upgrade-pending">{t.upgradePendingText}</NoticeState>;
    }
    return (
      <BookingWizard
        key="upgrade"
        catalogue={modules.data}
        booking={booking}
        bookedModules={mine.data.bookedModules}
        onDone={() => setDone('upgrade')}
      />
    );
  }
  if (booking?.status === 'P') return <NoticeState testid="booking-pending">{t.pendingText}</NoticeState>;
  if (booking?.status === 'L') {
    return (
      <NoticeState
        testid="booking-exists"
        action={
          <Button
            color="inherit"
            onClick={() => navigate(paths.booking(), { state: UPGRADE_STATE })}
            data-testid="booking-go-upgrade"
          >
            {t.bookUpgrade}
          </Button>
        }
      >
        {t.hasBooking}
      </NoticeState>
    );
  }
  // No booking, or a rejected one: the server accepts a new booking.
  if (booking?.status === 'R') {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" data-testid="booking-rejected">
          {t.bookingRejected}
        </Alert>
        <BookingWizard key="new" catalogue={modules.data} onDone={() => setDone('booking')} />
      </Stack>
    );
  }
  return <BookingWizard key="new" catalogue={modules.data} onDone={() => setDone('booking')} />;
}
