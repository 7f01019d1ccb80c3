import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { subTexts as t } from '../texts.ts';

interface Props {
  confirming: boolean;
  problem: string | null;
  onConfirm: () => Promise<boolean>;
  onCloseConfirm: () => void;
  onCloseProblem: () => void;
}

/**
 * The confirmation before a subscription starts and the "not released" answer. Loaded lazily by
 * `useStartSubscription` at the investor's first click: the dialog machinery (modal, focus trap, transitions) is not
 * part of the product page's first load (issue 22).
 */
export default function StartSubscriptionDialogs(props: Props) {
  const titleId = useId();
  return (
    <>
      <ConfirmDialog
        open={props.confirming}
        title={t.startTitle}
        text={t.startText}
        confirmLabel={t.startConfirm}
        onConfirm={props.onConfirm}
        onClose={props.onCloseConfirm}
      />
      <Dialog
        open={props.problem !== null}
        onClose={props.onCloseProblem}
        aria-labelledby={titleId}
        data-testid="zeichnung-start-error"
      >
        <DialogTitle id={titleId}>{t.notReleasedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{props.problem}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={props.onCloseProblem}>
            {t.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
