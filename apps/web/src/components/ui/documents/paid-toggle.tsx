import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { formatCents, formatDateTime } from '@zp/domain/format/format';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** The texts of a "paid" tick: its label, the question, and the toasts. */
export interface PaidToggleTexts {
  markPaid: string;
  markPaidTitle: string;
  markPaidBody: (number: string, amount: string) => string;
  markedPaid: string;
  markFailed: string;
}

export interface PaidToggleProps {
  document: { number: string; grossCents: number; isPaid: boolean };
  /** A checkbox (credit notes) or a switch (provider invoices). */
  control: 'checkbox' | 'switch';
  texts: PaidToggleTexts;
  testId: string;
  /** The id of the element that shows the paid state (the control's description). */
  stateId: string;
  /** Marks the document paid (an API error shows its own toast). */
  markPaid: () => Promise<unknown>;
  invalidate: () => unknown;
}

/** The irreversible "paid" tick or switch of a frozen document: asks first, then refreshes the document and lists. */
export function PaidToggle({
  document,
  control,
  texts: t,
  testId,
  stateId,
  markPaid,
  invalidate,
}: PaidToggleProps) {
  const [open, setOpen] = useState(false);
  const Control = control === 'switch' ? Switch : Checkbox;
  return (
    <>
      <FormControlLabel
        control={
          <Control
            checked={document.isPaid}
            disabled={document.isPaid}
            onChange={() => setOpen(true)}
            slotProps={{ input: { 'aria-describedby': stateId } as object }}
          />
        }
        label={t.markPaid}
        data-testid={testId}
      />
      <ConfirmDialog
        open={open}
        title={t.markPaidTitle}
        text={t.markPaidBody(document.number, formatCents(document.grossCents))}
        confirmLabel={t.markPaid}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await markPaid();
            enqueueSnackbar(t.markedPaid, { variant: 'success' });
          } catch (error) {
            // an API error (e.g. already paid) shows its German detail through the client's toast
            if (!isApiError(error)) enqueueSnackbar(t.markFailed, { variant: 'error' });
          } finally {
            setOpen(false);
            void invalidate();
          }
        }}
      />
    </>
  );
}

/** The paid state as a fact: "bezahlt am …" or `open`; its id describes the paid control. */
export function PaidState({
  id,
  document,
  paidOn,
  open,
}: {
  id: string;
  document: { isPaid: boolean; paidAt?: string | null };
  paidOn: (at: string) => string;
  open: string;
}) {
  return (
    <span id={id}>{document.isPaid && document.paidAt ? paidOn(formatDateTime(document.paidAt)) : open}</span>
  );
}
