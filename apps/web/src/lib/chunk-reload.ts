import { isOffline } from './connectivity.ts';

// A page's code loads as its own chunk when it is first shown. When that request fails (the connection dropped at
// that moment), the browser remembers the failed module for the page's lifetime: the page could never show again,
// even once the connection is back. Such an error reloads the page instead — once the app is online again, and at
// most once in 10 s, so a chunk that is really missing (a new deployment) ends on the error page, not in a loop.

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const LAST_RELOAD_KEY = 'zp-chunk-reload';
const MIN_INTERVAL_MS = 10_000;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(error.message);

/** Reloads the page for a failed chunk (see above); true when it does. Call it while the app is online. */
export function reloadAfterFailedChunk(error: unknown): boolean {
  if (!isChunkLoadError(error) || isOffline()) return false;
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_MS) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // no storage: no guard against a loop, so no reload
  }
  window.location.reload();
  return true;
}
