import { colorField } from '@zp/domain';
import { z } from 'zod';
import { assertCanWriteBooking, assertMayUpdateBookings } from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { mailDecision } from '../booking-decision.ts';
import { toBookingDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';
import { decideBooking } from './decide-booking.ts';
import { prolongBooking } from './prolong-booking.ts';
import { updatePortalSettings } from './update-portal-settings.ts';

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const blank = (v: unknown) => (v === '' ? undefined : v);

/** The operator's fields (JSON booleans or form strings). */
export const decisionFormFields = z.object({
  isPaid: bool.optional(),
  status: z.enum(['P', 'L', 'R']).optional(),
});

const updateFields = decisionFormFields.extend({
  duration: z.coerce.number().int().optional(),
  primaryColor: z.preprocess(blank, colorField.optional()),
  secondaryColor: z.preprocess(blank, colorField.optional()),
});

/**
 * PUT /booking/{id}/update in one transaction: the operator's decision (decide-booking), the owner's
 * prolongation (prolong-booking) and portal settings (update-portal-settings), one audit entry, the
 * decision mail. A body may mix them, as the spec's single endpoint allows. The form is read only once the
 * caller's role may change bookings at all.
 */
export async function updateBooking(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  readInput: () => Promise<FormInput>,
) {
  assertMayUpdateBookings(caller);
  const form = await readInput();
  const input = parseFields(updateFields, form.fields);
  const result = await deps.db.transaction(async (tx) => {
    const found = await repo.findBooking(tx, id, true);
    assertCanWriteBooking(caller, found?.booking);
    const b = found!.booking;
    const patch = {
      ...decideBooking(caller, b, input, deps.clock.now()),
      ...prolongBooking(b, input.duration),
      ...(await updatePortalSettings(deps, tx, caller, b, input, form)),
    };
    if (Object.keys(patch).length === 0) return toBookingDto(deps.config, b, found!);
    const row = await repo.updateBookingRow(tx, id, { ...patch, updatedAt: new Date() });
    const accepted = patch.status === 'L';
    const rejected = patch.status === 'R';
    const action = accepted ? 'booking.accept' : rejected ? 'booking.reject' : 'booking.update';
    await writeAudit(tx, actor, { action, entity: 'booking', entityId: id, before: b, after: row });
    const dto = toBookingDto(deps.config, row, found!);
    if (accepted || rejected) await mailDecision(deps, tx, dto, accepted);
    return dto;
  });
  deps.portals.invalidate();
  return result;
}
