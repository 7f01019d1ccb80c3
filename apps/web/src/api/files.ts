// Files the API serves behind the bearer token (documents, invoices): fetched with the token (and its renewal)
// as a blob, then saved or shown through a blob URL. The one place besides the area clients that calls the API.
import { API_BASE, type ApiRequestOptions, api } from '../lib/api.ts';
import { chooseDownloadName, fileNameOfDisposition, saveBlob } from '../lib/download.ts';

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

/** An API file with the name the server gives it (Content-Disposition), or null. */
export async function fetchNamedApiFile(
  url: string,
  quiet: ApiRequestOptions['quiet'] = true,
): Promise<{ blob: Blob; name: string | null }> {
  const res = await api.get<Response>(apiPathOf(url), { responseType: 'response', quiet });
  return { blob: await res.blob(), name: fileNameOfDisposition(res.headers.get('content-disposition')) };
}

/**
 * The stored name of an API file (its original upload name), read from the headers only: the body is not
 * downloaded. Null for other URLs, files without a name, or a failure.
 */
export async function apiFileName(url: string, signal?: AbortSignal): Promise<string | null> {
  if (!isApiUrl(url)) return null;
  try {
    const res = await api.get<Response>(apiPathOf(url), { responseType: 'response', quiet: true, signal });
    void res.body?.cancel().catch(() => undefined);
    return fileNameOfDisposition(res.headers.get('content-disposition'));
  } catch {
    return null;
  }
}

/**
 * Downloads an API file through a blob URL, named after the document (issue 16): by default under the server's
 * stored name (the original upload's name), with `filename` where the server names none; `prefer: 'given'` keeps
 * `filename` (e.g. "Zeichnungsschein-<Produkt>-12.docx") with the extension of the server's file. Rejects with the
 * API error; the caller shows its message (`quiet: false` lets the client's toast show it).
 */
export async function downloadApiFile(
  url: string,
  filename: string,
  quiet: ApiRequestOptions['quiet'] = true,
  prefer: 'given' | 'server' = 'server',
) {
  const { blob, name } = await fetchNamedApiFile(url, quiet);
  saveBlob(blob, chooseDownloadName(filename, name, prefer));
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
