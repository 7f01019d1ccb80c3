import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { commonTexts } from '@zp/domain/texts/de/common';
import { dataExportTexts as t } from '@zp/domain/texts/de/data-export';
import { useEffect, useRef, useState } from 'react';
import { downloadDataExport } from '../../../api/data-export.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/download.ts';
import { useSession } from '../../../lib/session.ts';

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 532 → "532 Byte", 48 213 → "47,1 KB", 12 345 678 → "11,8 MB" (binary units, German decimal comma). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 ** 2) return `${number.format(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${number.format(bytes / 1024 ** 2)} MB`;
  return `${number.format(bytes / 1024 ** 3)} GB`;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; received: number }
  | { kind: 'done'; bytes: number; name: string }
  | { kind: 'failed'; message: string };

/**
 * The data export (spec 001 §2 portal menu "data export"; issue 21): one button downloads the zip of CSV files; a
 * progress bar shows the bytes received while the server streams it, then the saved file and its size. Admin
 * exports everything, a superuser its tenant.
 */
export function DataExportPanel() {
  const role = useSession()?.role;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  if (!can(role, 'dataExport.run'))
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {commonTexts.forbidden}
      </Alert>
    );

  const start = async () => {
    abort.current = new AbortController();
    setState({ kind: 'running', received: 0 });
    try {
      const file = await downloadDataExport(
        (received) => setState({ kind: 'running', received }),
        abort.current.signal,
      );
      saveBlob(file.blob, file.name);
      setState({ kind: 'done', bytes: file.bytes, name: file.name });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      const message = !isApiError(error)
        ? t.failed
        : error.kind === 'timeout'
          ? t.timedOut
          : error.kind === 'http'
            ? error.detail
            : t.failed;
      setState({ kind: 'failed', message });
    }
  };

  return (
    <Stack spacing={2} data-testid="data-export">
      <Typography>{t.intro}</Typography>
      <Typography color="text.secondary">{role === 'admin' ? t.introAdmin : t.introProvider}</Typography>
      <Box>
        <Button
          variant="contained"
          onClick={start}
          disabled={state.kind === 'running'}
          data-testid="data-export-start"
        >
          {state.kind === 'failed' ? t.retry : state.kind === 'running' ? t.running : t.start}
        </Button>
      </Box>
      {state.kind === 'running' && (
        <Box data-testid="data-export-progress">
          <LinearProgress aria-label={t.progressLabel} />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="data-export-received" aria-live="polite">
            {t.received(formatBytes(state.received))}
          </Typography>
        </Box>
      )}
      {state.kind === 'done' && (
        <Box>
          <LinearProgress variant="determinate" value={100} aria-label={t.progressLabel} />
          <Alert severity="success" sx={{ mt: 1 }} data-testid="data-export-done">
            {t.done(formatBytes(state.bytes), state.name)}
          </Alert>
        </Box>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" data-testid="data-export-error">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
