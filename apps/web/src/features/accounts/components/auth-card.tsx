import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  testId?: string;
  wide?: boolean;
}

/** The frame of the sign-in, activation and reset pages: a centred card with a heading. */
export function AuthCard({ title, subtitle, children, testId, wide = false }: Props) {
  return (
    <Paper
      data-testid={testId}
      sx={{ p: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: wide ? 960 : 480, width: '100%' }}
    >
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
