import { AppError, can } from '@zp/domain';
import { isAdmin, isOwnTenant } from '@zp/domain/auth/access';
import type { Executor } from '../db/client.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { recruitedSuperusers } from './tenants.ts';

/**
 * A provider's reminder settings and e-mail cockpit (issue 20, decision 034): the provider itself only; another
 * provider's are not found (404), never forbidden; other roles are refused (403).
 */
export function assertOwnReminderSettings(c: AuthClaims, superuserId: number) {
  if (!can(c.role, 'reminders.edit')) throw new AppError('FORBIDDEN');
  if (!isOwnTenant(c, superuserId)) throw new AppError('NOT_FOUND');
}

/**
 * Whose contacts a caller reads in the Benutzerinteraktionsportal: the operator every provider's (null = all, or
 * the one it asks for), a provider its own, a reseller the providers it recruited (narrowed to one if asked and
 * its own). Others are refused (403).
 */
export async function contactScopeOf(
  exec: Executor,
  c: AuthClaims,
  onlySuperuserId?: number,
): Promise<number[] | null> {
  if (!can(c.role, 'engagement.view')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return onlySuperuserId ? [onlySuperuserId] : null;
  if (c.role === 'superuser') {
    const own = c.tenantId ?? c.roleId;
    return onlySuperuserId && onlySuperuserId !== own ? [] : [own];
  }
  if (c.role === 'reseller') {
    const ids = (await recruitedSuperusers(exec, c.roleId)).map((r) => r.id);
    return onlySuperuserId ? ids.filter((id) => id === onlySuperuserId) : ids;
  }
  throw new AppError('FORBIDDEN');
}
