import { api } from './api.ts';

/** `/api/x/1/documents/y` or an absolute URL of this origin → the API client's path `/x/1/documents/y`. */
function toApiPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith('/api/') ? path.slice(4) : path;
}

/** Saves a blob under `filename` through a temporary blob URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads an authorised file: fetched with the bearer token (and its renewal), saved through a blob URL.
 * Rejects with the API error; the caller shows its message.
 */
export async function downloadProtectedFile(url: string, filename: string): Promise<void> {
  saveBlob(await api.get<Blob>(toApiPath(url), { responseType: 'blob', quiet: true }), filename);
}

/** A file name for a download: the label without characters file systems dislike (or `fallback`), plus the extension. */
export const downloadName = (label: string, extension: string, fallback = 'datei'): string =>
  `${label.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || fallback}.${extension}`;
