import { AppError } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { brokerPortalUrl, investorPortalUrl } from '../../bookings/bookings.service.ts';
import { releasedProductsOf } from '../../products/products.service.ts';
import { findUserById } from '../people.repository.ts';
import { getSalesrepRow } from './get-salesrep.ts';

const withQuery = (base: string, path: string, query: Record<string, string>) => {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};

/**
 * `GET /salesrep/links/:id`: the partner's own recruiting links (decision 017). Only the partner itself
 * (dashboard.werbemittel is the salesrep's); another partner's id is a 404.
 */
export async function getSalesrepLinks(
  exec: Executor,
  config: Deps['config'],
  caller: AuthClaims,
  id: number,
) {
  const row = await getSalesrepRow(exec, caller, id);
  if (caller.role !== 'salesrep' || caller.roleId !== row.id) throw new AppError('NOT_FOUND');
  const user = await findUserById(exec, row.userId);
  if (!user) throw new AppError('NOT_FOUND');
  const investorBase = await investorPortalUrl(exec, config, row.superuserId);
  const brokerBase = await brokerPortalUrl(exec, config, row.superuserId);
  const products = investorBase ? await releasedProductsOf(exec, row.superuserId) : [];
  return {
    investorSignupUrl: investorBase ? withQuery(investorBase, '/signup', { salesrep_uuid: user.uuid }) : null,
    partnerSignupUrl: brokerBase ? withQuery(brokerBase, '/signup', { head_salesrep: user.uuid }) : null,
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      url: withQuery(investorBase!, '/signup', { salesrep_uuid: user.uuid, ppc: p.uuid }),
    })),
  };
}
