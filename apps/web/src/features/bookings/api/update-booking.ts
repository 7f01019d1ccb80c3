import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesrepPercentages } from '@zp/domain/bookings/booking.schemas';
import { api } from '../../../lib/api.ts';
import type { Booking, BookingStatus, Upgrade } from './types.ts';

export interface BookingBranding {
  primaryColor: string;
  secondaryColor: string;
  investorLogoFile?: File | null;
  brokerLogoFile?: File | null;
  faviconFile?: File | null;
}

/** JSON changes: operator status/paid, prolongation, salesrep percentages. */
export type BookingChanges = Partial<{ isPaid: boolean; status: BookingStatus; duration: number }> &
  Partial<SalesrepPercentages>;

const path = (id: number | string) => `/booking/${encodeURIComponent(id)}/update`;

/** `PUT /api/booking/{id}/update` with JSON. */
export const updateBooking = (id: number | string, changes: BookingChanges, quiet?: readonly number[]) =>
  api.put<Booking>(path(id), changes, { quiet });

/** `PUT /api/booking/{id}/update` as multipart: colours and the branding files. */
export function updateBranding(id: number | string, branding: BookingBranding) {
  const form = new FormData();
  form.set('primaryColor', branding.primaryColor);
  form.set('secondaryColor', branding.secondaryColor);
  if (branding.investorLogoFile) form.set('investorLogoFile', branding.investorLogoFile);
  if (branding.brokerLogoFile) form.set('brokerLogoFile', branding.brokerLogoFile);
  if (branding.faviconFile) form.set('faviconFile', branding.faviconFile);
  return api.put<Booking>(path(id), form, { quiet: [400] });
}

/** `PUT /api/booking/upgrade/{id}/update` with `{isPaid?, status?}`. */
export const updateUpgrade = (
  id: number | string,
  changes: Partial<{ isPaid: boolean; status: BookingStatus }>,
) => api.put<Upgrade>(`/booking/upgrade/${encodeURIComponent(id)}/update`, changes);

/** Invalidates every booking query (lists, detail, own booking, counts) after a change. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['bookings'] });
}

export function useUpdateBooking(id: number | string) {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (changes: BookingChanges) => updateBooking(id, changes),
    onSuccess: invalidate,
  });
}
