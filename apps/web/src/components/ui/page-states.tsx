import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error.ts';

/** Skeleton of a detail page while it loads. */
export function PageSkeleton({ testId = 'page-loading' }: { testId?: string }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} aria-busy="true" data-testid={testId}>
      <Skeleton variant="text" width="20%" />
      <Skeleton variant="text" width="45%" height={44} />
      <Skeleton variant="text" width="30%" />
      <Stack direction="row" spacing={2} sx={{ my: 3 }}>
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} variant="rounded" width={110} height={32} />
        ))}
      </Stack>
      {['e', 'f', 'g', 'h'].map((k) => (
        <Skeleton key={k} variant="rounded" height={40} sx={{ mb: 2 }} />
      ))}
    </Paper>
  );
}

/** Skeleton of a wizard while it loads: its title, the five step dots and four fields. */
export function WizardSkeleton({
  testId,
  padding,
  titleWidth,
  titleHeight,
}: {
  testId: string;
  padding: number;
  titleWidth: string;
  titleHeight: number;
}) {
  return (
    <Paper sx={{ p: { xs: 2, md: padding } }} aria-busy="true" data-testid={testId}>
      <Skeleton variant="text" width={titleWidth} height={titleHeight} />
      <Stack direction="row" spacing={2} sx={{ my: 3 }}>
        {['a', 'b', 'c', 'd', 'e'].map((k) => (
          <Skeleton key={k} variant="circular" width={28} height={28} />
        ))}
      </Stack>
      {['f', 'g', 'h', 'i'].map((k) => (
        <Skeleton key={k} variant="rounded" height={40} sx={{ mb: 2 }} />
      ))}
    </Paper>
  );
}

export interface PageErrorTexts {
  notFound: string;
  forbidden: string;
  loadFailed: string;
}

/** A failed load: not found (404), forbidden (403) or "nicht geladen" with retry. */
export function PageError({
  error,
  onRetry,
  texts,
}: {
  error: unknown;
  onRetry: () => void;
  texts: PageErrorTexts;
}) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) return <Notice severity="warning" testId="page-not-found" text={texts.notFound} />;
  if (status === 403) return <Notice severity="error" testId="page-forbidden" text={texts.forbidden} />;
  return (
    <RetryAlert testId="page-error" onRetry={onRetry}>
      {texts.loadFailed}
    </RetryAlert>
  );
}

/** An error alert with a retry button ("Erneut versuchen" unless `retryLabel` says otherwise). */
export function RetryAlert({
  testId,
  onRetry,
  retryLabel = uiTexts.retry,
  children,
}: {
  testId: string;
  onRetry: () => void;
  retryLabel?: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

export function Notice({
  severity,
  text,
  testId,
}: {
  severity: 'info' | 'warning' | 'error';
  text: string;
  testId: string;
}) {
  return (
    <Alert severity={severity} data-testid={testId}>
      {text}
    </Alert>
  );
}
