import { formatDate, formatEuro } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useNavigate } from 'react-router';
import { type Booking, bookingKeys, getBookings } from '../../../../api/bookings.ts';
import {
  type OverviewColumn,
  type OverviewFilter,
  OverviewTable,
} from '../../../../components/ui/overview-table/index.ts';
import { paths } from '../../../../config/paths.ts';
import { PAID_OPTIONS, STATUS_OPTIONS, StatusChip } from '../shared/status-chip.tsx';

const columns: OverviewColumn<Booking>[] = [
  { key: 'id', label: t.id },
  { key: 'providerName', label: t.provider },
  { key: 'email', label: t.email },
  { key: 'investorSubdomain', label: t.subdomain },
  { key: 'dateOfBooking', label: t.dateOfBooking, render: (b) => formatDate(b.dateOfBooking) },
  {
    key: 'monthlyFeeTotal',
    label: t.monthlyFeeTotal,
    align: 'right',
    render: (b) => formatEuro(b.monthlyFeeTotal),
  },
  { key: 'isPaid', label: t.isPaid, render: (b) => (b.isPaid ? t.yes : t.no) },
  { key: 'status', label: t.status, render: (b) => <StatusChip status={b.status} /> },
];

const filters: OverviewFilter[] = [
  { key: 'status', label: t.status, type: 'select', options: STATUS_OPTIONS },
  { key: 'isPaid', label: t.isPaid, type: 'select', options: PAID_OPTIONS },
  { key: 'subdomain', label: t.subdomain, type: 'text' },
  { key: 'email', label: t.email, type: 'text' },
];

/** Operator home tab "Buchungen": every booking; a row opens its detail page. */
export function BookingsTab() {
  const navigate = useNavigate();
  return (
    <OverviewTable<Booking>
      queryKey={bookingKeys.list}
      title={t.bookingsTitle}
      columns={columns}
      filters={filters}
      fetcher={getBookings}
      onRowClick={(b) => navigate(paths.bookingDetail(b.id))}
      data-testid="bookings-table"
    />
  );
}
