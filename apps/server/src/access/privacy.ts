// Who may make and read privacy requests (issue 21, decision 035).
import { AppError, can } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/**
 * The person a privacy request is about: always the caller itself (an investor or partner, from its session; no id
 * in the path, so nobody names another person). Answers its user id, role row and tenant.
 */
export function privacySubjectOf(c: AuthClaims): {
  userId: number;
  role: 'investor' | 'salesrep';
  roleId: number;
  tenantId: number;
} {
  if (!can(c.role, 'privacy.self') || (c.role !== 'investor' && c.role !== 'salesrep'))
    throw new AppError('FORBIDDEN');
  return { userId: c.userId, role: c.role, roleId: c.roleId, tenantId: c.tenantId ?? 0 };
}

/** Whose requests a caller lists: a provider its tenant's, the operator all. */
export function privacyListScopeOf(c: AuthClaims): { all: true } | { tenantId: number } {
  if (!can(c.role, 'privacyRequest.list')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'superuser') return { tenantId: c.tenantId ?? c.roleId };
  throw new AppError('FORBIDDEN');
}
