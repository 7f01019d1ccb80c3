import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type BookingPayload, toBookingFormData } from './booking-form-data.ts';
import type { Booking, Upgrade } from './types.ts';

/** 400 (and 409 for a taken subdomain) carry per-field messages; the wizard shows them itself (no toast). */
export const createBooking = (payload: BookingPayload) =>
  api.post<Booking>('/booking/create', toBookingFormData(payload), { quiet: [400, 409] });

export const createUpgrade = (payload: BookingPayload) =>
  api.post<Upgrade>('/booking/upgrade/create', toBookingFormData(payload), { quiet: [400, 409] });

export function useCreateBooking(upgrade: boolean) {
  const queryClient = useQueryClient();
  return useMutation<Booking | Upgrade, Error, BookingPayload>({
    mutationFn: (payload) => (upgrade ? createUpgrade(payload) : createBooking(payload)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
