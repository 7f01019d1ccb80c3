// What other modules ask of the bookings area (subscriptions and products gate by the booked modules).

import { publicUrl } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { findBookingOfSuperuser } from './bookings.repository.ts';

export { conflictOf, uniqueViolationOf } from './booking-conflicts.ts';

/** Modules of the tenant's live booking (accepted upgrades are merged into it); none without a live booking. */
export async function bookedModules(exec: Executor, superuserId: number): Promise<number[]> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  return row?.booking.status === 'L' ? row.booking.modules : [];
}

/** The public URL of a tenant's live investor portal, or null. */
export async function investorPortalUrl(
  exec: Executor,
  config: Deps['config'],
  superuserId: number,
): Promise<string | null> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  if (row?.booking.status !== 'L') return null;
  return publicUrl(config, `${row.booking.investorSubdomain}.${config.hosts.investorDomain}`);
}

/** The provider's affiliate compensation plan (booking `salesrepPercentages`, issue 17), or null without a booking. */
export async function compensationPlanOf(
  exec: Executor,
  superuserId: number,
): Promise<Record<string, number> | null> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  return row?.booking.salesrepPercentages ?? null;
}

/** The public URL of a tenant's live broker portal (affiliate subdomain), or null (decision 017). */
export async function brokerPortalUrl(
  exec: Executor,
  config: Deps['config'],
  superuserId: number,
): Promise<string | null> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  if (row?.booking.status !== 'L' || !row.booking.affiliateSubdomain) return null;
  return publicUrl(config, `${row.booking.affiliateSubdomain}.${config.hosts.brokerDomain}`);
}

/** The provider's landing page domain (module 13) and whether its booking is live (issue 20, decision 034). */
export async function landingDomainOf(
  exec: Executor,
  superuserId: number,
): Promise<{ domain: string | null; live: boolean }> {
  const row = await findBookingOfSuperuser(exec, superuserId);
  const b = row?.booking;
  if (!b?.modules.includes(13) || !b.landingPageDomain) return { domain: null, live: false };
  return { domain: b.landingPageDomain, live: b.status === 'L' };
}

export { documentsOf as providerDocumentUrls } from './use-cases/provider-documents.ts';
