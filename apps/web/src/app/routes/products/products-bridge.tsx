import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useMyBooking } from '../../../api/bookings.ts';
import { MissingModulesDialog } from '../../../features/bookings/components/shared/missing-modules-dialog.tsx';
import { ProductsBridgeProvider, type ProductsBridgeValue } from '../../../features/products/bridge.tsx';

/** Composes the bookings area into the products area: missing-modules dialog, booked modules, portal URL. */
export function ProductsBridge({ children }: { children: ReactNode }) {
  const booking = useMyBooking();
  const bookedModules = booking.isSuccess ? booking.data.bookedModules : null;
  const investorPortalUrl = booking.isSuccess ? (booking.data.booking?.investorPortalUrl ?? null) : null;
  const value = useMemo<ProductsBridgeValue>(
    () => ({ MissingModulesDialog, bookedModules, bookingLoading: booking.isLoading, investorPortalUrl }),
    [bookedModules, booking.isLoading, investorPortalUrl],
  );
  return <ProductsBridgeProvider value={value}>{children}</ProductsBridgeProvider>;
}
