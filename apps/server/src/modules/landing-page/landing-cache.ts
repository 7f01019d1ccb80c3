// The rendered landing page per provider, kept a few seconds (the page is the same for every visitor): the p95 goal
// of issue 20 (≤ 50 ms at 32 connections). A save on this instance drops it at once; other instances within TTL_MS.
const TTL_MS = 5000;
const cache = new Map<number, { at: number; html: string }>();

export function cachedLandingHtml(superuserId: number): string | null {
  const hit = cache.get(superuserId);
  return hit && Date.now() - hit.at < TTL_MS ? hit.html : null;
}

export function storeLandingHtml(superuserId: number, html: string): void {
  if (cache.size > 1000) cache.clear();
  cache.set(superuserId, { at: Date.now(), html });
}

export function invalidateLandingHtml(superuserId?: number): void {
  if (superuserId === undefined) cache.clear();
  else cache.delete(superuserId);
}
