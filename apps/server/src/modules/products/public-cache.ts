import { EncodedBody } from '../../lib/encoded-body.ts';

// The public data of released products, serialised once (and compressed once per encoding, lib/encoded-body.ts) and
// kept a few seconds (issue 22: anonymous reads of the public pages at the speed of a static answer). A change of a product on this instance drops its entry at once
// (the repository's writes call `invalidatePublicProduct`); other instances see it within TTL_MS, as do changes of
// the issuer's or provider's name, which the answer also shows.
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

export interface CachedAnswer {
  /** The answer's JSON (`body.text`) with its ETags and compressed forms. */
  body: EncodedBody;
  /** The product page's server-rendered markup (prerender/public-pages.ts), made at its first request. */
  page?: string;
}

interface Entry extends CachedAnswer {
  at: number;
  /** The database the answer was read from (tests run several apps in one process). */
  source: object;
}

const entries = new Map<number, Entry>();

export function cachedPublicProduct(source: object, id: number, now = Date.now()): CachedAnswer | null {
  const hit = entries.get(id);
  return hit && hit.source === source && now - hit.at < TTL_MS ? hit : null;
}

export function storePublicProduct(
  source: object,
  id: number,
  answer: unknown,
  now = Date.now(),
): CachedAnswer {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry = { body: new EncodedBody(JSON.stringify(answer)), at: now, source };
  entries.set(id, entry);
  return entry;
}

export function invalidatePublicProduct(id?: number): void {
  if (id === undefined) entries.clear();
  else entries.delete(id);
}
