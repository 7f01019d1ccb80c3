// Tenant relations the scopes of several areas share: which providers a reseller recruited.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { superusers } from '../db/index.ts';

/** The providers (superusers.id) a reseller recruited, as a subquery for scopes. */
export const recruitedSuperusers = (exec: Executor, resellerId: number) =>
  exec.select({ id: superusers.id }).from(superusers).where(eq(superusers.resellerId, resellerId));

/** The reseller that recruited a provider, null without one. */
export async function resellerOf(exec: Executor, superuserId: number): Promise<number | null> {
  const [row] = await exec
    .select({ r: superusers.resellerId })
    .from(superusers)
    .where(eq(superusers.id, superuserId));
  return row?.r ?? null;
}
