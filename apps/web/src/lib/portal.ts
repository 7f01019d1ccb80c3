import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostKind } from '@zp/domain/tenancy/hosts';
import { api } from './api.ts';

export interface PortalBranding {
  providerName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}

/** Answer of `GET /api/portal`: what this host is and how it looks. */
export interface PortalInfo {
  kind: HostKind;
  subdomain: string | null;
  online: boolean;
  branding: PortalBranding | null;
}

export const portalQuery = queryOptions({
  queryKey: ['portal'] as const,
  queryFn: ({ signal }) => api.get<PortalInfo>('/portal', { signal, quiet: true }),
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
