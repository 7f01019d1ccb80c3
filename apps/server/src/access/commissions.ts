// Commissions (issue 17): which records a caller reads. A partner its own, a superuser its tenant's, the operator
// every one; anyone else is refused.
import { AppError, can } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

export interface CommissionScope {
  superuserId?: number;
  salesrepId?: number;
}

export function commissionScope(c: AuthClaims): CommissionScope {
  if (!can(c.role, 'commission.view')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return {};
  if (c.role === 'superuser') return { superuserId: c.roleId };
  return { salesrepId: c.roleId };
}
