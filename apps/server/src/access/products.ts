// Products: which products a caller sees, and may it read or operate this one. Product rows are owned by the
// products module; the tenant relations it needs (recruited providers) are read here.
import { AppError, can } from '@zp/domain';
import { isProductOperator, isRecruitedBy, isReleasedToInvestor } from '@zp/domain/auth/access';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { recruitedSuperusers, resellerOf } from './tenants.ts';

type ProductRowOwner = { superuserId: number; issuerId: number; isZeichnable: boolean };

/** Which products a caller sees: the SQL condition, `undefined` = all, `null` = none. */
export function productScope(exec: Executor, c: AuthClaims): SQL | null | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'superuser':
      return c.tenantId == null ? null : eq(products.superuserId, c.tenantId);
    case 'issuer':
      return eq(products.issuerId, c.roleId);
    case 'reseller':
      return inArray(products.superuserId, recruitedSuperusers(exec, c.roleId));
    case 'investor':
      // Investors see the released products of their provider.
      return c.tenantId == null
        ? null
        : and(eq(products.superuserId, c.tenantId), eq(products.isZeichnable, true));
    default:
      return null;
  }
}

/** The issuer of this product or the superuser of its tenant (or admin): may change it. */
export const canOperateProduct = (c: AuthClaims, p: ProductRowOwner): boolean => isProductOperator(c, p);

/** Read access: the operator side, an investor of the tenant once released, the reseller of the provider. */
export async function assertCanReadProduct(exec: Executor, c: AuthClaims, p: ProductRowOwner) {
  if (isProductOperator(c, p) || isReleasedToInvestor(c, p)) return;
  if (c.role === 'reseller' && isRecruitedBy(c, { resellerId: await resellerOf(exec, p.superuserId) }))
    return;
  throw new AppError('NOT_FOUND');
}

/** Its private documents: read access (else 404) and a role that reads documents (else 403: the reseller). */
export async function assertCanReadProductDocuments(exec: Executor, c: AuthClaims, p: ProductRowOwner) {
  await assertCanReadProduct(exec, c, p);
  if (!can(c.role, 'product.documents.read')) throw new AppError('FORBIDDEN');
}

/** Write access; others get a 404, so ids of other tenants leak nothing. */
export function assertCanOperateProduct(c: AuthClaims, p: ProductRowOwner) {
  if (!isProductOperator(c, p)) throw new AppError('NOT_FOUND');
}
