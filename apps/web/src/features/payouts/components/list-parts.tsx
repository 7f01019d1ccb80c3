import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SCHEDULE_STATUSES } from '@zp/domain/payouts/schedules.contract';
import { scheduleWebTexts as t } from '@zp/domain/texts/de/schedules';
import type { OverviewFilter } from '../../../components/ui/overview-table/index.ts';

const f = t.filters;

/** The filters of both lists (spec 001 §7), hidden for investors. */
export const SCHEDULE_FILTERS: readonly OverviewFilter[] = [
  { key: 'uuid', label: f.uuid, type: 'text' },
  { key: 'product-name', label: f.productName, type: 'text' },
  { key: 'first-name', label: f.firstName, type: 'text' },
  { key: 'last-name', label: f.lastName, type: 'text' },
  { key: 'start-date', label: f.startDate, type: 'date' },
  { key: 'end-date', label: f.endDate, type: 'date' },
  {
    key: 'status',
    label: f.status,
    type: 'select',
    options: SCHEDULE_STATUSES.map((s) => ({ value: s, label: t.statusLabels[s] })),
  },
];

export const investorName = (r: { investorFirstName: string | null; investorLastName: string | null }) =>
  [r.investorFirstName, r.investorLastName].filter(Boolean).join(' ');

export function ShortUuid({ uuid }: { uuid: string }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }} title={uuid}>
      {uuid.slice(0, 8)}
    </Box>
  );
}

export function PaidChip({ isPaid }: { isPaid: boolean }) {
  return (
    <Chip
      size="small"
      color={isPaid ? 'success' : 'default'}
      variant={isPaid ? 'filled' : 'outlined'}
      label={isPaid ? t.statusLabels.paid : t.statusLabels.open}
    />
  );
}
