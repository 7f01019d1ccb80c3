// Small entry for the top bar (loaded lazily by app/layout/booking-status-slot.tsx).
export { BookingStatusChip } from './components/status/booking-status-chip.tsx';
