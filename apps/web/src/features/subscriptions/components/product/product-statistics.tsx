import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type ProductStatistics as Stats, useProductStatistics } from '../../../../api/subscriptions.ts';
import { formatEuro, formatNumber } from '../../../../lib/format.ts';
import { subTexts } from '../../texts.ts';
import { PageError } from '../shared/page-states.tsx';

const t = subTexts.statistics;
type Measure = 'count' | 'volume';
interface Row {
  key: string;
  label: string;
  count: number;
  volume: number;
  color: string;
}

const STATUSES = ['O', 'F', 'A', 'W'] as const;
const COUNTRY_LABELS: Record<string, string> = {
  de: 'Deutschland',
  deutschland: 'Deutschland',
  at: 'Österreich',
  österreich: 'Österreich',
  ch: 'Schweiz',
  schweiz: 'Schweiz',
  unbekannt: t.unknownCountry,
};
const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit', timeZone: 'UTC' });

const measured = (row: { count: number; volume: number }, measure: Measure) =>
  measure === 'count' ? row.count : row.volume;
const show = (value: number, measure: Measure) =>
  measure === 'count' ? formatNumber(value) : formatEuro(value);
const percentText = (p: number) => formatNumber(Math.round(p * 10) / 10);

/** Every month from the first to the last with data, missing months as zero (`YYYY-MM` → "Jan. 25"). */
function fillMonths(
  rows: Stats['overTime'],
): { key: string; label: string; count: number; volume: number }[] {
  const first = rows[0]?.month;
  const last = rows.at(-1)?.month;
  if (!first || !last) return [];
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const out: { key: string; label: string; count: number; volume: number }[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  // At most ten years of bars: a broken date cannot draw thousands of them.
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && out.length < 120) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const row = byMonth.get(key);
    out.push({
      key,
      label: monthFormat.format(new Date(Date.UTC(year, month - 1, 1))),
      count: row?.count ?? 0,
      volume: row?.volume ?? 0,
    });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

function ChartCard({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Paper>
  );
}

/** Subscribed volume against the target: a donut with the percentage and the amounts beside it. */
function VolumeDonut({ volume, subscribed }: { volume: number; subscribed: number }) {
  const theme = useTheme();
  const hasTarget = volume > 0;
  const percent = hasTarget ? (subscribed / volume) * 100 : 0;
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const arc = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const label = hasTarget ? t.percentLabel(percentText(percent)) : t.noTarget;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 140 140"
        role="img"
        aria-label={t.chartLabel(t.volumeTitle, label)}
        data-testid="statistics-donut"
        data-percent={Math.round(percent)}
        sx={{ width: 160, height: 160, flexShrink: 0 }}
      >
        <circle cx="70" cy="70" r={r} fill="none" stroke={theme.palette.action.hover} strokeWidth="16" />
        {arc > 0 && (
          <circle
            cx="70"
            cy="70"
            r={r}
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth="16"
            strokeLinecap={percent >= 100 ? 'butt' : 'round'}
            strokeDasharray={`${arc} ${circumference}`}
            transform="rotate(-90 70 70)"
          />
        )}
        <text
          x="70"
          y="68"
          textAnchor="middle"
          fontSize="24"
          fontWeight="500"
          fill={theme.palette.text.primary}
        >
          {hasTarget ? `${percentText(percent)} %` : '–'}
        </text>
        <text x="70" y="88" textAnchor="middle" fontSize="11" fill={theme.palette.text.secondary}>
          {t.subscribed}
        </text>
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" data-testid="statistics-subscribed">
          {hasTarget ? t.volumeOf(formatEuro(subscribed), formatEuro(volume)) : formatEuro(subscribed)}
        </Typography>
        {hasTarget ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.subscribed}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatEuro(subscribed)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.target}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatEuro(volume)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.remaining}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatEuro(Math.max(0, volume - subscribed))}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t.noTarget}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** One labelled horizontal bar per row, scaled to the largest value. */
