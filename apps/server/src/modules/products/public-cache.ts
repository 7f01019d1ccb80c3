import { EncodedBody } from '../../lib/encoded-body.ts';

// The public data of released products, serialised once (and compressed once per encoding, lib/encoded-body.ts) and
// kept a few seconds (issue 22: anonymous reads of the public pages at the speed of a static answer). A change of a
// product drops the entries twice: on this instance at once (the repository's writes call `invalidatePublicProduct`),
// and on every instance when the changing transaction commits (its `NOTIFY` on PRODUCT_CHANGES, heard by
// listenForProductChanges). The second drop covers an answer read between the write and its commit, which still
// showed the product as it was: without it, that answer stayed for TTL_MS. Changes of the issuer's or provider's
// name, which the answer also shows, are seen within TTL_MS.
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

function storePublicProduct(source: object, id: number, answer: unknown, now = Date.now()): CachedAnswer {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry = { body: new EncodedBody(JSON.stringify(answer)), at: now, source };
  entries.set(id, entry);
  return entry;
}

/** Counts the drops: an answer read while one happened is served but not kept (it may show the product as it was). */
let drops = 0;

export function invalidatePublicProduct(id?: number): void {
  drops++;
  if (id === undefined) entries.clear();
  else entries.delete(id);
}

/** The cached answer, else `read`'s, kept unless a change was dropped while it was read. */
export async function publicProductAnswer(
  source: object,
  id: number,
  read: () => Promise<unknown>,
): Promise<CachedAnswer> {
  const hit = cachedPublicProduct(source, id);
  if (hit) return hit;
  const before = drops;
  const answer = await read();
  if (drops !== before) return { body: new EncodedBody(JSON.stringify(answer)) };
  return storePublicProduct(source, id, answer);
}

/**
 * The channel a transaction that changed a product notifies, with the product's id as payload (none: every product),
 * delivered on its commit to every instance.
 */
export const PRODUCT_CHANGES = 'zp_products';

/**
 * Drops cached public data when a product change commits, on any instance (PostgreSQL; `listen` is the database's).
 * A lost listening connection drops everything (changes may have been missed meanwhile) and is reported to `lost`;
 * the database reconnects it. Answers the stop function.
 */
export function listenForProductChanges(
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (err: unknown) => void,
  ) => Promise<() => Promise<void>>,
  lost: (err: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  return listen(
    PRODUCT_CHANGES,
    (payload) => invalidatePublicProduct(/^\d+$/.test(payload) ? Number(payload) : undefined),
    (err) => {
      invalidatePublicProduct();
      lost(err);
    },
  );
}
