import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '@zp/domain/format/format';
import { resellerTexts as t } from '@zp/domain/texts/de/resellers';

const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(2, 4)}`;

/** The reseller's commissions per month (last twelve Berlin months), as bars. */
export function RevenueChart({ months }: { months: readonly { month: string; amountCents: number }[] }) {
  return (
    <Box role="img" aria-label={t.revenueTitle} data-testid="reseller-revenue-chart">
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
        yAxis={[{ valueFormatter: (v: number) => formatCents(v), width: 90 }]}
        series={[
          {
            id: 'revenue',
            label: t.revenueSeries,
            data: months.map((m) => m.amountCents),
            valueFormatter: (v: number | null) => (v == null ? '' : formatCents(v)),
          },
        ]}
      />
    </Box>
  );
}
