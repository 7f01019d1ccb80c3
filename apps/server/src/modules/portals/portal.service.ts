import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, type HostConfig, type HostKind, resolveHost } from '@zp/domain';
import type { Db, Executor } from '../../db/client.ts';
import { fileUrl } from '../../lib/files.ts';
import { findLiveBooking, type LiveBooking } from './portal.repository.ts';

export interface Branding {
  providerName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}

/** The portal a request's host belongs to. `online` is false for unknown hosts and bookings not live. */
export interface Portal {
  kind: HostKind;
  subdomain: string | null;
  online: boolean;
  superuserId: number | null;
  branding: Branding | null;
}

const TTL_MS = 5000;

function providerName(b: LiveBooking): string {
  return b.company?.trim() || `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim() || 'Anbieter';
}

export function toBranding(b: LiveBooking, kind: 'investor' | 'broker' | 'landing'): Branding {
  const logo = kind === 'broker' ? (b.brokerLogoFileId ?? b.investorLogoFileId) : b.investorLogoFileId;
  return {
    providerName: providerName(b),
    primaryColor: b.primaryColor || DEFAULT_PRIMARY,
    secondaryColor: b.secondaryColor || DEFAULT_SECONDARY,
    logoUrl: fileUrl(logo),
    faviconUrl: fileUrl(b.faviconFileId),
  };
}

/** Resolves hosts to portals, caching briefly; `invalidate()` after a booking changes. */
export class PortalService {
  private readonly cache = new Map<string, { at: number; portal: Portal }>();

  constructor(
    private readonly db: Db,
    private readonly hosts: HostConfig,
  ) {}

  async forHost(rawHost: string | undefined): Promise<Portal> {
    const resolved = resolveHost(rawHost, this.hosts);
    if (resolved.kind === 'main') {
      return { kind: 'main', subdomain: null, online: true, superuserId: null, branding: null };
    }
    if (resolved.kind === 'unknown' || !resolved.subdomain) {
      return { kind: 'unknown', subdomain: null, online: false, superuserId: null, branding: null };
    }
    const key = `${resolved.kind}:${resolved.subdomain}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.portal;
    const found = await findLiveBooking(this.db, resolved.kind, resolved.subdomain);
    // A landing domain is a portal only with module 13 booked (issue 20): otherwise the unknown-subdomain page.
    const booking = resolved.kind === 'landing' && !found?.modules?.includes(13) ? null : found;
    const portal: Portal = booking
      ? {
          kind: resolved.kind,
          subdomain: resolved.subdomain,
          online: true,
          superuserId: booking.superuserId,
          branding: toBranding(booking, resolved.kind),
        }
      : {
          kind: resolved.kind,
          subdomain: resolved.subdomain,
          online: false,
          superuserId: null,
          branding: null,
        };
    this.cache.set(key, { at: Date.now(), portal });
    return portal;
  }

  async branding(kind: 'investor' | 'broker', subdomain: string): Promise<Branding | null> {
    const booking = await findLiveBooking(this.db, kind, subdomain.toLowerCase());
    return booking ? toBranding(booking, kind) : null;
  }

  /** Branding of a tenant's live booking (for an investor's login answer), null when not live. */
  async brandingOfTenant(
    exec: Executor,
    superuserId: number,
    kind: 'investor' | 'broker',
  ): Promise<Branding | null> {
    const booking = await findLiveBooking(exec, 'tenant', String(superuserId));
    return booking ? toBranding(booking, kind) : null;
  }

  invalidate(): void {
    this.cache.clear();
  }
}

/** The account scope of a portal: where accounts live and where their tokens are valid. */
export function scopeOfPortal(portal: Portal): string | null {
  if (portal.kind === 'main') return 'main';
  if (!portal.online || portal.superuserId == null) return null;
  if (portal.kind === 'investor') return `investor:${portal.superuserId}`;
  if (portal.kind === 'broker') return `broker:${portal.superuserId}`;
  return null;
}
