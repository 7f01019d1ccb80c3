import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** A single message in the middle of the screen, used by the status pages. */
export function CenteredPage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        {children}
      </Paper>
    </Box>
  );
}
