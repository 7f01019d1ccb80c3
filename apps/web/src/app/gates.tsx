import type { ReactNode } from 'react';
import { isPortalAvailable, usePortal } from '../api/portals.ts';
import { useIsOffline } from '../lib/connectivity.ts';
import { FullPageLoader } from './pages/full-page-loader.tsx';
import { OfflinePage } from './pages/offline-page.tsx';
import { UnknownSubdomainPage } from './pages/unknown-subdomain-page.tsx';

/** Replaces the app by the no-connection page while the browser or the API is unreachable. */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  return useIsOffline() ? <OfflinePage /> : children;
}

/**
 * Shows only the unknown-subdomain page for an unknown or offline portal. If the portal cannot be resolved
 * for another reason (the error was logged), the app runs as the main site with the default branding.
 */
export function PortalGate({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = usePortal();
  if (isPending) return <FullPageLoader />;
  if (!isError && data && !isPortalAvailable(data)) return <UnknownSubdomainPage />;
  return children;
}
