import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MyBooking, useMyBooking } from '../../../../api/bookings.ts';
import { paths } from '../../../../config/paths.ts';
import { useSession } from '../../../../lib/session.ts';

type ChipState = { label: string; title: string; text: string; bookNow: boolean } | null;

/** What the chip says: demo mode, booking or upgrade pending; nothing once everything is live. */
export function chipState(role: Role | undefined, data: MyBooking | undefined): ChipState {
  if (!data) return null;
  const { booking, live, pendingUpgrade } = data;
  // The provider books; the issuers of its tenant only see that a booking is pending.
  if (can(role, 'booking.book') && !live) {
    if (!booking)
      return { label: bookingTexts.demoMode, title: t.demoTitle, text: t.demoText, bookNow: true };
    if (booking.status === 'R')
      return { label: bookingTexts.demoMode, title: t.demoTitle, text: t.bookingRejected, bookNow: true };
    return { label: bookingTexts.demoMode, title: t.pendingTitle, text: t.pendingText, bookNow: false };
  }
  if (can(role, 'booking.viewOwn') && !live) {
    return {
      label: bookingTexts.bookingPending,
      title: t.pendingTitle,
      text: t.issuerPendingText,
      bookNow: false,
    };
  }
  if (pendingUpgrade && pendingUpgrade.status === 'P') {
    return {
      label: bookingTexts.upgradePending,
      title: bookingTexts.upgradePending,
      text: t.upgradePendingText,
      bookNow: false,
    };
  }
  return null;
}

/** Top-bar status of the provider's booking (superuser and issuer); opens an explaining dialog. */
export function BookingStatusChip() {
  const session = useSession();
  const { data } = useMyBooking();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const state = chipState(session?.role, data);
  if (!state) return null;

  const bookNow = () => {
    setOpen(false);
    navigate(paths.booking());
  };

  return (
    <>
      <Chip
        label={state.label}
        onClick={() => setOpen(true)}
        color="warning"
        variant="filled"
        // Black on the warning orange: white on it fails WCAG AA contrast (axe, issue 16).
        sx={{ fontWeight: 700, color: 'common.black' }}
        data-testid="booking-status-chip"
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{state.title}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="booking-status-text">{state.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t.close}</Button>
          {state.bookNow && (
            <Button variant="contained" onClick={bookNow} data-testid="booking-status-book-now">
              {bookingTexts.bookNow}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
