// The investor's tax data, exemption orders and tax certificates (issue 18, docs/decisions/027): only the investor
// itself, always its own rows (the investor id comes from the token, never from the request). Everyone else is
// refused by the permission (403): the tax id and the church membership are personal data the issuer needs only as
// the payout run's result, and the admin has no business reading them.
import { AppError, can, type Permission } from '@zp/domain';
import type { AuthClaims } from '../lib/tokens.ts';

/** The caller's own investor id, when it holds `permission` as an investor; else 403. */
export function ownInvestorId(c: AuthClaims, permission: Permission): number {
  if (!can(c.role, permission) || c.role !== 'investor') throw new AppError('FORBIDDEN');
  return c.roleId;
}
