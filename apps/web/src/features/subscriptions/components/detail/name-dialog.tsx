import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { subTexts as t } from '../../texts.ts';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Server field holding the name (acceptor / transferAcceptor): its 400 message shows under the field. */
  field: string;
  testId: string;
  destructive?: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Confirmation that needs the clerk's name ("Geben Sie den Namen des Sachbearbeiters ein."). */
export function NameDialog({
  open,
  title,
  text,
  confirmLabel,
  field,
  testId,
  destructive,
  onSubmit,
  onClose,
}: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setError(null);
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    const value = name.trim();
    if (!value) {
      setError(t.acceptorRequired);
      return false;
    }
    setProblem(null);
    try {
      await onSubmit(value);
      setName('');
      return true;
    } catch (e) {
      if (isApiError(e) && e.kind !== 'network') {
        const message = e.errors[field] ?? e.errors.acceptor ?? e.errors.transferAcceptor;
        if (message) setError(message);
        else setProblem(e.detail);
      } else setProblem(t.saveFailed);
      return false;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      destructive={destructive}
      onConfirm={confirm}
      onClose={close}
    >
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-problem`}>
          {problem}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        required
        margin="normal"
        label={t.acceptorName}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (error && e.target.value.trim()) setError(null);
        }}
        onBlur={() => !name.trim() && setError(t.acceptorRequired)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 255 } }}
      />
    </ConfirmDialog>
  );
}
