import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listZeichnungen, type ZeichnungListItem, zeichnungKeys } from '../../../../api/subscriptions.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { OverviewTable } from '../../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn, OverviewFilter } from '../../../../components/ui/overview-table/types.ts';
import { paths } from '../../../../config/paths.ts';
import { formatDate, formatEuro } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { subTexts as t } from '../../texts.ts';
import { ZeichnungStatusChip } from '../shared/status-chip.tsx';
import { ExternalZeichnungDialog } from './external-zeichnung-dialog.tsx';

const f = t.filters;
const FILTERS: readonly OverviewFilter[] = [
  { key: 'uuid', label: f.uuid, type: 'text' },
  { key: 'email', label: f.email, type: 'text' },
  { key: 'company', label: f.company, type: 'text' },
  { key: 'firstName', label: f.firstName, type: 'text' },
  { key: 'lastName', label: f.lastName, type: 'text' },
  { key: 'start-date', label: f.startDate, type: 'date' },
  { key: 'end-date', label: f.endDate, type: 'date' },
  {
    key: 'status',
    label: f.status,
    type: 'select',
    options: (['O', 'F', 'A', 'W'] as const).map((s) => ({ value: s, label: t.statusLabels[s] })),
  },
  {
    key: 'isPaid',
    label: f.isPaid,
    type: 'select',
    options: [
      { value: 'true', label: t.yes },
      { value: 'false', label: t.no },
    ],
  },
  { key: 'product-id', label: f.productId, type: 'text' },
];

const money = (v: number | null) => (v == null ? '' : formatEuro(v));

/**
 * The home tab "Zeichnungen" (spec 000 §2): 10 rows per page, filters (hidden for investors). A row opens the
 * subscription detail (not for salesreps); an investor's unfinished (O) row asks to continue the wizard.
 */
export function ZeichnungenTab() {
  const session = useSession();
  const navigate = useNavigate();
  const [resume, setResume] = useState<ZeichnungListItem | null>(null);
  const [external, setExternal] = useState(false);
  const role = session?.role;
  const isInvestor = can(role, 'zeichnung.subscribe');

  const columns: OverviewColumn<ZeichnungListItem>[] = [
    {
      key: 'uuid',
      label: t.columns.id,
      render: (z) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }} title={z.uuid}>
          {z.uuid?.slice(0, 8) ?? z.id}
        </Box>
      ),
    },
    { key: 'dateOfCreation', label: t.columns.date, render: (z) => formatDate(z.dateOfCreation) },
    ...(isInvestor
      ? []
      : [
          {
            key: 'investor',
            label: t.columns.investor,
            render: (z: ZeichnungListItem) => (
              <>
                <Typography variant="body2">{z.investorName ?? ''}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {z.investorEmail ?? ''}
                </Typography>
              </>
            ),
          },
        ]),
    {
      key: 'product',
      label: t.columns.product,
      render: (z) => (
        <>
          {z.productName ?? `#${z.productId}`}
          {z.isExternal && <Chip size="small" label={t.external} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: 'volume', label: t.columns.volume, align: 'right', render: (z) => money(z.volume) },
    {
      key: 'totalAmount',
      label: t.columns.total,
      align: 'right',
      // The server computes the total when the subscription is sent (status F).
      render: (z) => (z.status === 'O' ? t.none : money(z.totalAmount)),
    },
    { key: 'status', label: t.columns.status, render: (z) => <ZeichnungStatusChip status={z.status} /> },
    { key: 'isPaid', label: t.columns.paid, render: (z) => (z.isPaid ? t.yes : t.no) },
  ];

  const open = (z: ZeichnungListItem) => {
    if (isInvestor && z.status === 'O') setResume(z);
    else navigate(paths.zeichnungOverview(z.id));
  };

  return (
    <Box data-testid="zeichnungen-tab">
      <OverviewTable<ZeichnungListItem>
        queryKey={[...zeichnungKeys.list, role ?? '']}
        title={t.listTitle}
        columns={columns}
        fetcher={listZeichnungen}
        filters={FILTERS}
        hideFilters={isInvestor}
        onRowClick={can(role, 'zeichnung.view') ? open : undefined}
        actions={
          can(role, 'zeichnung.createExternal') ? (
            <Button variant="outlined" onClick={() => setExternal(true)} data-testid="external-zeichnung">
              {t.externalButton}
            </Button>
          ) : undefined
        }
        data-testid="zeichnungen-table"
      />
      <ConfirmDialog
        open={resume !== null}
        title={t.resumeTitle}
        text={t.resumeText}
        confirmLabel={t.resumeConfirm}
        onConfirm={() => {
          if (resume) navigate(paths.zeichnung({ id: resume.id }), { state: { zeichnungId: resume.id } });
        }}
        onClose={() => setResume(null)}
      />
      {external && <ExternalZeichnungDialog onClose={() => setExternal(false)} />}
    </Box>
  );
}
