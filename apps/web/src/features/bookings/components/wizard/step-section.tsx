import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: ReactNode;
  /** A message about the whole step, e.g. "Wählen Sie mindestens ein Modul aus.". */
  error?: string | null;
  children: ReactNode;
  'data-testid'?: string;
}

/** Heading, optional intro, a step-level error and the step's fields. */
export function StepSection({ title, intro, error, children, ...rest }: Props) {
  return (
    <Stack spacing={2.5} data-testid={rest['data-testid']}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" component="div">
          {intro}
        </Typography>
      )}
      {error && (
        <Alert severity="error" data-testid="booking-step-error">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
