import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { ReactNode } from 'react';

export function LoadingState({ label = shellTexts.loading }: { label?: string }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
      aria-busy="true"
      data-testid="booking-loading"
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function ErrorState({
  message = uiTexts.loadFailed,
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      severity="error"
      data-testid="booking-error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {uiTexts.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}

/** A page-level notice (forbidden, not found, nothing booked yet) with an optional action. */
export function NoticeState({
  severity = 'info',
  children,
  action,
  testid = 'booking-notice',
}: {
  severity?: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  action?: ReactNode;
  testid?: string;
}) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Alert severity={severity} data-testid={testid} action={action}>
        {children}
      </Alert>
    </Paper>
  );
}
