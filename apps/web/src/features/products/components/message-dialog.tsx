import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import type { ReactNode } from 'react';
import { TitledDialog } from '../../../components/ui/titled-dialog.tsx';

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
  return (
    <TitledDialog open={open} onClose={onClose} title={title} testId={testId}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="message-dialog-ok">
          {t.ok}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
