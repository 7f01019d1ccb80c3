import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { can, type Permission } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { dashboardTexts } from '@zp/domain/texts/de/home';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { COUNT_KEYS, type CountKey, useCounts } from '../model/counts.ts';

const CARD_PERMISSION: Record<CountKey, Permission> = {
  issuers: 'stats.issuers',
  products: 'stats.products',
  investors: 'stats.investors',
  salesreps: 'stats.salesreps',
  zeichnungs: 'stats.zeichnungen',
  resellers: 'stats.resellers',
  superusers: 'stats.superusers',
};

const cardSize = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/** The statistics cards of `GET /count`: one per key the answer contains. */
export function StatCards({ role }: { role: Role }) {
  const query = useCounts();

  if (query.isPending) {
    // As many placeholders as the role has cards.
    const expected = COUNT_KEYS.filter((key) => can(role, CARD_PERMISSION[key]));
    return (
      <Grid container spacing={2} aria-busy="true" data-testid="stat-cards-loading">
        {expected.map((key) => (
          <Grid key={key} size={cardSize}>
            <Card variant="outlined">
              <CardContent>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="30%" height={48} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert testId="stat-cards-error" onRetry={() => void query.refetch()}>
        {dashboardTexts.statsFailed}
      </RetryAlert>
    );
  }
  const counts = query.data;
  const keys = COUNT_KEYS.filter((key) => typeof counts[key] === 'number');
  if (keys.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="stat-cards-empty">
        {dashboardTexts.statsEmpty}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} data-testid="stat-cards">
      {keys.map((key) => (
        <Grid key={key} size={cardSize}>
          <Card variant="outlined" data-testid={`stat-card-${key}`} sx={{ height: '100%' }}>
            <CardContent>
              <Typography color="text.secondary" gutterBottom>
                {dashboardTexts.stats[key]}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`stat-value-${key}`}>
                {formatNumber(counts[key] ?? 0)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
