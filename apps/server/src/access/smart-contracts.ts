// smart-contracts: who sees and touches a contract (the operator side of its product), and the owners behind a
// contract the area needs to know (its product, the issuer's and the tenant's names, whom to mail).
import { AppError, smartContractTexts } from '@zp/domain';
import { isProductOperator, type ProductOwner } from '@zp/domain/auth/access';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { issuers, products, smartContracts, superusers, users } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';

/**
 * Which contracts a caller sees (null = none, undefined = all): admin all, superuser its tenant's, issuer its
 * products'. The issuer's condition names `products`, so the query joins the contract's product.
 */
export function smartContractScope(c: AuthClaims): SQL | null | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'superuser':
      return c.tenantId == null ? null : eq(smartContracts.superuserId, c.tenantId);
    case 'issuer':
      return eq(products.issuerId, c.roleId);
    default:
      return null;
  }
}

/** Read and write access go together: the operator, the tenant's superuser, the product's issuer. */
export const canTouchSmartContract = (c: AuthClaims, product: ProductOwner): boolean =>
  isProductOperator(c, product);

/** A contract of someone else's product is "not found" (ids of other tenants leak nothing). */
export function assertCanTouchSmartContract(c: AuthClaims, product: ProductOwner | null | undefined) {
  if (!product || !canTouchSmartContract(c, product))
    throw new AppError('NOT_FOUND', { detail: smartContractTexts.notFound });
}

const productColumns = {
  id: products.id,
  name: products.name,
  kind: products.kind,
  status: products.status,
  volumeCents: products.volumeCents,
  issuerId: products.issuerId,
  superuserId: products.superuserId,
};
export type ContractProduct = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

/** The product a contract belongs to (not deleted), its row locked when asked. */
export async function productOfContract(
  exec: Executor,
  productId: number,
  lock = false,
): Promise<ContractProduct | null> {
  const q = exec
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The product the caller may give a contract (locked for the change), or a plain 404. */
export async function lockProductForContract(exec: Executor, c: AuthClaims, productId: number) {
  const p = await productOfContract(exec, productId, true);
  if (!p || !canTouchSmartContract(c, p)) throw new AppError('NOT_FOUND');
  return p;
}

const displayName = (r: { company: string | null; firstName: string; lastName: string }) =>
  r.company?.trim() || `${r.firstName} ${r.lastName}`.trim();

/** The issuers' display names (company, else first and last name) by issuer id. */
export async function issuerNamesOf(exec: Executor, issuerIds: number[]): Promise<Map<number, string>> {
  if (issuerIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: issuers.id, company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(inArray(issuers.id, [...new Set(issuerIds)]));
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}

/** The tenant's name for the operator's mail ('' when unknown). */
export async function tenantNameOf(exec: Executor, superuserId: number): Promise<string> {
  const [r] = await exec
    .select({ company: users.company, firstName: users.firstName, lastName: users.lastName })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(superusers.id, superuserId));
  return r ? r.company?.trim() || `${r.firstName} ${r.lastName}` : '';
}

const contactColumns = { email: users.email, firstName: users.firstName, lastName: users.lastName };

/** Whom to mail: an account's address and name. */
export async function userContactOf(exec: Executor, userId: number) {
  const [row] = await exec.select(contactColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whom to mail for an issuer: its account's address and name. */
export async function issuerContactOf(exec: Executor, issuerId: number) {
  const [row] = await exec
    .select(contactColumns)
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(eq(issuers.id, issuerId));
  return row ?? null;
}
