import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESELLER_TIERS } from '@zp/domain/resellers/tiers';
import { resellerTexts as t } from '@zp/domain/texts/de/resellers';
import { enqueueSnackbar } from 'notistack';
import { lazy, Suspense } from 'react';
import { type ResellerDashboardDto, useResellerDashboard } from '../../../api/resellers.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';

// The chart library loads only for the reseller's panel.
const RevenueChart = lazy(() => import('./revenue-chart.tsx').then((m) => ({ default: m.RevenueChart })));

/** Progress from the current tier's threshold (0 without one) to the next tier's, in percent. */
function progressOf(d: ResellerDashboardDto): number {
  if (!d.nextTier) return 100;
  const to = d.livePortals + d.nextTier.missing;
  const from = RESELLER_TIERS.find((x) => x.tier === d.tier)?.from ?? 0;
  return Math.round(((d.livePortals - from) / (to - from)) * 100);
}

function TierCard({ d }: { d: ResellerDashboardDto }) {
  const sentence = !d.nextTier
    ? t.tierTop
    : d.tier
      ? t.tierMissingTo(d.nextTier.missing, d.nextTier.tier)
      : t.tierNone(d.nextTier.missing);
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="reseller-tier">
      <Typography variant="h6" component="h3" gutterBottom>
        {t.tierTitle}
      </Typography>
      <Typography variant="h5" component="p">
        {t.tierCurrent(d.tier)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t.livePortals(d.livePortals)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressOf(d)}
        aria-label={sentence}
        sx={{ height: 8, borderRadius: 1, my: 1 }}
      />
      <Typography data-testid="reseller-tier-missing">{sentence}</Typography>
    </Paper>
  );
}

function LinkRow({ label, url }: { label: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t.copied, { variant: 'success' });
    } catch {
      enqueueSnackbar(t.copyFailed, { variant: 'error' });
    }
  };
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-all', flex: 1 }}>
          {url}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void copy()}
          aria-label={`${t.copy}: ${label}`}
        >
          {t.copy}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The reseller's panel on the start tab: tier and progress, commissions per month, recruiting links. */
export function ResellerDashboard() {
  const query = useResellerDashboard();
  if (query.isPending)
    return <Skeleton variant="rounded" height={240} data-testid="reseller-dashboard-loading" />;
  if (query.isError)
    return isApiError(query.error) && (query.error.status === 403 || query.error.status === 404) ? (
      <Alert severity="error">{t.forbidden}</Alert>
    ) : (
      <RetryAlert testId="reseller-dashboard-error" onRetry={() => void query.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  const d = query.data;
  const hasRevenue = d.revenue.some((m) => m.amountCents > 0);
  return (
    <section data-testid="reseller-dashboard">
      <Typography variant="h6" component="h2" gutterBottom>
        {t.dashboardTitle}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TierCard d={d} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {t.revenueTitle}
            </Typography>
            {hasRevenue ? (
              <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                <RevenueChart months={d.revenue} />
              </Suspense>
            ) : (
              <Alert severity="info" data-testid="reseller-revenue-empty">
                {t.revenueEmpty}
              </Alert>
            )}
          </Paper>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="reseller-links">
            <Typography variant="h6" component="h3" gutterBottom>
              {t.linksTitle}
            </Typography>
            <Stack spacing={2}>
              <LinkRow label={t.linkSuperuser} url={d.links.superuserSignupUrl} />
              <LinkRow label={t.linkReseller} url={d.links.resellerSignupUrl} />
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </section>
  );
}
