// Public face of the bookings feature. The app composes these in app/routes, the top bar and the home page.

export type { Booking, BookingStatus, MyBooking, Upgrade } from '../../api/bookings.ts';
export { useMyBooking } from '../../api/bookings.ts';
export { BookingsTab } from './components/admin/bookings-tab.tsx';
export { UpgradesTab } from './components/admin/upgrades-tab.tsx';
export { useBookingHomeTabs } from './components/home-tabs.tsx';
export type { MissingModulesDialogProps } from './components/shared/missing-modules-dialog.tsx';
export { MissingModulesDialog } from './components/shared/missing-modules-dialog.tsx';
export { BookingStatusChip } from './components/status/booking-status-chip.tsx';
