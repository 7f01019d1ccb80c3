import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  testid?: string;
}

/** Label/value pairs in two columns (summary, booking data). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 260px) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            data-testid={fact.testid}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
