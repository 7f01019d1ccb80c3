import Button from '@mui/material/Button';
import { can } from '@zp/domain/auth/permissions';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { useNavigate } from 'react-router';
import {
  downloadPayoutRunSepa,
  getPayoutRuns,
  type PayoutRunRow,
  payoutRunKeys,
} from '../../../api/payout-runs.ts';
import { AddIcon } from '../../../components/ui/icons.tsx';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { FileButton, taxesOf } from './payout-run-parts.tsx';

/** Home tab "Auszahlungen" (admin, issuer; decision 030): the confirmed runs, newest first, and "Neue Auszahlung". */
export function PayoutRunsTab() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const columns: OverviewColumn<PayoutRunRow>[] = [
    { key: 'date', label: T.columns.date, render: (r) => formatDate(r.date) },
    { key: 'productName', label: T.columns.product },
    { key: 'count', label: T.columns.count, align: 'right' },
    { key: 'grossCents', label: T.columns.gross, align: 'right', render: (r) => formatCents(r.grossCents) },
    { key: 'taxes', label: T.columns.taxes, align: 'right', render: (r) => formatCents(taxesOf(r)) },
    { key: 'netCents', label: T.columns.net, align: 'right', render: (r) => formatCents(r.netCents) },
    {
      key: 'sepa',
      label: T.columns.sepa,
      render: (r) =>
        r.hasSepaFile ? (
          <FileButton
            label={T.columns.sepa}
            download={() => downloadPayoutRunSepa(r)}
            testId={`payout-run-sepa-${r.id}`}
          />
        ) : (
          T.noSepa
        ),
    },
  ];
  return (
    <OverviewTable<PayoutRunRow>
      queryKey={[...payoutRunKeys.runs, role ?? '']}
      title={T.listTitle}
      columns={columns}
      fetcher={getPayoutRuns}
      onRowClick={(r) => navigate(paths.payoutRun(r.id))}
      data-testid="payout-runs-table"
      actions={
        can(role, 'payoutRun.confirm') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(paths.payoutRunNew())}
            data-testid="payout-run-new"
          >
            {T.newRun}
          </Button>
        )
      }
    />
  );
}
