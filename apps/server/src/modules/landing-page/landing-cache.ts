// The rendered landing page per provider, kept a few seconds (the page is the same for every visitor): the p95 goal
// of issue 20 (≤ 50 ms at 32 connections; bench/landing-page.ts — uncached ~360 ms, cached ~3 ms). A save on this
// instance drops it at once; products, branding and booking changes (and saves on other instances) show within
// TTL_MS, plus the portal lookup's own 5 s (PortalService). The gzip and brotli forms and the ETag are made once per
// render, not per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TTL_MS = 5000;

export interface LandingPageBody {
  html: string;
  /** Strong validator of the HTML (the compressed forms get their own, see `etagFor`). */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** By provider; `source` is the database the page was read from (tests run several apps in one process). */
const cache = new Map<number, { at: number; page: LandingPageBody; source: object }>();

export function landingPageBody(html: string): LandingPageBody {
  const identity = Buffer.from(html, 'utf8');
  return {
    html,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  };
}

export function cachedLandingPage(source: object, superuserId: number): LandingPageBody | null {
  const hit = cache.get(superuserId);
  return hit && hit.source === source && Date.now() - hit.at < TTL_MS ? hit.page : null;
}

export function storeLandingPage(source: object, superuserId: number, html: string): LandingPageBody {
  if (cache.size > 1000) cache.clear();
  const page = landingPageBody(html);
  cache.set(superuserId, { at: Date.now(), page, source });
  return page;
}

export function invalidateLandingHtml(superuserId?: number): void {
  if (superuserId === undefined) cache.clear();
  else cache.delete(superuserId);
}

export type LandingEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q-values honoured; `*` counts; br before gzip). */
export function pickEncoding(acceptEncoding: string | undefined): LandingEncoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  if (of('br') > 0) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The ETag of one encoding of the page (each representation needs its own, RFC 9110 §8.8.3). */
export function etagFor(page: LandingPageBody, encoding: LandingEncoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** True when If-None-Match names the representation (weak comparison, `*` matches). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
