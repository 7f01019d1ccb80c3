import { AppError, can } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products, superusers } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';

/**
 * Whose newsletter subscribers a caller reads by the user id in the path (spec 001 §7
 * `/newsletter-subscriptions/{userId}/`; issue 20, decision 034): a provider only its own (its user id); the operator
 * any provider's, or the main site's list (`superuser_id` null) with its own user id. Answers the list's
 * `superuserId` (null: the main site); another provider's is refused (403), an unknown id is not found (404).
 */
export async function newsletterListOf(
  exec: Executor,
  c: AuthClaims,
  userId: number,
): Promise<{ superuserId: number | null }> {
  if (!can(c.role, 'newsletter.list')) throw new AppError('FORBIDDEN');
  if (c.role === 'superuser') {
    if (c.userId !== userId) throw new AppError('FORBIDDEN');
    return { superuserId: c.tenantId ?? c.roleId };
  }
  if (!isAdmin(c)) throw new AppError('FORBIDDEN');
  const [su] = await exec.select({ id: superusers.id }).from(superusers).where(eq(superusers.userId, userId));
  if (su) return { superuserId: su.id };
  if (userId === c.userId) return { superuserId: null };
  throw new AppError('NOT_FOUND');
}

/** The provider (superusers.id) whose newsletters a caller writes: only a provider, its own. */
export function newsletterSenderOf(c: AuthClaims): number {
  if (!can(c.role, 'newsletter.send') || c.role !== 'superuser') throw new AppError('FORBIDDEN');
  return c.tenantId ?? c.roleId;
}

/** Which newsletters a caller lists: a provider its own, the operator all. */
export function newsletterScopeOf(c: AuthClaims): { all: true } | { superuserId: number } {
  if (!can(c.role, 'newsletter.list')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'superuser') return { superuserId: c.tenantId ?? c.roleId };
  throw new AppError('FORBIDDEN');
}

/** The names of a provider's products: a newsletter naming one carries the §12 VermAnlG warning. */
export async function productNamesOf(exec: Executor, superuserId: number): Promise<string[]> {
  const rows = await exec
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.superuserId, superuserId), isNull(products.deletedAt)));
  return rows.map((r) => r.name ?? '').filter((n) => n.trim().length > 0);
}
