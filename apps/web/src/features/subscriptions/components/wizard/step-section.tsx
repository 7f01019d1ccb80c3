import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a wizard step with the section's own error (messages not tied to one field). */
export function StepSection({
  title,
  intro,
  error,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  error?: string | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack spacing={2} component="section" data-testid={testId}>
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" data-testid="section-error">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** Form fields in a responsive grid. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {children}
    </Box>
  );
}
