import { queryOptions, useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain';
import { myBookingQuery } from '../../../api/bookings.ts';
import { type EntityId, useSession } from '../../../lib/session.ts';

/** `GET /api/booking/me` → the modules booked by the caller's provider (kind gating). */
export const bookedModulesQuery = (userId: EntityId | null) =>
  queryOptions({ ...myBookingQuery(userId), select: (answer) => answer.bookedModules ?? [] });

/**
 * The booked modules for superusers and issuers (the server gates kinds for them); `null` when not known
 * (other roles, still loading, failed) — the select then offers every kind and the server's 409 decides.
 */
export function useBookedModules(): number[] | null {
  const session = useSession();
  const enabled = can(session?.role, 'product.bookingGated');
  const query = useQuery({ ...bookedModulesQuery(session?.userId ?? null), enabled });
  return enabled && query.data ? query.data : null;
}
