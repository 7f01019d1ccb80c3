import { percentageOf, resellerCommissionCents } from '@zp/domain/resellers/commissions';
import { portalsOfBooking, type ResellerTier, tierOf } from '@zp/domain/resellers/tiers';
import type { Tx } from '../../../db/client.ts';
import { writeAudits } from '../../../lib/audit.ts';
import * as repo from '../reseller-commissions.repository.ts';

/** The provider invoice just marked paid (decision 032). */
export interface PaidProviderInvoice {
  id: number;
  superuserId: number;
  netCents: number;
}

/** Live portals of the providers each reseller recruited itself (a provider counts its live booking once). */
async function livePortalsOf(tx: Tx, resellerIds: number[]): Promise<Map<number, number>> {
  const perProvider = new Map<number, { resellerId: number; portals: number }>();
  for (const b of await repo.bookingsOfRecruitedProviders(tx, resellerIds)) {
    if (b.resellerId == null) continue;
    const portals = portalsOfBooking(b);
    const seen = perProvider.get(b.superuserId);
    if (!seen || seen.portals < portals)
      perProvider.set(b.superuserId, { resellerId: b.resellerId, portals });
  }
  const out = new Map<number, number>();
  for (const { resellerId, portals } of perProvider.values())
    out.set(resellerId, (out.get(resellerId) ?? 0) + portals);
  return out;
}

/**
 * Earns the reseller commissions of a provider invoice that was just marked paid, inside that transaction (decision
 * 032): level 0 for the reseller that recruited the provider, 1 and 2 for its recruiters, each its tier's percentage
 * of the net amount (half up). The tier (from the live portals of the providers the reseller recruited itself) is
 * the one now, frozen on the record; no tier or a zero amount records nothing. One record per invoice and level (a
 * second call records nothing). Audited. Answers the number of commissions recorded.
 */
export async function earnResellerCommissions(
  tx: Tx,
  invoice: PaidProviderInvoice,
  actorUserId: number,
  /** When the invoice was marked paid (the one clock): the commission's date, its month on the dashboard chart. */
  at?: Date,
): Promise<number> {
  const chain = await repo.resellerChainOf(tx, invoice.superuserId);
  const levels = chain.flatMap((resellerId, level) => (resellerId == null ? [] : [{ resellerId, level }]));
  if (levels.length === 0) return 0;
  const portals = await livePortalsOf(
    tx,
    levels.map((l) => l.resellerId),
  );
  const grid = new Map((await repo.percentageRows(tx)).map((r) => [r.status, r]));
  const values = levels.flatMap(({ resellerId, level }) => {
    const tier: ResellerTier | null = tierOf(portals.get(resellerId) ?? 0);
    const row = tier ? grid.get(tier) : undefined;
    if (!tier || !row) return [];
    const percentage = percentageOf(row, level);
    const amountCents = resellerCommissionCents(invoice.netCents, percentage);
    if (amountCents === 0) return [];
    return [
      {
        resellerId,
        superuserId: invoice.superuserId,
        providerInvoiceId: invoice.id,
        level,
        tier,
        baseCents: invoice.netCents,
        percentage,
        amountCents,
        ...(at ? { createdAt: at, updatedAt: at } : {}),
      },
    ];
  });
  const made = await repo.insertCommissions(tx, values);
  await writeAudits(
    tx,
    { userId: actorUserId, role: 'admin' },
    made.map((c) => ({
      action: 'reseller_commission.created',
      entity: 'reseller_commission',
      entityId: c.id,
      after: {
        resellerId: c.resellerId,
        providerInvoiceId: c.providerInvoiceId,
        level: c.level,
        tier: c.tier,
        percentage: c.percentage,
        baseCents: c.baseCents,
        amountCents: c.amountCents,
      },
    })),
  );
  return made.length;
}
