import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import type { BookingStatus, Decision } from '../../../../api/bookings.ts';
import { STATUS_OPTIONS } from '../shared/status-chip.tsx';
import { testId } from '../shared/test-id.ts';

interface Props {
  isPaid: boolean;
  status: BookingStatus;
  /** Sends one change; paid goes first so that "paid and accepted" can be saved in one click. */
  onSave: (change: Decision) => Promise<unknown>;
  onSaved?: () => void;
}

/** The operator's paid checkbox, status select and save button (booking detail and upgrade dialog). */
export function DecisionFields({ isPaid, status, onSave, onSaved }: Props) {
  const [paid, setPaid] = useState(isPaid);
  const [next, setNext] = useState<BookingStatus>(status);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    setPaid(isPaid);
    setNext(status);
  }, [isPaid, status]);

  const save = async () => {
    setError(null);
    if (paid === isPaid && next === status) {
      enqueueSnackbar(t.noChanges, { variant: 'info' });
      return;
    }
    if (next === 'L' && status !== 'L' && !paid) {
      setError(bookingTexts.acceptRequiresPaid);
      return;
    }
    setPending(true);
    try {
      if (paid !== isPaid) await onSave({ isPaid: paid });
      if (next !== status) await onSave({ status: next });
      enqueueSnackbar(bookingTexts.updated, { variant: 'success' });
      onSaved?.();
    } catch (e) {
      // The API client has shown the server's message (e.g. 409 "… erst nach Zahlungseingang …").
      console.warn('[booking] update failed', e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={paid}
            onChange={(e) => setPaid(e.target.checked)}
            slotProps={{ input: testId('booking-paid') }}
          />
        }
        label={t.isPaid}
      />
      <TextField
        select
        label={t.status}
        value={next}
        onChange={(e) => {
          setNext(e.target.value as BookingStatus);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ select: { native: true }, htmlInput: testId('booking-status-select') }}
      >
        {STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      <Button
        variant="contained"
        onClick={() => void save()}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="booking-save"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.save}
      </Button>
    </Stack>
  );
}
