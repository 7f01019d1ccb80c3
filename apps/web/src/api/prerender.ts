import type { QueryClient } from '@tanstack/react-query';
import { readPrerenderData } from '../lib/prerender.ts';
import { portalQuery } from './portals.ts';
import { PRODUCTS_KEY } from './products.ts';

/**
 * Puts the API answers the server rendered the page from into the query cache (issue 22), under the keys the
 * pages read them with: the page renders at once, without asking the API again.
 */
export function seedPrerenderedQueries(queryClient: QueryClient): QueryClient {
  const data = readPrerenderData();
  if (data.portal) queryClient.setQueryData(portalQuery.queryKey, data.portal as never);
  if (data.publicProduct)
    queryClient.setQueryData([PRODUCTS_KEY, 'public', String(data.publicProduct.id)], data.publicProduct);
  if (data.portalProducts)
    queryClient.setQueryData([PRODUCTS_KEY, 'portal'], { results: data.portalProducts });
  if (data.marketplaceProducts)
    queryClient.setQueryData([PRODUCTS_KEY, 'marketplace'], { results: data.marketplaceProducts });
  return queryClient;
}
