// Files the API serves behind the bearer token (documents, invoices): fetched with the token (and its renewal)
// as a blob, then saved or shown through a blob URL. The one place besides the area clients that calls the API.
import { API_BASE, type ApiRequestOptions, api } from '../lib/api.ts';
import { saveBlob } from '../lib/download.ts';

/** `/api/x/1/documents/y` or an absolute URL → the API client's path `/x/1/documents/y`. */
export function apiPathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
}

/** Whether a URL points at this origin's API (other URLs are plain links). */
export function isApiUrl(url: string): boolean {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin && parsed.pathname.startsWith(`${API_BASE}/`);
}

/** An API file as a blob; `quiet` as for every call (true: the caller shows the error). */
export const fetchApiFile = (url: string, quiet: ApiRequestOptions['quiet'] = true) =>
  api.get<Blob>(apiPathOf(url), { responseType: 'blob', quiet });

/**
 * Downloads an API file under `filename` through a blob URL. Rejects with the API error; the caller shows its
 * message (`quiet: false` lets the client's toast show it).
 */
export async function downloadApiFile(
  url: string,
  filename: string,
  quiet: ApiRequestOptions['quiet'] = true,
) {
  saveBlob(await fetchApiFile(url, quiet), filename);
}

/** Opens an API file in a new tab (opened at once, so the browser does not block it as a pop-up). */
export async function openApiFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await fetchApiFile(url, false));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
