import { useSyncExternalStore } from 'react';

/** App-wide offline flag: set by the browser's offline event and by API calls that get no answer. */
let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

export const isOffline = (): boolean => offline;

export function setOffline(value: boolean): void {
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Going back online is confirmed by the health poll of the offline page, not by the browser event.
  window.addEventListener('offline', () => setOffline(true));
}

export const useIsOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, isOffline);

export const HEALTH_POLL_MS = 2000;

/** True when `GET /api/health` answers 200 within a few seconds. */
export async function checkHealth(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_POLL_MS * 2);
  try {
    const res = await fetch('/api/health', { cache: 'no-store', signal: controller.signal });
    return res.status === 200;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
