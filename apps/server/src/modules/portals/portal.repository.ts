import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
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

type LiveBy = 'investor' | 'broker' | 'landing' | 'tenant';

/** The match of each lookup: the tenant's id, a subdomain, or the landing domain (lower case). */
const matchOf = (by: LiveBy) =>
  by === 'tenant'
    ? eq(bookings.superuserId, sql.placeholder('value'))
    : by === 'investor'
      ? eq(bookings.investorSubdomain, sql.placeholder('value'))
      : by === 'broker'
        ? eq(bookings.affiliateSubdomain, sql.placeholder('value'))
        : eq(sql`lower(${bookings.landingPageDomain})`, sql.placeholder('value'));

/**
 * One prepared statement per lookup (decision 055): every portal request of a host not cached yet and every branded
 * mail (the subscription's confirmation among them) asks.
 */
const liveBookingBy = (by: LiveBy) =>
  preparedStatement((exec) =>
    exec
      .select(liveBookingColumns)
      .from(bookings)
      .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(and(eq(bookings.status, 'L'), matchOf(by)))
      .orderBy(bookings.id)
      .limit(1)
      .prepare(`zp_live_booking_${by}`),
  );
const LIVE_BOOKING = {
  investor: liveBookingBy('investor'),
  broker: liveBookingBy('broker'),
  landing: liveBookingBy('landing'),
  tenant: liveBookingBy('tenant'),
};

/** The live (status L) booking whose investor subdomain, affiliate subdomain or landing domain matches. */
export async function findLiveBooking(
  exec: Executor,
  by: LiveBy,
  value: string,
): Promise<LiveBooking | null> {
  const rows = await LIVE_BOOKING[by](exec).execute({
    value: by === 'tenant' ? Number(value) : by === 'landing' ? value.toLowerCase() : value,
  });
  return (rows[0] as LiveBooking | undefined) ?? null;
}
