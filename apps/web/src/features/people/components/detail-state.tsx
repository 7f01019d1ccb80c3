import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** Skeleton of a detail page while it loads. */
export function DetailSkeleton() {
  return (
    <Paper sx={{ p: 3 }} aria-busy="true" data-testid="detail-loading">
      <Skeleton variant="text" width="40%" height={40} />
      <Skeleton variant="text" width="25%" />
      <Stack direction="row" spacing={2} sx={{ my: 3 }}>
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} variant="rounded" width={120} height={32} />
        ))}
      </Stack>
      {['d', 'e', 'f', 'g'].map((k) => (
        <Skeleton key={k} variant="rounded" height={40} sx={{ mb: 2 }} />
      ))}
    </Paper>
  );
}

/** "Nicht gefunden", "nicht berechtigt" or "nicht geladen" (with retry) for a failed detail query. */
export function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) {
    return (
      <Alert severity="warning" data-testid="detail-not-found">
        {accountTexts.notFound}
      </Alert>
    );
  }
  if (status === 403) return <DetailForbidden />;
  return (
    <RetryAlert testId="detail-error" onRetry={onRetry}>
      {accountTexts.loadFailed}
    </RetryAlert>
  );
}

/** Shown instead of a detail page the role may not open. */
export function DetailForbidden() {
  return (
    <Alert severity="error" data-testid="detail-forbidden">
      {accountTexts.forbiddenPage}
    </Alert>
  );
}
