import { formatCents, formatDate } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import {
  downloadPayoutNotice,
  getPayoutNotices,
  type PayoutNotice,
  payoutRunKeys,
} from '../../../api/payout-runs.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { FileButton, taxesOf } from './payout-run-parts.tsx';

/** The investor's Zinsabrechnungen (one per payout line), newest first, each with its PDF once it is rendered. */
export function PayoutNotices() {
  const columns: OverviewColumn<PayoutNotice>[] = [
    { key: 'date', label: T.columns.date, render: (n) => formatDate(n.date) },
    { key: 'productName', label: T.columns.product },
    { key: 'grossCents', label: T.columns.gross, align: 'right', render: (n) => formatCents(n.grossCents) },
    { key: 'taxes', label: T.columns.taxes, align: 'right', render: (n) => formatCents(taxesOf(n)) },
    { key: 'netCents', label: T.columns.net, align: 'right', render: (n) => formatCents(n.netCents) },
    {
      key: 'pdf',
      label: T.columns.notice,
      render: (n) =>
        n.hasNotice ? (
          <FileButton
            label={T.noticeDownload}
            download={() => downloadPayoutNotice(n)}
            testId={`payout-notice-pdf-${n.id}`}
          />
        ) : (
          T.noticePending
        ),
    },
  ];
  return (
    <OverviewTable<PayoutNotice>
      queryKey={payoutRunKeys.notices}
      title={T.noticesTitle}
      columns={columns}
      fetcher={getPayoutNotices}
      data-testid="payout-notices-table"
    />
  );
}
