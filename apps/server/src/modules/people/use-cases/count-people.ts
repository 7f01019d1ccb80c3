import { can } from '@zp/domain';
import { and } from 'drizzle-orm';
import {
  countVisibleIssuers,
  countVisibleProducts,
  countVisibleZeichnungen,
  personScope,
} from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { countWhere, type PersonKind, ROLE_TABLES } from '../people.repository.ts';

/** Statistics cards (spec 001 §2): only the counts the caller's role shows, scoped to its tenant. */
export async function countsFor(exec: Executor, caller: AuthClaims) {
  const result: Record<string, number> = {};
  const scoped = async (kind: PersonKind) => {
    const scope = await personScope(exec, caller, kind);
    return scope === null ? 0 : countWhere(exec, ROLE_TABLES[kind], scope ? and(scope) : undefined);
  };
  if (can(caller.role, 'stats.issuers')) result.issuers = await countVisibleIssuers(exec, caller);
  if (can(caller.role, 'stats.investors')) result.investors = await scoped('investor');
  if (can(caller.role, 'stats.salesreps')) result.salesreps = await scoped('salesrep');
  if (can(caller.role, 'stats.resellers')) result.resellers = await scoped('reseller');
  if (can(caller.role, 'stats.superusers')) result.superusers = await scoped('superuser');
  if (can(caller.role, 'stats.products')) result.products = await countVisibleProducts(exec, caller);
  if (can(caller.role, 'stats.zeichnungen')) result.zeichnungs = await countVisibleZeichnungen(exec, caller);
  return result;
}
