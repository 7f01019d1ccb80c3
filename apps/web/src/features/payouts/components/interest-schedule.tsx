import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { lazy, Suspense } from 'react';
import { interestScheduleQuery, interestSummaryQuery } from '../../../api/payouts.ts';
import { Notice, RetryAlert } from '../../../components/ui/page-states.tsx';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { cumulativeSeries, rowStateOf, type ScheduleRowState } from '../model/schedule.ts';

// The chart library loads only with a schedule to draw.
const CumulativeChart = lazy(() =>
  import('./cumulative-chart.tsx').then((m) => ({ default: m.CumulativeChart })),
);

function StateChip({ state }: { state: ScheduleRowState }) {
  if (state === 'paid') return <Chip size="small" color="success" label={t.statusLabels.paid} />;
  if (state === 'next') return <Chip size="small" color="primary" label={t.nextDue} />;
  return <Chip size="small" variant="outlined" label={t.statusLabels.open} />;
}

/**
 * The "Zinsplan" of one subscription (issue 18, the investor's view): sums paid and open, the cumulative payouts
 * chart and every interest event — past ones paid, the next due highlighted (as the server's clock says).
 */
export function InterestSchedule({ zeichnungId }: { zeichnungId: number }) {
  const schedule = useQuery(interestScheduleQuery(zeichnungId));
  const summary = useQuery(interestSummaryQuery(zeichnungId));
  if (schedule.isPending || summary.isPending)
    return <Skeleton variant="rounded" height={200} data-testid="interest-schedule-loading" />;
  if (schedule.isError || summary.isError)
    return (
      <RetryAlert
        testId="interest-schedule-error"
        onRetry={() => {
          void schedule.refetch();
          void summary.refetch();
        }}
      >
        {t.scheduleLoadFailed}
      </RetryAlert>
    );
  const events = schedule.data;
  if (events.length === 0)
    return <Notice severity="info" testId="interest-schedule-empty" text={t.scheduleEmpty} />;
  const nextId = summary.data.next?.id;
  return (
    <Stack spacing={2} data-testid="interest-schedule">
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Figure
          label={t.paidTotal}
          value={formatCents(summary.data.paidTotalCents)}
          testId="schedule-paid-total"
        />
        <Figure
          label={t.openTotal}
          value={formatCents(summary.data.openTotalCents)}
          testId="schedule-open-total"
        />
        <Figure
          label={t.nextDue}
          value={summary.data.next ? formatDate(summary.data.next.dueDate) : '–'}
          testId="schedule-next-due"
        />
      </Stack>
      <Typography variant="h6" component="h2">
        {t.chartTitle}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <CumulativeChart points={cumulativeSeries(events)} />
      </Suspense>
      <TableContainer>
        <Table
          size="small"
          aria-label={t.scheduleTitle}
          data-testid="interest-schedule-table"
          sx={STACKED_ON_PHONE}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t.columns.dueDate}</TableCell>
              <TableCell>{t.columns.period}</TableCell>
              <TableCell align="right">{t.days}</TableCell>
              <TableCell align="right">{t.columns.amount}</TableCell>
              <TableCell>{t.columns.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => {
              const state = rowStateOf(e, nextId);
              return (
                <TableRow key={e.id} selected={state === 'next'} data-state={state}>
                  <TableCell data-label={t.columns.dueDate}>{formatDate(e.dueDate)}</TableCell>
                  <TableCell data-label={t.columns.period}>
                    {t.periodValue(formatDate(e.periodStart), formatDate(e.periodEnd))}
                  </TableCell>
                  <TableCell align="right" data-label={t.days}>
                    {e.days}
                  </TableCell>
                  <TableCell align="right" data-label={t.columns.amount}>
                    {formatCents(e.amountCents)}
                  </TableCell>
                  <TableCell data-label={t.columns.status}>
                    <StateChip state={state} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
