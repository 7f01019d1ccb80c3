import { api } from '../../../lib/api.ts';

/** `/api/issuer/1/documents/x` or an absolute URL of this origin → the API client's path `/issuer/1/documents/x`. */
function toApiPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith('/api/') ? path.slice(4) : path;
}

/**
 * Downloads an authorised file: fetched with the bearer token (and its renewal), saved through a blob URL.
 * Rejects with the API error; the caller shows its message.
 */
export async function downloadProtectedFile(url: string, filename: string): Promise<void> {
  const blob = await api.get<Blob>(toApiPath(url), { responseType: 'blob', quiet: true });
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

/** A file name for a download: the label without characters file systems dislike, plus the extension. */
export const downloadName = (label: string, extension: string): string =>
  `${label.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'datei'}.${extension}`;
