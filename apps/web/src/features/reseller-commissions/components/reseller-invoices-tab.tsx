import { can } from '@zp/domain/auth/permissions';
import { resellerInvoiceTexts as t } from '@zp/domain/texts/de/reseller-commissions';
import { useNavigate } from 'react-router';
import {
  getResellerInvoices,
  type ResellerInvoiceSummary,
  resellerCommissionKeys,
} from '../../../api/reseller-commissions.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { Notice } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

/** Spec 001 §2: ID, Ausgezahlt, Betrag, Erstellungsdatum (the operator also sees the reseller). */
const columns = (admin: boolean): OverviewColumn<ResellerInvoiceSummary>[] => [
  { key: 'number', label: t.id },
  ...(admin
    ? [{ key: 'reseller', label: t.reseller, render: (n: ResellerInvoiceSummary) => n.reseller.name }]
    : []),
  { key: 'isPaid', label: t.paid, render: (n) => (n.isPaid ? t.yes : t.no) },
  { key: 'grossCents', label: t.amount, align: 'right', render: (n) => formatCents(n.grossCents) },
  { key: 'dateOfCreation', label: t.createdAt, render: (n) => formatDate(n.dateOfCreation) },
];

/** Home tab "Provisionsrechnungen" of the reseller (its own) and the operator (all); a row opens the credit note. */
export function ResellerInvoicesTab() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  if (!can(role, 'resellerInvoice.list'))
    return <Notice severity="error" testId="reseller-invoices-forbidden" text={t.forbidden} />;
  return (
    <OverviewTable<ResellerInvoiceSummary>
      queryKey={resellerCommissionKeys.invoices}
      title={t.listTitle}
      columns={columns(role === 'admin')}
      filters={[
        {
          key: 'isPaid',
          label: t.paid,
          type: 'select',
          options: [
            { value: 'true', label: t.yes },
            { value: 'false', label: t.no },
          ],
        },
      ]}
      fetcher={getResellerInvoices}
      onRowClick={(n) => navigate(paths.resellerCommissionsInvoice(n.id))}
      data-testid="reseller-invoices-table"
    />
  );
}
