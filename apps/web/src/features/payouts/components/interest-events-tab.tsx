import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { useNavigate } from 'react-router';
import { getInterestEvents, type InterestEvent, payoutKeys } from '../../../api/payouts.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { investorName, PaidChip, SCHEDULE_FILTERS, ShortUuid } from './list-parts.tsx';
import { PayoutNotices } from './payout-notices.tsx';

/**
 * Home tab "Zinszahlungen" (spec 001 §2: admin, issuer, investor; filters hidden for investors, who subscribe). Rows open only
 * for the operator side (who books them); an investor sees its schedule on each subscription.
 */
export function InterestEventsTab() {
  const session = useSession();
  const navigate = useNavigate();
  const role = session?.role;
  const isOperator = can(role, 'interestPayment.update');
  const columns: OverviewColumn<InterestEvent>[] = [
    { key: 'dueDate', label: t.columns.dueDate, render: (e) => formatDate(e.dueDate) },
    { key: 'zeichnungUuid', label: t.columns.zeichnung, render: (e) => <ShortUuid uuid={e.zeichnungUuid} /> },
    { key: 'productName', label: t.columns.product },
    ...(isOperator
      ? [{ key: 'investor', label: t.columns.investor, render: (e: InterestEvent) => investorName(e) }]
      : []),
    {
      key: 'period',
      label: t.columns.period,
      render: (e) => t.periodValue(formatDate(e.periodStart), formatDate(e.periodEnd)),
    },
    {
      key: 'amountCents',
      label: t.columns.amount,
      align: 'right',
      render: (e) => formatCents(e.amountCents),
    },
    { key: 'isPaid', label: t.columns.status, render: (e) => <PaidChip isPaid={e.isPaid} /> },
  ];
  const isInvestor = can(role, 'zeichnung.subscribe');
  const table = (
    <OverviewTable<InterestEvent>
      queryKey={[...payoutKeys.events, role ?? '']}
      title={t.interestListTitle}
      columns={columns}
      filters={SCHEDULE_FILTERS}
      hideFilters={isInvestor}
      fetcher={getInterestEvents}
      onRowClick={isOperator ? (e) => navigate(paths.interestPaymentEvent(e.id)) : undefined}
      data-testid="interest-events-table"
    />
  );
  // the investor's Zinsabrechnungen below its events (decision 030)
  if (!isInvestor || !can(role, 'payoutNotice.list')) return table;
  return (
    <Stack spacing={3}>
      {table}
      <PayoutNotices />
    </Stack>
  );
}
