import type { Deps } from '../../../deps.ts';
import * as repo from '../products.repository.ts';

/**
 * The paths of a host's public pages for search engines (issue 22): on an investor portal its offers and the page
 * of every product it shows; on the main site the marketplace and the sign-in. Unknown or offline hosts: none.
 */
export async function publicPaths(deps: Deps, host: string | undefined): Promise<string[]> {
  const portal = await deps.portals.forHost(host);
  if (!portal.online) return [];
  if (portal.kind === 'main' || portal.superuserId == null) return ['/marktplatz', '/login'];
  const rows = await repo.portalProducts(deps.db, portal.superuserId);
  return ['/angebote', ...rows.map((p) => `/angebote/${p.id}`), '/login'];
}
