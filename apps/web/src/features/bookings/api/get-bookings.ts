import { useQuery } from '@tanstack/react-query';
import type { OverviewPage, OverviewParams } from '../../../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../../../components/ui/overview-table/index.ts';
import { api } from '../../../lib/api.ts';
import type { Booking, Upgrade } from './types.ts';

export const bookingsListKey = ['bookings', 'list'] as const;
export const upgradesListKey = ['bookings', 'upgrades'] as const;

/** `GET /api/booking/?page=&isAscending=&status=&isPaid=&subdomain=&email=` */
export const getBookings = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Booking>>('/booking/', { query: toOverviewQuery(params), signal });

/** `GET /api/booking/upgrade?page=&status=&isPaid=` */
export const getUpgrades = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Upgrade>>('/booking/upgrade', { query: toOverviewQuery(params), signal });

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
