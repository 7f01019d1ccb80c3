import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { WizardSkeleton } from '../../../../components/ui/page-states.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { subTexts as t } from '../../texts.ts';

/** Skeleton of a page while it loads. */
export function PageSkeleton({ testId = 'page-loading' }: { testId?: string }) {
  return <WizardSkeleton testId={testId} padding={3} titleWidth="40%" titleHeight={44} />;
}

export function Notice({
  severity,
  children,
  testId,
  action,
}: {
  severity: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Alert severity={severity} data-testid={testId} action={action}>
      {children}
    </Alert>
  );
}

/** A failed load: not found (404), forbidden (403) or a retry. */
export function PageError({
  error,
  onRetry,
  notFound = t.notFound,
  loadFailed = t.loadFailed,
}: {
  error: unknown;
  onRetry: () => void;
  notFound?: string;
  loadFailed?: string;
}) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404)
    return (
      <Notice severity="warning" testId="page-not-found">
        {notFound}
      </Notice>
    );
  if (status === 403)
    return (
      <Notice severity="error" testId="page-forbidden">
        {t.forbidden}
      </Notice>
    );
  return (
    <Notice
      severity="error"
      testId="page-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    >
      {loadFailed}
    </Notice>
  );
}
