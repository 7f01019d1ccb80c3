import type { PublicProductAnswer } from '@zp/domain/products/products.contract';
import { publicProductTexts as t } from '@zp/domain/texts/de/products';
import type { Deps } from '../../../deps.ts';
import type { PagePrerenderer, PrerenderedPage } from '../../../lib/module.ts';
import { portalForPage } from '../../../lib/prerender-frame.ts';
import * as repo from '../products.repository.ts';
import { publicProductAnswer } from '../public-cache.ts';
import { marketplaceProducts, portalProducts, publicProduct } from '../use-cases/public-products.ts';
import { renderProductList, renderProductPage } from './public-html.ts';

// The public pages rendered on the server (issue 22, decision 039): `/angebote` and `/angebote/:id` on an investor or
// broker portal, `/marktplatz` on every host. The data the page shows goes along (names as in
// apps/web/src/lib/prerender.ts), so the app starts from it instead of asking the API again.

/** The page of one offer, only on the portal of the provider that offers it (never another provider's product). */
async function productPage(
  deps: Deps,
  host: string | undefined,
  id: number,
): Promise<PrerenderedPage | null> {
  const found = await portalForPage(deps, host);
  if (!found || found.portal.kind === 'main' || found.superuserId == null) return null;
  const row = await repo.findPublicProduct(deps.db, id);
  if (!row || row.superuserId !== found.superuserId) return null;
  // The public-data answer and its markup are kept with it (public-cache.ts drops both when the product changes).
  const answer = await publicProductAnswer(deps.db, id, () => publicProduct(deps, id));
  const product = JSON.parse(answer.body.text) as PublicProductAnswer;
  answer.page ??= renderProductPage(product, found.portal.branding?.primaryColor);
  return {
    title: product.name || t.listTitle,
    description: product.description ?? undefined,
    body: answer.page,
    dataJson: `{"portal":${JSON.stringify(found.portal)},"publicProduct":${answer.body.text}}`,
  };
}

async function listPage(deps: Deps, host: string | undefined, marketplace: boolean) {
  const found = await portalForPage(deps, host);
  if (!found) return null;
  if (!marketplace && found.portal.kind === 'main') return null;
  const products = marketplace ? await marketplaceProducts(deps) : await portalProducts(deps, host);
  const key = marketplace ? 'marketplaceProducts' : 'portalProducts';
  return {
    title: marketplace ? t.marketplaceTitle : t.listTitle,
    description: marketplace ? t.marketplaceIntro : t.listIntro,
    body: renderProductList(products, marketplace, found.portal.branding?.primaryColor),
    dataJson: JSON.stringify({ portal: found.portal, [key]: products }),
  };
}

const PRODUCT_PATH = /^\/angebote\/(\d{1,9})\/?$/;

export const prerenderPublicPages: PagePrerenderer = async (deps, host, path) => {
  if (path === '/angebote' || path === '/angebote/') return listPage(deps, host, false);
  if (path === '/marktplatz' || path === '/marktplatz/') return listPage(deps, host, true);
  const id = PRODUCT_PATH.exec(path)?.[1];
  return id ? productPage(deps, host, Number(id)) : null;
};
