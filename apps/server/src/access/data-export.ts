import { AppError, can } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/** What an export covers: the operator everything, a provider its own tenant (issue 21, DECISIONS.md). */
export type ExportScope = { all: true } | { all: false; superuserId: number };

/** Whose data a caller exports: admin everything, a superuser its own tenant; every other role 403. */
export function exportScopeOf(c: AuthClaims): ExportScope {
  if (!can(c.role, 'dataExport.run')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'superuser' && (c.tenantId ?? c.roleId) > 0)
    return { all: false, superuserId: c.tenantId ?? c.roleId };
  throw new AppError('FORBIDDEN');
}
