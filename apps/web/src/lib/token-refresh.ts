import { msUntilRenewal, renewAheadOfExpiry } from './api.ts';
import { subscribeSession } from './session.ts';

let timer: ReturnType<typeof setTimeout> | null = null;
let installed = false;

/** Runs the renewal (errors are the request layer's: an unreachable server is retried on the next request). */
const renew = () => void renewAheadOfExpiry().catch(() => undefined);

/** (Re)plans the renewal for the moment ahead of the access token's `exp`. */
function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const wait = msUntilRenewal();
  if (wait === null) return;
  // Timers of background tabs are throttled or frozen: focus and visibility check again (see below).
  timer = setTimeout(renew, Math.max(wait, 0));
}

/**
 * Keeps the access token fresh while the app is open: a timer renews it ahead of its expiry (from the token's
 * `exp`), and coming back to the tab (focus, visibility) renews at once when it is due — so after 15 minutes idle
 * the first requests do not fail with 401.
 */
export function installTokenRefresh(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  subscribeSession(schedule);
  window.addEventListener('focus', renew);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') renew();
  });
  schedule();
}
