import { assertCanReadBookingPapers } from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUpgradeDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';

/** The upgrade with its booking, when the caller may see it (404 otherwise). */
export async function readableUpgrade(deps: Deps, caller: AuthClaims, id: number) {
  const u = await repo.findUpgrade(deps.db, id);
  const b = u ? await repo.findBooking(deps.db, u.bookingId) : null;
  assertCanReadBookingPapers(caller, b?.booking);
  return { upgrade: u!, booking: b! };
}

/** GET /booking/upgrade/{id} */
export async function getUpgrade(deps: Deps, caller: AuthClaims, id: number) {
  const { upgrade, booking } = await readableUpgrade(deps, caller, id);
  return toUpgradeDto(upgrade, booking);
}
