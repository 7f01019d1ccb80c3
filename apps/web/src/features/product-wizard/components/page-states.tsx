import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert, WizardSkeleton } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { wizardTexts as t } from '../texts.ts';

/** The page frame: title, optional subtitle, content. */
export function WizardFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="product-wizard-page">
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <Stack sx={{ mt: 3 }}>{children}</Stack>
    </Paper>
  );
}

export function WizardLoading() {
  return <WizardSkeleton testId="product-wizard-loading" padding={4} titleWidth="35%" titleHeight={40} />;
}

export function WizardForbidden() {
  return (
    <Alert severity="error" data-testid="product-wizard-forbidden">
      {t.forbidden}
    </Alert>
  );
}

export function WizardNotFound() {
  return (
    <Alert severity="warning" data-testid="product-wizard-not-found">
      {t.notFound}
    </Alert>
  );
}

/** 404 → not found, 403 → forbidden, anything else → load error with retry. */
export function WizardLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) return <WizardNotFound />;
  if (status === 403) return <WizardForbidden />;
  return (
    <RetryAlert testId="product-wizard-error" onRetry={onRetry} retryLabel={t.retry}>
      {t.loadFailed}
    </RetryAlert>
  );
}
