import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  withdrawZeichnung,
  type Zeichnung,
  zeichnungKeys,
  zeichnungQuery,
} from '../../../../api/subscriptions.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { subTexts as t } from '../../texts.ts';

/**
 * The investor's withdrawal right (docs/decisions/012): "Zeichnung widerrufen" with a confirmation until the last
 * day of the 14-day period (the server decides `possible` by its clock), then only the period's end; after a
 * withdrawal its date.
 */
export function WithdrawalSection({ zeichnung: z }: { zeichnung: Zeichnung }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const w = z.withdrawal;
  if (!w) return null;

  const withdraw = async () => {
    try {
      const updated = await withdrawZeichnung(z.id);
      queryClient.setQueryData(zeichnungQuery(z.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
      enqueueSnackbar(updated.detail, { variant: 'success' });
      return true;
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
      void queryClient.invalidateQueries({ queryKey: zeichnungQuery(z.id).queryKey });
      return false;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="withdrawal">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t.withdrawTitle}
      </Typography>
      {z.status === 'W' && w.withdrawnAt ? (
        <Alert severity="info" data-testid="withdrawn-on">
          {t.withdrawnOn(formatDate(w.withdrawnAt))}
        </Alert>
      ) : w.possible ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" data-testid="withdraw-until">
            {t.withdrawUntil(formatDate(w.endsOn))}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setOpen(true)}
            data-testid="withdraw-button"
          >
            {t.withdrawButton}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="withdraw-over">
          {t.withdrawPeriodOver(formatDate(w.endsOn))}
        </Typography>
      )}
      <ConfirmDialog
        open={open}
        title={t.withdrawConfirmTitle}
        text={t.withdrawConfirmText(z.productName)}
        confirmLabel={t.withdrawButton}
        destructive
        onConfirm={withdraw}
        onClose={() => setOpen(false)}
      />
    </Paper>
  );
}
