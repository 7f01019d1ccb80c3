import { AppError } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { fileUrl } from '../../../lib/files.ts';
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

type LinkDeps = Pick<Deps, 'config' | 'files'>;
export type PartnerProduct = Awaited<ReturnType<typeof releasedProductsOf>>[number] & {
  url: string;
  publicPageUrl: string;
};

/**
 * The partner's own links (decision 017): only the partner itself (dashboard.werbemittel is the salesrep's); another
 * partner's id is a 404. Products are those its provider has released, each with the sign-up link and the public
 * page, both carrying `salesrep_uuid` and the product code `ppc` (decision 020); none without a live investor portal.
 */
export async function partnerLinksOf(exec: Executor, config: Deps['config'], caller: AuthClaims, id: number) {
  const row = await getSalesrepRow(exec, caller, id);
  if (caller.role !== 'salesrep' || caller.roleId !== row.id) throw new AppError('NOT_FOUND');
  const user = await findUserById(exec, row.userId);
  if (!user) throw new AppError('NOT_FOUND');
  const investorBase = await investorPortalUrl(exec, config, row.superuserId);
  const brokerBase = await brokerPortalUrl(exec, config, row.superuserId);
  const released = investorBase ? await releasedProductsOf(exec, row.superuserId) : [];
  const products: PartnerProduct[] = released.map((p) => {
    const attribution = { salesrep_uuid: user.uuid, ppc: p.uuid };
    return {
      ...p,
      url: withQuery(investorBase!, '/signup', attribution),
      publicPageUrl: withQuery(investorBase!, `/angebote/${p.id}`, attribution),
    };
  });
  return {
    row,
    investorSignupUrl: investorBase ? withQuery(investorBase, '/signup', { salesrep_uuid: user.uuid }) : null,
    partnerSignupUrl: brokerBase ? withQuery(brokerBase, '/signup', { head_salesrep: user.uuid }) : null,
    products,
  };
}

/** A public product file with the name it was uploaded under (null when its row is gone). */
async function advertFile(deps: LinkDeps, exec: Executor, fileId: string | null) {
  const meta = fileId ? await deps.files.find(fileId, exec) : null;
  return meta?.visibility === 'public' ? { url: fileUrl(meta.id)!, fileName: meta.originalName } : null;
}

/** `GET /salesrep/links/:id`: the partner's recruiting links and, per product, its advertising materials. */
export async function getSalesrepLinks(deps: LinkDeps, exec: Executor, caller: AuthClaims, id: number) {
  const links = await partnerLinksOf(exec, deps.config, caller, id);
  const products = [];
  for (const p of links.products) {
    const images = [];
    for (const fileId of p.imageFileIds) {
      const file = await advertFile(deps, exec, fileId);
      if (file) images.push(file);
    }
    products.push({
      id: p.id,
      name: p.name,
      url: p.url,
      publicPageUrl: p.publicPageUrl,
      logo: await advertFile(deps, exec, p.logoFileId),
      images,
      packagePath: `/salesrep/links/${links.row.id}/products/${p.id}/package`,
    });
  }
  return {
    investorSignupUrl: links.investorSignupUrl,
    partnerSignupUrl: links.partnerSignupUrl,
    products,
  };
}
