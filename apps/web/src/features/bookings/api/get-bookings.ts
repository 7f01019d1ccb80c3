import { useQuery } from '@tanstack/react-query';
import type { OverviewPage, OverviewParams } from '../../../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../../../components/ui/overview-table/index.ts';
import { api, isApiError } from '../../../lib/api.ts';
import type { Booking, MyBooking, Upgrade } from './types.ts';

export const bookingsListKey = ['bookings', 'list'] as const;
export const upgradesListKey = ['bookings', 'upgrades'] as const;

/** `GET /api/booking/?page=&isAscending=&status=&isPaid=&subdomain=&email=` */
export const getBookings = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Booking>>('/booking/', { query: toOverviewQuery(params), signal });

/** `GET /api/booking/upgrade?page=&status=&isPaid=` */
export const getUpgrades = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Upgrade>>('/booking/upgrade', { query: toOverviewQuery(params), signal });

/**
 * The provider's own upgrades. The server lists upgrades for the operator only (403 for a superuser), so the
 * provider falls back to the pending upgrade of `GET /api/booking/me` until the list is scoped to the tenant.
 */
export async function getOwnUpgrades(
  params: OverviewParams,
  signal?: AbortSignal,
): Promise<OverviewPage<Upgrade>> {
  try {
    return await api.get<OverviewPage<Upgrade>>('/booking/upgrade', {
      query: toOverviewQuery(params),
      signal,
      quiet: [403],
    });
  } catch (error) {
    if (!isApiError(error) || error.status !== 403) throw error;
    const mine = await api.get<MyBooking>('/booking/me', { signal });
    const results = mine.pendingUpgrade ? [mine.pendingUpgrade] : [];
    return { count: results.length, next: null, previous: null, results };
  }
}

/** The first page as the overview table asks it, so the tab count and the table share one cache entry. */
export const FIRST_PAGE: OverviewParams = { page: 1, isAscending: false, filters: {} };

export const useBookingsCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...bookingsListKey, FIRST_PAGE],
    queryFn: ({ signal }) => getBookings(FIRST_PAGE, signal),
    enabled,
    select: (page) => page.count,
  });

export const useUpgradesCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...upgradesListKey, FIRST_PAGE],
    queryFn: ({ signal }) => getUpgrades(FIRST_PAGE, signal),
    enabled,
    select: (page) => page.count,
  });
