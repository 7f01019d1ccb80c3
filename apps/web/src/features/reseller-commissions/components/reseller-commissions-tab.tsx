import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import type { ResellerCommissionStatus } from '@zp/domain/resellers/commissions';
import { tierLabel } from '@zp/domain/resellers/tiers';
import { resellerCommissionTexts as t } from '@zp/domain/texts/de/reseller-commissions';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  approveResellerCommission,
  getResellerCommissions,
  type ResellerCommission,
  resellerCommissionKeys,
  useInvalidateResellerCommissions,
} from '../../../api/reseller-commissions.ts';
import {
  type OverviewColumn,
  type OverviewFilter,
  OverviewTable,
} from '../../../components/ui/overview-table/index.ts';
import { Notice } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api.ts';
import { formatCents, formatDate, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { CommissionAccountCards } from './commission-account.tsx';

const STATUS_COLOR = { O: 'default', A: 'info', R: 'warning', P: 'success' } as const;
const STATUSES: readonly ResellerCommissionStatus[] = ['O', 'A', 'R', 'P'];

const FILTERS: readonly OverviewFilter[] = [
  {
    key: 'status',
    label: t.status,
    type: 'select',
    options: STATUSES.map((s) => ({ value: s, label: t.statusLabels[s] })),
  },
];

function ApproveButton({ row }: { row: ResellerCommission }) {
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateResellerCommissions();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      data-testid={`reseller-commission-approve-${row.id}`}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        try {
          await approveResellerCommission(row.id);
          enqueueSnackbar(t.approved, { variant: 'success' });
        } catch (error) {
          if (!isApiError(error)) enqueueSnackbar(t.approveFailed, { variant: 'error' });
        } finally {
          setBusy(false);
          void invalidate();
        }
      }}
    >
      {t.approve}
    </Button>
  );
}

const columns = (admin: boolean): OverviewColumn<ResellerCommission>[] => [
  { key: 'id', label: t.id },
  { key: 'createdAt', label: t.createdAt, render: (c) => formatDate(c.createdAt) },
  ...(admin
    ? [{ key: 'reseller', label: t.reseller, render: (c: ResellerCommission) => c.reseller.name }]
    : []),
  {
    key: 'superuser',
    label: t.providerEmail,
    render: (c) => `${c.superuser.name} (${c.superuser.email})`,
  },
  { key: 'level', label: t.level, render: (c) => t.levelLabel(c.level) },
  { key: 'tier', label: t.tier, render: (c) => tierLabel(c.tier) },
  {
    key: 'percentage',
    label: t.percentage,
    align: 'right',
    render: (c) => `${formatNumber(c.percentage)}\u00a0%`,
  },
  { key: 'amountCents', label: t.amount, align: 'right', render: (c) => formatCents(c.amountCents) },
  {
    key: 'status',
    label: t.status,
    render: (c) => <Chip size="small" label={c.statusLabel} color={STATUS_COLOR[c.status]} />,
  },
  ...(admin
    ? [
        {
          key: 'approve',
          label: '',
          render: (c: ResellerCommission) => (c.status === 'O' ? <ApproveButton row={c} /> : null),
        },
      ]
    : []),
];

/**
 * Home tab "Provision Reseller" (spec 001 §2: admin, reseller): the reseller's commission account with its payout
 * request, and the commissions, 10 a page with the status filter; the operator approves open ones.
 */
export function ResellerCommissionsTab() {
  const role = useSession()?.role;
  if (!can(role, 'resellerCommission.list'))
    return <Notice severity="error" testId="reseller-commissions-forbidden" text={t.forbidden} />;
  const admin = can(role, 'resellerCommission.approve');
  return (
    <Stack spacing={3} data-testid="reseller-commissions-tab">
      {role === 'reseller' && <CommissionAccountCards />}
      <Box>
        <OverviewTable<ResellerCommission>
          queryKey={resellerCommissionKeys.list}
          title={t.listTitle}
          columns={columns(admin)}
          fetcher={getResellerCommissions}
          filters={FILTERS}
          data-testid="reseller-commissions-table"
        />
      </Box>
    </Stack>
  );
}
