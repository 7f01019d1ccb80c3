import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reminderTexts as t } from '@zp/domain/texts/de/reminders';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cancelReminder } from '../../../api/reminders.ts';
import { isApiError } from '../../../lib/api-error.ts';

type State = { kind: 'waiting' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/investor/cancel-reminder/:investorId/:reminder` (public, investor portal; spec 001 §2): cancels the reminder of
 * the link at once, shows the waiting state, then a success or error dialog (spec 001 §8 messages), then `/`.
 */
export function CancelReminderPage({ investorId, reminder }: { investorId?: string; reminder?: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!investorId || !reminder || !/^\d+$/.test(investorId) || !UUID.test(reminder)) {
      setState({ kind: 'failed', message: t.cancelNoId });
      return;
    }
    cancelReminder(investorId, reminder)
      .then((a) => setState({ kind: 'done', message: a.detail }))
      .catch((error) =>
        setState({
          kind: 'failed',
          message:
            isApiError(error) && error.status === 400
              ? t.cancelNoId
              : isApiError(error) && error.status === 429
                ? error.detail
                : t.cancelFailed,
        }),
      );
  }, [investorId, reminder]);
  const toStart = () => navigate('/', { replace: true });

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, maxWidth: 560, mx: 'auto' }} data-testid="cancel-reminder">
      {state.kind === 'waiting' && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
          aria-busy="true"
          data-testid="cancel-waiting"
        >
          <CircularProgress size={24} />
          <Typography>{t.cancelWaiting}</Typography>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" data-testid="cancel-error-inline">
          {state.message}
        </Alert>
      )}
      <Dialog open={state.kind !== 'waiting'} onClose={toStart} aria-labelledby="cancel-reminder-title">
        <DialogTitle id="cancel-reminder-title">
          {state.kind === 'done' ? t.cancelSuccessTitle : t.cancelErrorTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText data-testid={state.kind === 'done' ? 'cancel-success' : 'cancel-error'}>
            {state.kind === 'waiting' ? '' : state.message}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={toStart} variant="contained" autoFocus data-testid="cancel-to-start">
            {t.toStart}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
