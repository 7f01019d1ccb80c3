// Issuers: which issuers a caller sees, and may it read or change this one.
import { AppError, can } from '@zp/domain';
import { isIssuerOperator, isRecruitedBy } from '@zp/domain/auth/access';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { issuers } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { recruitedSuperusers, resellerOf } from './tenants.ts';

type IssuerOwner = { id: number; superuserId: number };

/** Which issuers a caller sees: the SQL condition, `undefined` = all, `null` = none. */
export function issuerScope(exec: Executor, c: AuthClaims): SQL | null | undefined {
  if (c.role === 'admin') return undefined;
  if (c.role === 'superuser' && c.tenantId != null) return eq(issuers.superuserId, c.tenantId);
  if (c.role === 'issuer') return eq(issuers.id, c.roleId);
  if (c.role === 'reseller') return inArray(issuers.superuserId, recruitedSuperusers(exec, c.roleId));
  return null;
}

/** Admin, the superuser of its tenant, the issuer itself: may change it (and use it in a product). */
export const canOperateIssuer = (c: AuthClaims, i: IssuerOwner): boolean => isIssuerOperator(c, i);

/** Read access: the operator side, or the reseller of its provider; others get a 404. */
export async function assertCanReadIssuer(exec: Executor, c: AuthClaims, i: IssuerOwner) {
  if (isIssuerOperator(c, i)) return;
  if (c.role === 'reseller' && isRecruitedBy(c, { resellerId: await resellerOf(exec, i.superuserId) }))
    return;
  throw new AppError('NOT_FOUND');
}

/** Its private documents: read access (else 404) and a role that reads documents (else 403: the reseller). */
export async function assertCanReadIssuerDocuments(exec: Executor, c: AuthClaims, i: IssuerOwner) {
  await assertCanReadIssuer(exec, c, i);
  if (!can(c.role, 'issuer.documents.read')) throw new AppError('FORBIDDEN');
}

export function assertCanOperateIssuer(c: AuthClaims, i: IssuerOwner) {
  if (!isIssuerOperator(c, i)) throw new AppError('NOT_FOUND');
}
