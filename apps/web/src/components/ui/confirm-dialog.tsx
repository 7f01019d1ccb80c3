import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { type ReactNode, useId, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog closes when it resolves, stays open when it rejects or returns false. */
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
  /** Shows the confirm button in the error colour (irreversible actions). */
  destructive?: boolean;
  /** Extra content below the text, e.g. a required name field. */
  children?: ReactNode;
}

/** "Achtung"-style question with a pending state while the action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, onConfirm, onClose, destructive = false, children } = props;
  const [pending, setPending] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    setPending(true);
    try {
      if ((await onConfirm()) !== false) onClose();
    } catch (error) {
      console.warn('[confirm] action failed', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} data-testid="confirm-cancel">
          {props.cancelLabel ?? shellTexts.cancel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-ok"
        >
          {props.confirmLabel ?? shellTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
