import { formatCents, formatDate } from '@zp/domain/format/format';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import { useNavigate } from 'react-router';
import { getInstallments, type Installment, payoutKeys } from '../../../api/payouts.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { paths } from '../../../config/paths.ts';
import { investorName, PaidChip, SCHEDULE_FILTERS, ShortUuid } from './list-parts.tsx';

const columns: OverviewColumn<Installment>[] = [
  { key: 'paymentDate', label: t.columns.paymentDate, render: (i) => formatDate(i.paymentDate) },
  { key: 'zeichnungUuid', label: t.columns.zeichnung, render: (i) => <ShortUuid uuid={i.zeichnungUuid} /> },
  { key: 'productName', label: t.columns.product },
  { key: 'investor', label: t.columns.investor, render: (i) => investorName(i) },
  { key: 'number', label: t.columns.rate, render: (i) => `${i.number} / ${i.count}` },
  { key: 'amountCents', label: t.columns.amount, align: 'right', render: (i) => formatCents(i.amountCents) },
  { key: 'isPaid', label: t.columns.status, render: (i) => <PaidChip isPaid={i.isPaid} /> },
  {
    key: 'tokensTransfered',
    label: t.columns.tokens,
    render: (i) => (i.isTokenized ? (i.tokensTransfered ? t.yes : t.no) : ''),
  },
];

/** Home tab "Ratenzahlungen" (spec 001 §2: admin, issuer, when a product with instalments exists). */
export function InstallmentsTab() {
  const navigate = useNavigate();
  return (
    <OverviewTable<Installment>
      queryKey={payoutKeys.installments}
      title={t.installmentListTitle}
      columns={columns}
      filters={SCHEDULE_FILTERS}
      fetcher={getInstallments}
      onRowClick={(i) => navigate(paths.installment(i.id))}
      data-testid="installments-table"
    />
  );
}
