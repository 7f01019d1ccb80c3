// Resellers: which reseller trees a caller may read (issue 19, decision 032).
import { AppError } from '@zp/domain';
import { isAdmin, isOwnReseller } from '@zp/domain/auth/access';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { resellers } from '../db/index.ts';
import type { AuthClaims } from '../lib/tokens.ts';

/** Whether `ancestorId` is above `resellerId` (any number of levels up the parent chain). */
async function isAbove(exec: Executor, ancestorId: number, resellerId: number): Promise<boolean> {
  const result = await exec.execute(sql`
    with recursive up(id, parent_id, n) as (
      select id, parent_id, 0 from resellers where id = ${resellerId}
      union all
      select r.id, r.parent_id, u.n + 1 from resellers r join up u on r.id = u.parent_id where u.n < 1000
    ) select 1 as hit from up where parent_id = ${ancestorId} limit 1`);
  return rowsOf(result).length > 0;
}

/**
 * Read access to a reseller's tree (hierarchy, tier): the operator any reseller; a reseller itself and the resellers
 * below it (never its upline or another branch). Everyone else, and an unknown id, gets a 404; roles without the
 * permission never get here (403).
 */
export async function assertResellerTreeRead(
  exec: Executor,
  c: AuthClaims,
  resellerId: number,
): Promise<void> {
  const [row] = await exec.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, resellerId));
  if (!row) throw new AppError('NOT_FOUND');
  if (isAdmin(c)) return;
  if (c.role === 'reseller' && (isOwnReseller(c, row.id) || (await isAbove(exec, c.roleId, row.id)))) return;
  throw new AppError('NOT_FOUND');
}
