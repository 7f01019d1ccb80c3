import { AppError } from '@zp/domain';
import type { ResellerDashboard } from '@zp/domain/resellers/hierarchy.contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { portalBaseUrl } from '../../accounts/links.ts';
import * as repo from '../reseller-hierarchy.repository.ts';
import { tierFacts } from './get-hierarchy.ts';

/** The `n` Berlin months up to the one of `today` (YYYY-MM-DD), oldest first. */
export function lastMonths(today: string, n: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

const signupUrl = (base: string, path: string, uuid: string) => {
  const url = new URL(path, base);
  url.searchParams.set('reseller_uuid', uuid);
  return url.toString();
};

/**
 * `GET /reseller/dashboard`: the caller's own tier (live portals of the providers it recruited itself), the
 * commissions it earned per Berlin month of their recording over the last twelve months (every status: the revenue
 * shared with it, zeros filled) and its two recruiting links on the main site.
 */
export async function getResellerDashboard(
  deps: Pick<Deps, 'config' | 'clock'>,
  exec: Executor,
  caller: AuthClaims,
): Promise<ResellerDashboard> {
  if (caller.role !== 'reseller') throw new AppError('FORBIDDEN');
  const [me] = await repo.resellersByIds(exec, [caller.roleId]);
  if (!me) throw new AppError('NOT_FOUND');
  const facts = tierFacts(await repo.providersOf(exec, [me.id]));
  const months = lastMonths(deps.clock.today(), 12);
  const sums = await repo.commissionsPerMonth(exec, me.id, months[0]!);
  const base = portalBaseUrl(deps.config, { kind: 'main', subdomain: null });
  return {
    resellerId: me.id,
    uuid: me.uuid,
    ...facts,
    revenue: months.map((month) => ({ month, amountCents: sums.get(month) ?? 0 })),
    links: {
      superuserSignupUrl: signupUrl(base, '/signup', me.uuid),
      resellerSignupUrl: signupUrl(base, '/reseller/signup', me.uuid),
    },
  };
}
