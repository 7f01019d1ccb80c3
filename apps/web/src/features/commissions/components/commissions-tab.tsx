import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { commissionTexts as t } from '@zp/domain/texts/de/commissions';
import { type ReactNode, useState } from 'react';
import { type Commission, commissionKeys, listCommissions } from '../../../api/commissions.ts';
import { OverviewTable } from '../../../components/ui/overview-table/overview-table.tsx';
import {
  type OverviewColumn,
  type OverviewFetcher,
  type OverviewFilter,
  toOverviewQuery,
} from '../../../components/ui/overview-table/types.ts';
import { formatCents, formatDate, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

const STATUS_COLOR = { O: 'default', A: 'info', R: 'warning', P: 'success' } as const;

const FILTERS: readonly OverviewFilter[] = [
  {
    key: 'status',
    label: t.filters.status,
    type: 'select',
    options: (['O', 'A', 'R', 'P'] as const).map((s) => ({ value: s, label: t.status[s] })),
  },
  { key: 'start-date', label: t.filters.from, type: 'date' },
  { key: 'end-date', label: t.filters.to, type: 'date' },
  { key: 'product-id', label: t.filters.product, type: 'text' },
];

const col = {
  id: { key: 'id', label: t.columns.id },
  date: { key: 'createdAt', label: t.columns.date, render: (c) => formatDate(c.createdAt) },
  product: {
    key: 'productName',
    label: t.columns.product,
    render: (c) => c.productName ?? `#${c.productId ?? ''}`,
  },
  partner: {
    key: 'salesrepName',
    label: t.columns.partner,
    render: (c) => c.salesrepName ?? `#${c.salesrepId}`,
  },
  level: { key: 'level', label: t.columns.level, render: (c) => t.levelName(c.level) },
  rateType: {
    key: 'rateType',
    label: t.columns.rateType,
    render: (c) => (c.reversesCommissionId !== null ? t.clawback : t.rateType[c.rateType]),
  },
  percentage: {
    key: 'percentage',
    label: t.columns.percentage,
    align: 'right',
    render: (c) => `${formatNumber(c.percentage)} %`,
  },
  amount: {
    key: 'amountCents',
    label: t.columns.amount,
    align: 'right',
    render: (c) => formatCents(c.amountCents),
  },
  status: {
    key: 'status',
    label: t.columns.status,
    render: (c) => <Chip size="small" label={t.status[c.status]} color={STATUS_COLOR[c.status]} />,
  },
  email: { key: 'superuserEmail', label: t.columns.superuserEmail, render: (c) => c.superuserEmail ?? '–' },
} satisfies Record<string, OverviewColumn<Commission>>;

/** Spec 001 §7: the operator's columns ID, Betrag, Status, Superuser E-Mail; partners and providers see the detail. */
const COLUMNS: Record<'admin' | 'superuser' | 'salesrep', readonly OverviewColumn<Commission>[]> = {
  admin: [col.id, col.date, col.amount, col.status, col.email],
  superuser: [
    col.id,
    col.date,
    col.product,
    col.partner,
    col.level,
    col.rateType,
    col.percentage,
    col.amount,
    col.status,
  ],
  salesrep: [col.id, col.date, col.product, col.level, col.rateType, col.percentage, col.amount, col.status],
};

const fetchPage: OverviewFetcher<Commission> = (params, signal) =>
  listCommissions(toOverviewQuery(params), signal);

/**
 * Home tab "Provision" (partner: its own; superuser: its tenant's; admin: all), 10 rows a page with filters.
 * `historyOf`: a commission's own history (composed in by the app from the records area), opened by its row.
 */
export function CommissionsTab({ historyOf }: { historyOf?: (commissionId: number) => ReactNode }) {
  const role = useSession()?.role;
  const columns = COLUMNS[role === 'admin' || role === 'superuser' ? role : 'salesrep'];
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box data-testid="commissions-tab">
      <OverviewTable<Commission>
        queryKey={commissionKeys.list(role ?? '')}
        title={t.title}
        columns={columns}
        fetcher={fetchPage}
        filters={FILTERS}
        onRowClick={historyOf ? (c) => setOpen(c.id) : undefined}
        data-testid="commissions-table"
      />
      {historyOf && (
        <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" fullWidth>
          <DialogContent data-testid="commission-history">{open !== null && historyOf(open)}</DialogContent>
        </Dialog>
      )}
    </Box>
  );
}
