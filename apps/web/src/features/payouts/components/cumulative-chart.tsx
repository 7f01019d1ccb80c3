import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import type { CumulativePoint } from '../model/schedule.ts';

const euros = (cents: number | null) => (cents == null ? '' : formatCents(cents));

/** Cumulative interest of one subscription: what was paid (solid) against what the plan promises (dashed area). */
export function CumulativeChart({ points }: { points: readonly CumulativePoint[] }) {
  return (
    <Box role="img" aria-label={t.chartLabel} data-testid="interest-chart">
      <LineChart
        height={260}
        margin={{ right: 56 }}
        xAxis={[{ scaleType: 'point', data: points.map((p) => formatDate(p.dueDate)) }]}
        yAxis={[{ valueFormatter: (v: number) => formatCents(v), width: 90 }]}
        series={[
          {
            id: 'planned',
            label: t.chartPlanned,
            data: points.map((p) => p.plannedCents),
            valueFormatter: euros,
            area: true,
            showMark: false,
            color: '#b0bec5',
          },
          {
            id: 'paid',
            label: t.chartPaid,
            data: points.map((p) => p.paidCents),
            valueFormatter: euros,
            color: '#2e7d32',
          },
        ]}
      />
    </Box>
  );
}
