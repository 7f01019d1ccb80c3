import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type EntityId, useSession } from '../../../lib/session.ts';

const productWizardKey = ['product-wizard'] as const;

interface MyBookingModules {
  bookedModules: number[];
}

/** `GET /api/booking/me` → the modules booked by the caller's provider (kind gating). */
export const bookedModulesQuery = (userId: EntityId | null) =>
  queryOptions({
    queryKey: [...productWizardKey, 'booked-modules', userId] as const,
    queryFn: ({ signal }) => api.get<MyBookingModules>('/booking/me', { signal, quiet: true }),
    select: (answer) => answer.bookedModules ?? [],
    staleTime: 60_000,
  });

/**
 * The booked modules for superusers and issuers (the server gates kinds for them); `null` when not known
 * (other roles, still loading, failed) — the select then offers every kind and the server's 409 decides.
 */
export function useBookedModules(): number[] | null {
  const session = useSession();
  const enabled = session?.role === 'superuser' || session?.role === 'issuer';
  const query = useQuery({ ...bookedModulesQuery(session?.userId ?? null), enabled });
  return enabled && query.data ? query.data : null;
}
