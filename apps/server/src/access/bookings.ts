import { AppError, can } from '@zp/domain';
import { isAdmin, isBookingOwner, isInTenant } from '@zp/domain/auth/access';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { findBookingOfSuperuser, upgradesOfBooking } from '../modules/bookings/bookings.repository.ts';

/**
 * Which upgrades a caller sees: the operator every one (undefined), a superuser those of its own booking
 * (null without one), anyone else is refused.
 */
export async function upgradeScope(exec: Executor, c: AuthClaims): Promise<SQL | null | undefined> {
  if (!can(c.role, 'booking.upgrade.view')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return undefined;
  const own = await findBookingOfSuperuser(exec, c.roleId);
  return own ? upgradesOfBooking(own.booking.id) : null;
}

/** The caller's own tenant booking (`/booking/me`): superusers and the issuers of their tenant. */
export function assertCanSeeOwnBooking(c: AuthClaims) {
  if (!can(c.role, 'booking.viewOwn')) throw new AppError('FORBIDDEN');
}

/** A booking by id: the operator, or an account of its tenant whose role may see bookings; else 404. */
export function assertCanReadBooking(c: AuthClaims, booking: { superuserId: number } | null | undefined) {
  if (!booking || !can(c.role, 'booking.view') || !(isAdmin(c) || isInTenant(c, booking.superuserId)))
    throw new AppError('NOT_FOUND');
}

/** The current booking of a tenant: the operator, or its superuser and issuers; else 404. */
export const mayReadTenantBooking = (c: AuthClaims, superuserId: number): boolean =>
  isAdmin(c) || (can(c.role, 'booking.viewOwn') && isInTenant(c, superuserId));

/** Upgrades and invoices: the operator, or the superuser who owns the booking; else 404. */
export function assertCanReadBookingPapers(
  c: AuthClaims,
  booking: { superuserId: number } | null | undefined,
) {
  if (!booking || !can(c.role, 'booking.invoice') || !isBookingOwner(c, booking))
    throw new AppError('NOT_FOUND');
}

/** Changing a booking: the operator or the owner (403 for other roles). */
export function assertMayUpdateBookings(c: AuthClaims) {
  if (!can(c.role, 'booking.update')) throw new AppError('FORBIDDEN');
}

/** The row of a booking to change: the operator or its owner; 404 otherwise. */
export function assertCanWriteBooking(c: AuthClaims, booking: { superuserId: number } | null | undefined) {
  if (!booking || !isBookingOwner(c, booking)) throw new AppError('NOT_FOUND');
}

/** Recording payment and deciding are the operator's (403 when the owner sends those fields). */
export function assertCanDecide(c: AuthClaims) {
  if (!can(c.role, 'booking.decide')) throw new AppError('FORBIDDEN');
}

/** A provider's legal documents: read by the operator and every account of the tenant; else 404. */
export function assertCanReadProviderDocuments(c: AuthClaims, superuserId: number) {
  if (!(isAdmin(c) || isInTenant(c, superuserId))) throw new AppError('NOT_FOUND');
}

/** Uploading them: the operator or the provider itself; else 404. */
export function assertCanWriteProviderDocuments(c: AuthClaims, superuserId: number) {
  if (!isBookingOwner(c, { superuserId })) throw new AppError('NOT_FOUND');
}
