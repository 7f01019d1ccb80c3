// The portals client: which portal this host is and its branding.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type { getPortal } from '@zp/domain/portals/portals.contract';
import { call } from './client.ts';

/** Answer of `GET /api/portal`: what this host is and how it looks. */
export type PortalInfo = ResponseOf<typeof getPortal>;
export type PortalBranding = NonNullable<PortalInfo['branding']>;

export const portalQuery = queryOptions({
  queryKey: ['portal'] as const,
  queryFn: ({ signal }) => call<typeof getPortal>('GET', '/portal', {}, { signal, quiet: true }),
  staleTime: 5 * 60 * 1000,
  // Several components observe the portal; a failed answer must not be refetched each time one mounts.
  retryOnMount: false,
});

/** The portal of the current host (main site, investor or broker portal, landing page). */
export const usePortal = () => useQuery(portalQuery);

/** The main site is always there; a portal or landing page only while its booking is live. */
export function isPortalAvailable(portal: PortalInfo): boolean {
  if (portal.kind === 'unknown') return false;
  return portal.kind === 'main' || portal.online;
}
