// The rendered landing page per provider, kept a few seconds (the page is the same for every visitor): the p95 goal
// of issue 20 (≤ 50 ms at 32 connections; bench/landing-page.ts — uncached ~360 ms, cached ~3 ms). A save on this
// instance drops it at once; products, branding and booking changes (and saves on other instances) show within
// TTL_MS, plus the portal lookup's own 5 s (PortalService). The gzip and brotli forms and the ETags are made at most
// once per render (lib/encoded-body.ts), not per request.
import { EncodedBody } from '../../lib/encoded-body.ts';

const TTL_MS = 5000;

/** By provider; `source` is the database the page was read from (tests run several apps in one process). */
const cache = new Map<number, { at: number; page: EncodedBody; source: object }>();

export function cachedLandingPage(source: object, superuserId: number): EncodedBody | null {
  const hit = cache.get(superuserId);
  return hit && hit.source === source && Date.now() - hit.at < TTL_MS ? hit.page : null;
}

export function storeLandingPage(source: object, superuserId: number, html: string): EncodedBody {
  if (cache.size > 1000) cache.clear();
  const page = new EncodedBody(html);
  cache.set(superuserId, { at: Date.now(), page, source });
  return page;
}

export function invalidateLandingHtml(superuserId?: number): void {
  if (superuserId === undefined) cache.clear();
  else cache.delete(superuserId);
}
