import Chip from '@mui/material/Chip';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import type { BookingStatus } from '../../../../api/bookings.ts';

const COLORS = { P: 'warning', L: 'success', R: 'error' } as const;

export const statusLabel = (status: string) => t.statusLabels[status] ?? status;

export const STATUS_OPTIONS = (['P', 'L', 'R'] as const).map((value) => ({
  value,
  label: statusLabel(value),
}));
export const PAID_OPTIONS = [
  { value: 'true', label: t.paid },
  { value: 'false', label: t.unpaid },
];

export function StatusChip({ status }: { status: BookingStatus }) {
  return (
    <Chip size="small" label={statusLabel(status)} color={COLORS[status] ?? 'default'} variant="outlined" />
  );
}
