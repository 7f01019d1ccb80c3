import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@zp/domain/format/format';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  downloadMyData,
  type ErasureAnswer,
  requestErasure,
  useMyPrivacyRequests,
} from '../../../api/privacy.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { ErasureSummary } from './kept-list.tsx';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

/** The settings' Datenschutz tab of an investor or partner: my data, erasure, my requests (issue 21). */
export function PrivacyTab() {
  const requests = useMyPrivacyRequests();
  const [loaded, setLoaded] = useState<number | null>(null);
  const [downloadState, setDownloadState] = useState<'idle' | 'done' | 'failed'>('idle');
  const [dialog, setDialog] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [erased, setErased] = useState<ErasureAnswer | null>(null);
  const navigate = useNavigate();

  const download = async () => {
    setLoaded(0);
    setDownloadState('idle');
    try {
      await downloadMyData(setLoaded);
      setDownloadState('done');
      void requests.refetch();
    } catch {
      setDownloadState('failed');
    } finally {
      setLoaded(null);
    }
  };

  const erase = async () => {
    if (!password) {
      setError(T.passwordRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      setErased(await requestErasure({ password }));
    } catch (e) {
      setError(isApiError(e) ? (e.errors.password ?? e.detail) : T.erasureFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ pt: 2 }} divider={<Divider flexItem />} data-testid="privacy-tab">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {T.exportTitle}
        </Typography>
        <Typography variant="body2">{T.exportText}</Typography>
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={loaded !== null}
          onClick={() => void download()}
          data-testid="privacy-download"
        >
          {T.exportButton}
        </Button>
        {loaded !== null && (
          <Stack spacing={0.5} data-testid="privacy-download-progress">
            <LinearProgress />
            <Typography variant="body2">{T.exportProgress(sizeOf(loaded))}</Typography>
          </Stack>
        )}
        {downloadState === 'done' && (
          <Alert severity="success" data-testid="privacy-download-done">
            {T.exportDone}
          </Alert>
        )}
        {downloadState === 'failed' && <Alert severity="error">{T.exportFailed}</Alert>}
      </Stack>

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {T.erasureTitle}
        </Typography>
        <Typography variant="body2">{T.erasureText}</Typography>
        <Alert severity="warning">{T.erasureWarning}</Alert>
        <Button
          variant="outlined"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setDialog(true)}
          data-testid="privacy-erase"
        >
          {T.erasureButton}
        </Button>
      </Stack>

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {T.requestsTitle}
        </Typography>
        {requests.data?.results.length === 0 && <Typography variant="body2">{T.noRequests}</Typography>}
        <List dense data-testid="privacy-requests">
          {requests.data?.results.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={`${T.kind[r.kind]} – ${T.status[r.status]}`}
                secondary={formatDateTime(r.requestedAt)}
              />
            </ListItem>
          ))}
        </List>
      </Stack>

      <Dialog open={dialog} onClose={() => !busy && !erased && setDialog(false)} data-testid="privacy-dialog">
        <DialogTitle>{erased ? T.erased : T.dialogTitle}</DialogTitle>
        <DialogContent>
          {erased ? (
            <ErasureSummary result={erased} />
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{T.dialogText}</DialogContentText>
              <DialogContentText sx={{ mb: 2 }}>{T.erasureWarning}</DialogContentText>
              <TextField
                type="password"
                label={T.passwordLabel}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={Boolean(error)}
                helperText={error || ' '}
                fullWidth
                autoFocus
                autoComplete="current-password"
                slotProps={{ htmlInput: { 'data-testid': 'privacy-password' } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {erased ? (
            <Button
              variant="contained"
              onClick={() => navigate(paths.logout(), { replace: true })}
              data-testid="privacy-close"
            >
              {T.close}
            </Button>
          ) : (
            <>
              <Button onClick={() => setDialog(false)} disabled={busy}>
                {T.cancel}
              </Button>
              <Button
                color="error"
                variant="contained"
                onClick={() => void erase()}
                disabled={busy}
                data-testid="privacy-confirm"
              >
                {T.confirm}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
