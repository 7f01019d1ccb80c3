// Payout runs and notices (issue 18, docs/decisions/026): admin and the product's issuer run and read them; an
// investor reads its own notices. Other roles are refused by the permission (403); a row outside the caller's scope
// is not found (404), like every detail route.
import { AppError, can, type Permission } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/** The rows a caller's lists read: all (admin), an issuer's products', an investor's own notices. */
export type PayoutRunScope = { all: true } | { issuerId: number } | { investorId: number };

/** The list scope of a caller holding `permission` (else 403). */
export function payoutRunScope(c: AuthClaims, permission: Permission): PayoutRunScope {
  if (!can(c.role, permission)) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'issuer') return { issuerId: c.roleId };
  if (c.role === 'investor') return { investorId: c.roleId };
  throw new AppError('FORBIDDEN');
}

/** Runs a payout of a product (list dates, preview, confirm): admin or its issuer; another's product is 404. */
export function assertMayRunPayout(
  c: AuthClaims,
  permission: Permission,
  product: { issuerId: number | null; deletedAt?: Date | null } | null | undefined,
) {
  if (!can(c.role, permission)) throw new AppError('FORBIDDEN');
  if (!product || product.deletedAt) throw new AppError('NOT_FOUND');
  if (isAdmin(c) || (c.role === 'issuer' && c.roleId === product.issuerId)) return;
  throw new AppError('NOT_FOUND');
}

/** A run and its SEPA file: admin or the product's issuer, else 404. */
export function assertPayoutRunReadable(
  c: AuthClaims,
  run: { productIssuerId: number | null } | null | undefined,
) {
  if (!run || !can(c.role, 'payoutRun.list')) throw new AppError('NOT_FOUND');
  if (isAdmin(c) || (c.role === 'issuer' && c.roleId === run.productIssuerId)) return;
  throw new AppError('NOT_FOUND');
}

/** A notice: the investor its own, the product's issuer and admin; anyone else's is 404. */
export function assertPayoutNoticeReadable(
  c: AuthClaims,
  line: { productIssuerId: number | null; investorId: number | null } | null | undefined,
) {
  if (!line || !can(c.role, 'payoutNotice.list')) throw new AppError('NOT_FOUND');
  if (isAdmin(c)) return;
  if (c.role === 'issuer' && c.roleId === line.productIssuerId) return;
  if (c.role === 'investor' && line.investorId != null && c.roleId === line.investorId) return;
  throw new AppError('NOT_FOUND');
}
