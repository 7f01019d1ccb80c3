import { upgradeScope } from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toBookingDto, toUpgradeDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';

interface ListQuery {
  page: number;
  isAscending: boolean;
  status?: 'P' | 'L' | 'R';
  isPaid?: boolean;
}

/** GET /booking/ (the operator's list; the route's permission is the whole scope). */
export async function listBookings(
  deps: Deps,
  url: string,
  { page, isAscending, ...filters }: ListQuery & { subdomain?: string; email?: string },
) {
  const { count, rows } = await repo.listBookings(deps.db, filters, page, isAscending);
  const results = rows.map((r) => toBookingDto(deps.config, r.booking, r));
  return toPage(url, page, count, results);
}

/** GET /booking/upgrade: the operator sees every upgrade; a superuser the upgrades of its own booking. */
export async function listUpgrades(deps: Deps, caller: AuthClaims, url: string, q: ListQuery) {
  const { page, isAscending, ...filters } = q;
  const scope = await upgradeScope(deps.db, caller);
  if (scope === null) return toPage(url, page, 0, []);
  const { count, rows } = await repo.listUpgrades(deps.db, filters, scope, page, isAscending);
  return toPage(
    url,
    page,
    count,
    rows.map((r) => toUpgradeDto(r.upgrade, r)),
  );
}
