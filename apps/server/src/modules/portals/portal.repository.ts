import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, superusers, users } from '../../db/schema/index.ts';

const liveBookingColumns = {
  bookingId: bookings.id,
  superuserId: bookings.superuserId,
  investorSubdomain: bookings.investorSubdomain,
  affiliateSubdomain: bookings.affiliateSubdomain,
  landingPageDomain: bookings.landingPageDomain,
  primaryColor: bookings.primaryColor,
  secondaryColor: bookings.secondaryColor,
  investorLogoFileId: bookings.investorLogoFileId,
  brokerLogoFileId: bookings.brokerLogoFileId,
  faviconFileId: bookings.faviconFileId,
  modules: bookings.modules,
  company: users.company,
  firstName: users.firstName,
  lastName: users.lastName,
};

export type LiveBooking = {
  [K in keyof typeof liveBookingColumns]: (typeof liveBookingColumns)[K]['_']['data'] | null;
};

/** The live (status L) booking whose investor subdomain, affiliate subdomain or landing domain matches. */
export async function findLiveBooking(
  exec: Executor,
  by: 'investor' | 'broker' | 'landing' | 'tenant',
  value: string,
): Promise<LiveBooking | null> {
  const match =
    by === 'tenant'
      ? eq(bookings.superuserId, Number(value))
      : by === 'investor'
        ? eq(bookings.investorSubdomain, value)
        : by === 'broker'
          ? eq(bookings.affiliateSubdomain, value)
          : eq(sql`lower(${bookings.landingPageDomain})`, value.toLowerCase());
  const rows = await exec
    .select(liveBookingColumns)
    .from(bookings)
    .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(and(eq(bookings.status, 'L'), match))
    .orderBy(bookings.id)
    .limit(1);
  return (rows[0] as LiveBooking | undefined) ?? null;
}
