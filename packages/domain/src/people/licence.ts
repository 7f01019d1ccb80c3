// Partner licences (issue 17, decision 017): which partner kind may legally broker which product kind, and who
// up the chain brokers a subscription when the partner itself may not.
import type { ProductKind } from '../products/kinds.ts';

export type SalesrepKind = 'T' | '34' | '32';
/** A licensed partner kind: 34 = §34f GewO, 32 = §15 WpIG (tied agent / investment firm). */
export type LicenceKind = '34' | '32';

/** The licence a product kind needs: §34f asset investments (8, 9, 11) → 34; §15 WpIG brokerage (2, 3, 6, 7) → 32. */
export function requiredLicence(kind: number): LicenceKind | null {
  if (kind === 8 || kind === 9 || kind === 11) return '34';
  if (kind === 2 || kind === 3 || kind === 6 || kind === 7) return '32';
  return null;
}

export interface LicenceHolder {
  kind: SalesrepKind;
  isApproved: boolean;
}

/** Whether a partner holds an approved licence at all (tip givers never). */
export const isLicensed = (s: LicenceHolder): boolean => s.isApproved && s.kind !== 'T';

/**
 * Whether a partner may broker a product of this kind itself: tip givers never, an unapproved licence never;
 * kinds needing a licence need exactly that licence, other kinds any approved licence. Without a product kind,
 * any approved licence counts.
 */
export function isLicensedFor(s: LicenceHolder, productKind?: ProductKind | number | null): boolean {
  if (!isLicensed(s)) return false;
  const needed = productKind == null ? null : requiredLicence(productKind);
  return needed == null || s.kind === needed;
}

/**
 * The partner that legally brokers: the first of `chain` (the partner itself first, then its upline in order)
 * licensed for the product kind; null when nobody up the chain is.
 */
export function nextLicensed<T extends LicenceHolder>(
  chain: readonly T[],
  productKind?: ProductKind | number | null,
): T | null {
  return chain.find((s) => isLicensedFor(s, productKind)) ?? null;
}
