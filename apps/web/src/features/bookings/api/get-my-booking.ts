import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type EntityId, useSession } from '../../../lib/session.ts';
import type { MyBooking } from './types.ts';

export const myBookingKey = ['bookings', 'me'] as const;

/** Keyed by user so a new login never sees the previous user's booking. */
export const myBookingQuery = (userId: EntityId | null) =>
  queryOptions({
    queryKey: [...myBookingKey, userId] as const,
    queryFn: ({ signal }) => api.get<MyBooking>('/booking/me', { signal, quiet: true }),
    staleTime: 60_000,
  });

/** The own (superuser) or the provider's (issuer) booking; not asked for other roles. */
export function useMyBooking() {
  const session = useSession();
  const enabled = session?.role === 'superuser' || session?.role === 'issuer';
  return useQuery({ ...myBookingQuery(session?.userId ?? null), enabled });
}
