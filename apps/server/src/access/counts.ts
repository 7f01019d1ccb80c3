// The statistics cards of the home dashboard count rows of other areas; their scopes live here.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { issuers, products, zeichnungen } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { personScope } from './people.ts';
import { productScope } from './products.ts';
import { zeichnungScope } from './zeichnungen.ts';

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

/** Subscriptions the caller sees: the subscription list's scope (the issuer through the copy on each row). */
export async function countVisibleZeichnungen(exec: Executor, c: AuthClaims): Promise<number> {
  const scope = zeichnungScope(c);
  if (scope === null) return 0;
  const [r] = await exec
    .select({ n: count() })
    .from(zeichnungen)
    .where(and(isNull(zeichnungen.deletedAt), scope && eq(zeichnungen[scope.by], scope.id)));
  return r?.n ?? 0;
}

/** Issuers the caller sees (a superuser its tenant's, a reseller those of its providers). */
export async function countVisibleIssuers(exec: Executor, c: AuthClaims): Promise<number> {
  const where = await personScope(exec, c, 'issuer');
  if (where === null) return 0;
  const [r] = await exec.select({ n: count() }).from(issuers).where(where);
  return r?.n ?? 0;
}
