import { periodLabel } from '@zp/domain/commissions/credit-notes';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { providerInvoiceTexts as t } from '@zp/domain/texts/de/billing';
import { useNavigate } from 'react-router';
import {
  getProviderInvoices,
  type ProviderInvoiceSummary,
  providerInvoiceKeys,
} from '../../../api/provider-billing.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { paths } from '../../../config/paths.ts';
import { DownloadButton } from './download-button.tsx';

const columns: OverviewColumn<ProviderInvoiceSummary>[] = [
  { key: 'number', label: t.number },
  { key: 'providerName', label: t.provider },
  { key: 'period', label: t.period, render: (i) => periodLabel(i.period) },
  { key: 'netCents', label: t.net, align: 'right', render: (i) => formatCents(i.netCents) },
  { key: 'grossCents', label: t.gross, align: 'right', render: (i) => formatCents(i.grossCents) },
  { key: 'isPaid', label: t.paid, render: (i) => (i.isPaid ? t.yes : t.no) },
  { key: 'invoiceDate', label: t.invoiceDate, render: (i) => formatDate(i.invoiceDate) },
  { key: 'pdf', label: t.pdf, render: (i) => <DownloadButton invoice={i} variant="text" label={t.pdf} /> },
];

/**
 * The provider invoices, 10 a page, filtered by bezahlt/offen; a row opens the invoice. The operator sees all,
 * a provider its own (the server scopes the list).
 */
export function ProviderInvoicesTable({
  title,
  emptyText,
  testId,
}: {
  title: string;
  emptyText: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <OverviewTable<ProviderInvoiceSummary>
      queryKey={providerInvoiceKeys.list}
      title={title}
      columns={columns}
      emptyText={emptyText}
      filters={[
        {
          key: 'isPaid',
          label: t.status,
          type: 'select',
          options: [
            { value: 'true', label: t.statusPaid },
            { value: 'false', label: t.statusOpen },
          ],
        },
      ]}
      fetcher={getProviderInvoices}
      onRowClick={(i) => navigate(paths.providerInvoice(i.id))}
      data-testid={testId}
    />
  );
}
