// The portals client: which portal this host is and its branding.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPortalDocuments } from '@zp/domain/bookings/bookings.contract';
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

/** `GET /portal/documents`: the legal documents (public PDF URLs or null) of the provider of this host's portal. */
export const portalDocumentsQuery = queryOptions({
  queryKey: ['portal', 'documents'] as const,
  queryFn: ({ signal }) =>
    call<typeof getPortalDocuments>('GET', '/portal/documents', {}, { signal, quiet: true }),
  staleTime: 5 * 60 * 1000,
  select: (data) => data.documents,
});

export const usePortalDocuments = (enabled = true) => useQuery({ ...portalDocumentsQuery, enabled });

export type ProviderDocumentUrls = Record<string, string | null>;

/**
 * The terms of a portal: on the investor portal the investor terms, on the broker portal the broker terms (each
 * falling back to the provider's general AGB, privacy policy and imprint when the portal's own is not uploaded).
 */
export function portalTerms(kind: PortalInfo['kind'] | undefined, docs: ProviderDocumentUrls | undefined) {
  const pick = (own: string, general: string) => docs?.[own] ?? docs?.[general] ?? null;
  const prefix = kind === 'broker' ? 'broker' : 'investor';
  return {
    agb: pick(`${prefix}Agb`, 'agb'),
    dataPrivacy: pick(`${prefix}DataPrivacy`, 'dataPrivacy'),
    imprint: pick(`${prefix}Imprint`, 'imprint'),
  };
}

/** The main site is always there; a portal or landing page only while its booking is live. */
export function isPortalAvailable(portal: PortalInfo): boolean {
  if (portal.kind === 'unknown') return false;
  return portal.kind === 'main' || portal.online;
}
