/**
 * Reseller tiers (spec 001 §9, DECISIONS.md "Tiers"; decision 032): by the number of live portals of the providers a
 * reseller recruited itself — Silber from the 2nd, Gold from the 5th, Platin from the 10th; below 2 no tier and no
 * commission.
 */
export type ResellerTier = 'S' | 'G' | 'P';

export const RESELLER_TIERS: readonly { tier: ResellerTier; from: number; label: string }[] = [
  { tier: 'S', from: 2, label: 'Silber' },
  { tier: 'G', from: 5, label: 'Gold' },
  { tier: 'P', from: 10, label: 'Platin' },
];

/** Levels of the percentage grid: 0 Eigen, 1 Ebene 1, 2 Ebene 2. */
export const RESELLER_LEVELS = [0, 1, 2] as const;
export type ResellerLevel = (typeof RESELLER_LEVELS)[number];

export function tierOf(livePortals: number): ResellerTier | null {
  let found: ResellerTier | null = null;
  for (const t of RESELLER_TIERS) if (livePortals >= t.from) found = t.tier;
  return found;
}

/** The next tier and how many live portals are missing to it; null at Platin. */
export function nextTierOf(livePortals: number): { tier: ResellerTier; missing: number } | null {
  const next = RESELLER_TIERS.find((t) => livePortals < t.from);
  return next ? { tier: next.tier, missing: next.from - livePortals } : null;
}

export const tierLabel = (tier: ResellerTier | null): string =>
  RESELLER_TIERS.find((t) => t.tier === tier)?.label ?? 'keine Stufe';

/** A provider's live portals (decision 032): its live booking's investor portal, plus its broker portal if any. */
export const portalsOfBooking = (b: { status: string; affiliateSubdomain: string | null }): number =>
  b.status === 'L' ? 1 + (b.affiliateSubdomain ? 1 : 0) : 0;
