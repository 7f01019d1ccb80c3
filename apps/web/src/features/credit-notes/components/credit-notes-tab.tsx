import { periodLabel } from '@zp/domain/commissions/credit-notes';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { creditNoteTexts as t } from '@zp/domain/texts/de/credit-notes';
import { useNavigate } from 'react-router';
import { type CreditNoteSummary, creditNoteKeys, getCreditNotes } from '../../../api/credit-notes.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { paths } from '../../../config/paths.ts';

const columns: OverviewColumn<CreditNoteSummary>[] = [
  { key: 'number', label: t.number },
  { key: 'dateOfCreation', label: t.date, render: (n) => formatDate(n.dateOfCreation) },
  { key: 'period', label: t.period, render: (n) => periodLabel(n.period) },
  { key: 'salesrep', label: t.partner, render: (n) => n.salesrep.name },
  { key: 'grossCents', label: t.amount, align: 'right', render: (n) => formatCents(n.grossCents) },
  { key: 'isPaid', label: t.paid, render: (n) => (n.isPaid ? t.yes : t.no) },
];

/** Home tab "Provisionsrechnungen" (partner: its own; provider: its partners'); a row opens the credit note. */
export function CreditNotesTab() {
  const navigate = useNavigate();
  return (
    <OverviewTable<CreditNoteSummary>
      queryKey={creditNoteKeys.list}
      title={t.listTitle}
      columns={columns}
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
      fetcher={getCreditNotes}
      onRowClick={(n) => navigate(paths.commissionsInvoice(n.id))}
      data-testid="credit-notes-table"
    />
  );
}