function HorizontalBars({ rows, measure, testId }: { rows: Row[]; measure: Measure; testId: string }) {
  const theme = useTheme();
  const max = Math.max(0, ...rows.map((r) => measured(r, measure)));
  return (
    <Stack spacing={1.5} data-testid={testId}>
      {rows.map((row) => {
        const value = measured(row, measure);
        const width = max > 0 ? (value / max) * 100 : 0;
        return (
          <Box key={row.key} data-testid={`${testId}-${row.key}`} data-count={row.count}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" noWrap>
                {row.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {measure === 'count'
                  ? `${t.countOf(row.count)} · ${formatEuro(row.volume)}`
                  : `${formatEuro(row.volume)} · ${t.countOf(row.count)}`}
              </Typography>
            </Stack>
            <svg
              width="100%"
              height="14"
              role="img"
              aria-label={t.chartLabel(row.label, show(value, measure))}
              style={{ display: 'block' }}
            >
              <rect x="0" y="0" width="100%" height="14" rx="4" fill={theme.palette.action.hover} />
              {width > 0 && <rect x="0" y="0" width={`${width}%`} height="14" rx="4" fill={row.color} />}
            </svg>
          </Box>
        );
      })}
    </Stack>
  );
}

const PLOT_HEIGHT = 160;
const TOP = 22;
const BOTTOM = 26;

/** Monthly bars with the value above each bar and the month below (every n-th label when there are many). */
function MonthlyBars({ rows, measure }: { rows: ReturnType<typeof fillMonths>; measure: Measure }) {
  const theme = useTheme();
  const titleId = useId();
  const n = rows.length;
  const max = Math.max(0, ...rows.map((r) => measured(r, measure)));
  const labelEvery = Math.ceil(n / 12);
  const slot = 100 / n;
  const barWidth = Math.min(slot * 0.6, 6);
  const height = TOP + PLOT_HEIGHT + BOTTOM;
  const summary = rows.map((r) => `${r.label} ${show(measured(r, measure), measure)}`).join(', ');
  return (
    <svg
      width="100%"
      height={height}
      role="img"
      aria-labelledby={titleId}
      data-testid="statistics-over-time-chart"
      data-bars={n}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <title id={titleId}>{t.chartLabel(t.overTimeTitle, summary)}</title>
      <line
        x1="0"
        x2="100%"
        y1={TOP + PLOT_HEIGHT}
        y2={TOP + PLOT_HEIGHT}
        stroke={theme.palette.divider}
        strokeWidth="1"
      />
      {rows.map((row, i) => {
        const value = measured(row, measure);
        const h = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * PLOT_HEIGHT) : 0;
        const center = slot * (i + 0.5);
        const valueLabel = measure === 'count' ? formatNumber(value) : compactEuro(value);
        return (
          <g key={row.key} data-testid="statistics-month" data-month={row.key} data-count={row.count}>
            <title>{`${row.label}: ${t.countOf(row.count)}, ${formatEuro(row.volume)}`}</title>
            {h > 0 && (
              <rect
                x={`${center - barWidth / 2}%`}
                y={TOP + PLOT_HEIGHT - h}
                width={`${barWidth}%`}
                height={h}
                rx="3"
                fill={theme.palette.primary.main}
              />
            )}
            {value > 0 && n <= 24 && (
              <text
                x={`${center}%`}
                y={TOP + PLOT_HEIGHT - h - 6}
                textAnchor="middle"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {valueLabel}
              </text>
            )}
            {i % labelEvery === 0 && (
              <text
                x={`${center}%`}
                y={TOP + PLOT_HEIGHT + 17}
                textAnchor="middle"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {row.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

const compact = new Intl.NumberFormat('de-DE', { notation: 'compact', maximumFractionDigits: 1 });
const compactEuro = (v: number) => `${compact.format(v)} €`;

function Loading() {
  return (
    <Grid container spacing={3} aria-busy="true" data-testid="statistics-loading">
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={220} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={220} />
      </Grid>
      <Grid size={12}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
    </Grid>
  );
}

/** Tab "Statistik" of a product (superuser, issuer): volume against target, over time, by status, by country. */
export function ProductStatistics({ productId }: { productId: string | number }) {
  const theme = useTheme();
  const query = useProductStatistics(productId);
  const [measure, setMeasure] = useState<Measure>('count');

  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound={subTexts.productNotFound}
        loadFailed={t.loadFailed}
      />
    );
  const stats = query.data;
  const statusColors = {
    O: theme.palette.grey[400],
    F: theme.palette.warning.main,
    A: theme.palette.success.main,
    W: theme.palette.error.main,
  };
  const statusRows: Row[] = STATUSES.map((status) => {
    const row = stats.byStatus.find((r) => r.status === status);
    return {
      key: status,
      label: subTexts.statusLabels[status],
      count: row?.count ?? 0,
      volume: row?.volume ?? 0,
      color: statusColors[status],
    };
  });
  const countryRows: Row[] = [...stats.byCountry]
    .sort((a, b) => b.volume - a.volume || b.count - a.count)
    .map((r) => ({
      key: r.country,
      label: COUNTRY_LABELS[r.country.toLowerCase()] ?? r.country,
      count: r.count,
      volume: r.volume,
      color: theme.palette.primary.main,
    }));
  const months = fillMonths(stats.overTime);
  const total = statusRows.reduce((sum, r) => sum + r.count, 0);

  return (
    <Stack spacing={3} data-testid="product-statistics">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2">
          {t.title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_, next: Measure | null) => next && setMeasure(next)}
          aria-label={t.measure}
        >
          <ToggleButton value="count" data-testid="statistics-measure-count">
            {t.count}
          </ToggleButton>
          <ToggleButton value="volume" data-testid="statistics-measure-volume">
            {t.volume}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {total === 0 && (
        <Alert severity="info" data-testid="statistics-empty">
          {t.empty}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t.volumeTitle} testId="statistics-volume">
            <VolumeDonut volume={stats.volume} subscribed={stats.subscribed} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t.byStatusTitle} testId="statistics-by-status">
            <HorizontalBars rows={statusRows} measure={measure} testId="statistics-status" />
          </ChartCard>
        </Grid>
        <Grid size={12}>
          <ChartCard title={t.overTimeTitle} hint={t.overTimeHint} testId="statistics-over-time">
            {months.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t.noSubmitted}
              </Typography>
            ) : (
              <MonthlyBars rows={months} measure={measure} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t.byCountryTitle} hint={t.byCountryHint} testId="statistics-by-country">
            {countryRows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t.noSubmitted}
              </Typography>
            ) : (
              <HorizontalBars rows={countryRows} measure={measure} testId="statistics-country" />
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
