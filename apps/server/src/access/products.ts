import { AppError } from '@zp/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { recruitedSuperusers } from '../modules/products/products.repository.ts';

/** Which products a caller sees (null = none). Investors see the released products of their provider. */
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
      return c.tenantId == null
        ? null
        : and(eq(products.superuserId, c.tenantId), eq(products.isZeichnable, true));
    default:
      return null;
  }
}

export const canWrite = (c: AuthClaims, p: ProductRow): boolean =>
  c.role === 'admin' ||
  (c.role === 'superuser' && c.tenantId === p.superuserId) ||
  (c.role === 'issuer' && c.roleId === p.issuerId);

export async function assertCanRead(exec: Executor, c: AuthClaims, p: ProductRow) {
  if (canWrite(c, p)) return;
  if (c.role === 'investor' && c.tenantId === p.superuserId && p.isZeichnable) return;
  if (
    c.role === 'reseller' &&
    (await recruitedSuperusers(exec, c.roleId)).some((s) => s.id === p.superuserId)
  )
    return;
  throw new AppError('NOT_FOUND');
}

export function assertCanWrite(c: AuthClaims, p: ProductRow) {
  if (!canWrite(c, p)) throw new AppError('NOT_FOUND');
}
