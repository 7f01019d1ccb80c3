import TextField from '@mui/material/TextField';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { useState } from 'react';
import { useRequestModule } from '../../../../api/bookings.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';

interface Props {
  moduleNumber: number | null;
  onClose: () => void;
}

/** Price request for a module that cannot be booked online (module 10). */
export function ModuleRequestDialog({ moduleNumber, onClose }: Props) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestModule();

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };

  const send = async () => {
    if (moduleNumber === null) return false;
    if (!message.trim()) {
      setError(fieldTexts.required);
      return false;
    }
    await request.mutateAsync({ moduleNumber, message: message.trim() });
    setMessage('');
    return true;
  };

  return (
    <ConfirmDialog
      open={moduleNumber !== null}
      title={t.requestTitle(moduleNumber ?? 0)}
      text=""
      confirmLabel={t.requestSend}
      onConfirm={send}
      onClose={close}
    >
      <TextField
        label={t.requestMessage}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        multiline
        minRows={4}
        fullWidth
        required
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'module-request-message' } }}
      />
    </ConfirmDialog>
  );
}
