import { AppError } from '@zp/domain';
import {
  assertCanReadBooking,
  assertCanSeeOwnBooking,
  mayReadTenantBooking,
} from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toBookingDto, toUpgradeDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';

/** GET /booking/{id} */
export async function getBooking(deps: Deps, caller: AuthClaims, id: number) {
  const found = await repo.findBooking(deps.db, id);
  assertCanReadBooking(caller, found?.booking);
  return toBookingDto(deps.config, found!.booking, found!);
}

/** GET /booking/superuser/{id}: a tenant's current booking. */
export async function getBookingOfSuperuser(deps: Deps, caller: AuthClaims, superuserId: number) {
  const found = mayReadTenantBooking(caller, superuserId)
    ? await repo.findBookingOfSuperuser(deps.db, superuserId)
    : null;
  if (!found) throw new AppError('NOT_FOUND', { detail: 'Für diesen Superuser existiert keine Buchung.' });
  return toBookingDto(deps.config, found.booking, found);
}

/** GET /booking/me: the booking of the caller's tenant, its pending upgrade and the modules it unlocks. */
export async function getMyBooking(deps: Deps, caller: AuthClaims) {
  assertCanSeeOwnBooking(caller);
  const found = caller.tenantId ? await repo.findBookingOfSuperuser(deps.db, caller.tenantId) : null;
  if (!found) return { booking: null, pendingUpgrade: null, bookedModules: [], live: false };
  const pending = await repo.pendingUpgradeOf(deps.db, found.booking.id);
  const live = found.booking.status === 'L';
  return {
    booking: toBookingDto(deps.config, found.booking, found),
    pendingUpgrade: pending ? toUpgradeDto(pending, found) : null,
    bookedModules: live ? found.booking.modules : [],
    live,
  };
}
