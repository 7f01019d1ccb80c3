import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import { type ReactNode, useId } from 'react';

/** A dialog that only informs ("Fehler", "Freigabe nicht möglich"). */
export function MessageDialog({
  open,
  title,
  children,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="message-dialog-ok">
          {t.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
