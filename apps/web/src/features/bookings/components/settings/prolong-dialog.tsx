import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { BOOKING_DURATIONS } from '@zp/domain/bookings/fees';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useEffect, useState } from 'react';
import { type Booking, updateBooking, useInvalidateBookings } from '../../../../api/bookings.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { TitledDialog } from '../../../../components/ui/titled-dialog.tsx';
import { isApiError } from '../../../../lib/api.ts';
import { testId } from '../shared/test-id.ts';

function MessageDialog({
  title,
  text,
  open,
  onClose,
  testid,
}: {
  title: string;
  text: string | null;
  open: boolean;
  onClose: () => void;
  testid: string;
}) {
  return (
    <TitledDialog open={open} onClose={onClose} title={title} maxWidth="xs" testId={testid}>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t.ok}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}

/** "Laufzeit verlängern": a longer duration only; shorter gives "Achtung", success gives "Info". */
export function ProlongDialog({
  booking,
  open,
  onClose,
}: {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}) {
  const longer = BOOKING_DURATIONS.find((d) => d > booking.duration);
  const [duration, setDuration] = useState<number>(longer ?? booking.duration);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const invalidate = useInvalidateBookings();
  useEffect(() => {
    if (open) setDuration(BOOKING_DURATIONS.find((d) => d > booking.duration) ?? booking.duration);
  }, [open, booking.duration]);

  const confirm = async () => {
    if (duration <= booking.duration) {
      setWarning(bookingTexts.onlyProlong);
      return false;
    }
    try {
      await updateBooking(booking.id, { duration }, [400]);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setWarning(error.errors.duration ?? error.detail);
      throw error;
    }
    void invalidate();
    setDone(true);
    return true;
  };

  return (
    <>
      <ConfirmDialog
        open={open}
        title={t.prolongTitle}
        text={`${t.prolongText} ${t.currentDuration(booking.duration)}`}
        confirmLabel={t.prolongButton}
        onConfirm={confirm}
        onClose={onClose}
      >
        <TextField
          select
          label={t.newDuration}
          value={duration}
          onChange={(e) => setDuration(Number(e.target.value))}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ select: { native: true }, htmlInput: testId('prolong-duration') }}
        >
          {BOOKING_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t.durationYears(d)}
            </option>
          ))}
        </TextField>
      </ConfirmDialog>
      <MessageDialog
        title={t.attention}
        text={warning}
        open={warning !== null}
        onClose={() => setWarning(null)}
        testid="prolong-warning"
      />
      <MessageDialog
        title={t.info}
        text={bookingTexts.prolonged}
        open={done}
        onClose={() => setDone(false)}
        testid="prolong-success"
      />
    </>
  );
}
