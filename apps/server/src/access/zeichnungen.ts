// Subscriptions: which ones a caller sees (the list's scope) and who may touch one (detail, changes, documents).
import { AppError } from '@zp/domain';
import {
  isOwnInvestor,
  isOwnZeichnung,
  isProductOperator,
  isZeichnungOperator,
} from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';
import type { ZeichnungScope } from '../modules/subscriptions/list-memo/index.ts';

interface ZeichnungRowOwner {
  superuserId: number;
  investorId: number | null;
  salesrepId: number | null;
}
interface ProductRowOwner {
  superuserId: number;
  issuerId: number;
}

/**
 * Which subscriptions a caller sees: undefined = all (operator), null = none, else the one column that holds the
 * caller's id. An object rather than SQL: the list memo builds its prepared statements per scope column
 * (docs/decisions/004). An issuer sees its products' subscriptions through the issuer copied onto each (kept by
 * triggers, migration 0010), so a product filter of somebody else's product simply matches nothing.
 */
export function zeichnungScope(c: AuthClaims): ZeichnungScope | null | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'superuser':
      return c.tenantId == null ? null : { by: 'superuserId', id: c.tenantId };
    case 'issuer':
      return { by: 'issuerId', id: c.roleId };
    case 'investor':
      return { by: 'investorId', id: c.roleId };
    case 'salesrep':
      return { by: 'salesrepId', id: c.roleId };
    default:
      return null;
  }
}

/**
 * Detail access: the operator side (admin, the tenant's superuser, the product's issuer) and, unless
 * `operatorOnly`, the investor itself. Salesreps get FORBIDDEN (they list brokered rows but never open them),
 * everybody else NOT_FOUND.
 */
export function assertZeichnungAccess(
  c: AuthClaims,
  z: ZeichnungRowOwner,
  p: ProductRowOwner,
  operatorOnly = false,
): 'operator' | 'investor' {
  if (isZeichnungOperator(c, z, p)) return 'operator';
  if (!operatorOnly && isOwnZeichnung(c, z)) return 'investor';
  throw new AppError(c.role === 'salesrep' ? 'FORBIDDEN' : 'NOT_FOUND');
}

/** The product side only (statistics, the demo document): admin, the tenant's superuser, the issuer. */
export function assertProductOperatorOf(c: AuthClaims, p: ProductRowOwner): void {
  if (!isProductOperator(c, p)) throw new AppError('NOT_FOUND');
}

/** The investor's own account (legitimation, identification). */
export function assertOwnInvestor(c: AuthClaims, investorId: number): void {
  if (!isOwnInvestor(c, investorId)) throw new AppError('FORBIDDEN');
}
