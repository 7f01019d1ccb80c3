import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { useInterestSummary } from '../../../api/payouts.ts';

/**
 * The investor's home card (issue 18): the next payout and the interest paid this year. Nothing while it loads,
 * when it fails, or while the investor has no interest events at all.
 */
export function PayoutSummary() {
  const summary = useInterestSummary(true);
  const s = summary.data;
  if (!s || s.paidTotalCents + s.openTotalCents === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="payout-summary">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.homeTitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 6 }}>
          <Stack>
            <Typography variant="caption" color="text.secondary">
              {t.nextPayout}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="payout-next">
              {s.next
                ? t.nextPayoutValue(
                    formatDate(s.next.dueDate),
                    formatCents(s.next.amountCents),
                    s.next.productName,
                  )
                : t.noNextPayout}
            </Typography>
          </Stack>
          <Stack>
            <Typography variant="caption" color="text.secondary">
              {t.paidThisYear(s.year)}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="payout-paid-year">
              {formatCents(s.paidThisYearCents)}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
