import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmPayoutRun, type PayoutPreview, payoutRunKeys } from '../../../api/payout-runs.ts';
import { payoutKeys } from '../../../api/payouts.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The irreversible confirmation: sent once (the button is disabled while it is under way); a refusal (409 already
 * confirmed, blocked by bank data …) stays in the dialog with the server's German detail.
 */
export function ConfirmPayoutDialog({
  preview,
  open,
  onClose,
}: {
  preview: PayoutPreview;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const run = await confirmPayoutRun(preview.productId, preview.date);
      enqueueSnackbar(run.detail, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: payoutRunKeys.all });
      await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
      navigate(paths.payoutRun(run.id));
    } catch (error) {
      setRefusal(isApiError(error) ? error.detail : T.confirmFailed);
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{T.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {T.confirmText(
            preview.totals.count,
            formatCents(preview.totals.netCents),
            formatDate(preview.date),
          )}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="payout-confirm-refusal">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending} data-testid="confirm-cancel">
          {shellTexts.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-ok"
        >
          {T.confirmOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
