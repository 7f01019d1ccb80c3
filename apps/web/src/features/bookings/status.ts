// Small entry for the top bar.
export { BookingStatusChip } from './components/status/booking-status-chip.tsx';
