import { homeTexts } from '@zp/domain/texts/de/home';
import { usePortal } from '../api/portals.ts';
import { useSession } from '../lib/session.ts';

export interface Brand {
  providerName: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
}

/** The portal's branding; the branding stored at login fills what the portal does not say. */
export function useBrand(): Brand {
  const branding = usePortal().data?.branding ?? null;
  const session = useSession();
  return {
    providerName: branding?.providerName || homeTexts.defaultProviderName,
    logoUrl: branding?.logoUrl || session?.logoFile || null,
    faviconUrl: branding?.faviconUrl || null,
    primaryColor: branding?.primaryColor || session?.primaryColor || null,
    secondaryColor: branding?.secondaryColor || session?.secondaryColor || null,
  };
}
