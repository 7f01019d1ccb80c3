import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useInvalidatePayouts } from '../../../api/payouts.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api.ts';

export interface BookingSwitchProps {
  label: string;
  checked: boolean;
  /** Why it cannot be switched yet (shown instead of switching); null when it can. */
  disabled?: boolean;
  title: string;
  text: ReactNode;
  /** Extra fields of the dialog (e.g. the transaction hash). */
  children?: ReactNode;
  /** Saves; false keeps the dialog open (e.g. a missing field). */
  onConfirm: () => Promise<boolean | undefined>;
  success: string;
  testId: string;
}

/**
 * A booking that cannot be undone (paid, tokens transferred): the switch asks first, then saves; once on it stays
 * on. The server's German refusals come as the API client's toast; either way the payout lists are read again.
 */
export function BookingSwitch(p: BookingSwitchProps) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidatePayouts();
  return (
    <>
      <FormControlLabel
        control={
          <Switch checked={p.checked} disabled={p.checked || p.disabled} onChange={() => setOpen(true)} />
        }
        label={p.label}
        data-testid={p.testId}
      />
      <ConfirmDialog
        open={open}
        title={p.title}
        text={p.text}
        confirmLabel={t.confirm}
        destructive
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            const saved = await p.onConfirm();
            if (saved === false) return false;
            enqueueSnackbar(p.success, { variant: 'success' });
            return true;
          } catch (error) {
            if (!isApiError(error)) enqueueSnackbar(t.saveFailed, { variant: 'error' });
            return false;
          } finally {
            // saved or refused: the row (and its lists) as the server has it now
            void invalidate();
          }
        }}
      >
        {p.children}
      </ConfirmDialog>
    </>
  );
}
