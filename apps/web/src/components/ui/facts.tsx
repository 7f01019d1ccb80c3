import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs in two columns (one on small screens). */
export function Facts({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {facts.map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {f.value === null || f.value === undefined || f.value === '' ? '–' : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
