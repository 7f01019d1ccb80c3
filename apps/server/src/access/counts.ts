// The statistics cards of the home dashboard count rows of other areas; their scopes live here.
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { issuers, products, zeichnungen } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { personScope } from './people.ts';
import { productScope } from './products.ts';

/** Live products the caller sees (the product list's scope). */
export async function countVisibleProducts(exec: Executor, c: AuthClaims): Promise<number> {
  const where = productScope(exec, c);
  if (where === null) return 0;
  const [r] = await exec
    .select({ n: count() })
    .from(products)
    .where(and(isNull(products.deletedAt), where));
  return r?.n ?? 0;
}

/** Subscriptions the caller sees: admin all, superuser its tenant, issuer its products', investor its own, salesrep brokered. */
export async function countVisibleZeichnungen(exec: Executor, c: AuthClaims): Promise<number> {
  const own = exec.select({ id: products.id }).from(products).where(eq(products.issuerId, c.roleId));
  const scope: Record<string, SQL | undefined | null> = {
    admin: undefined,
    superuser: c.tenantId == null ? null : eq(zeichnungen.superuserId, c.tenantId),
    issuer: inArray(zeichnungen.productId, own),
    investor: eq(zeichnungen.investorId, c.roleId),
    salesrep: eq(zeichnungen.salesrepId, c.roleId),
  };
  const where = scope[c.role];
  if (where === null || !(c.role in scope)) return 0;
  const [r] = await exec
    .select({ n: count() })
    .from(zeichnungen)
    .where(and(isNull(zeichnungen.deletedAt), where));
  return r?.n ?? 0;
}

/** Issuers the caller sees (a superuser its tenant's, a reseller those of its providers). */
export async function countVisibleIssuers(exec: Executor, c: AuthClaims): Promise<number> {
  const where = await personScope(exec, c, 'issuer');
  if (where === null) return 0;
  const [r] = await exec.select({ n: count() }).from(issuers).where(where);
  return r?.n ?? 0;
}
