import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Booking } from './types.ts';

export const bookingQuery = (bookingId: string | number) =>
  queryOptions({
    queryKey: ['bookings', 'detail', String(bookingId)] as const,
    // The page shows "not found" and "forbidden" itself.
    queryFn: ({ signal }) =>
      api.get<Booking>(`/booking/${encodeURIComponent(bookingId)}`, { signal, quiet: true }),
  });

/** `GET /api/booking/{id}` */
export const useBooking = (bookingId: string | number) => useQuery(bookingQuery(bookingId));
