import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardTexts } from '@zp/domain/texts/de/home';
import type { ReactNode } from 'react';
import type { Session } from '../../../lib/session.ts';
import { RolePanel } from './role-panel.tsx';
import { StatCards } from './stat-cards.tsx';

/**
 * "Start": welcome text by role, the role's quick links and the statistics cards; `panel` is a role's own panel
 * composed by the home page (the reseller's tier, revenue and links, issue 19).
 */
export function StartTab({ session, panel }: { session: Session; panel?: ReactNode }) {
  return (
    <Stack spacing={3} data-testid="start-tab">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="welcome">
            <Typography variant="h5" component="h2" gutterBottom>
              {dashboardTexts.greeting(session.displayName ?? '')}
            </Typography>
            <Typography>{dashboardTexts.welcome[session.role]}</Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RolePanel session={session} />
        </Grid>
      </Grid>
      <section>
        <Typography variant="h6" component="h2" gutterBottom>
          {dashboardTexts.statsTitle}
        </Typography>
        <StatCards role={session.role} />
      </section>
      {panel}
    </Stack>
  );
}
