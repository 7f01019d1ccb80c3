import type { Tx } from '../../../db/client.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { UpgradeRow } from '../bookings.repository.ts';
import * as repo from '../bookings.repository.ts';

/** Accepting an upgrade merges its modules, fees, subdomain and plan into the booking (audited). */
export async function mergeUpgrade(tx: Tx, actor: Actor, u: UpgradeRow) {
  const found = await repo.findBooking(tx, u.bookingId, true);
  const b = found!.booking;
  const merged = await repo.updateBookingRow(tx, b.id, {
    modules: [...new Set([...b.modules, ...u.modules])].sort((x, y) => x - y),
    setupFeeTotalCents: b.setupFeeTotalCents + u.setupFeeTotalCents,
    monthlyFeeTotalCents: b.monthlyFeeTotalCents + u.monthlyFeeTotalCents,
    affiliateSubdomain: u.affiliateSubdomain ?? b.affiliateSubdomain,
    landingPageDomain: u.landingPageDomain ?? b.landingPageDomain,
    salesrepPercentages: u.salesrepPercentages ?? b.salesrepPercentages,
    withMarketplace: b.withMarketplace || u.modules.includes(14),
    updatedAt: new Date(),
  });
  await writeAudit(tx, actor, {
    action: 'booking.upgrade_merge',
    entity: 'booking',
    entityId: b.id,
    before: b,
    after: merged,
  });
  return { ...found!, booking: merged };
}
