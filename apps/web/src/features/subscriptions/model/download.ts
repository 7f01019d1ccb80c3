import { api } from '../../../lib/api.ts';
import { downloadName, saveBlob } from '../../../lib/download.ts';

/** `/api/x/1/documents/y` or an absolute URL of this origin → the API client's path `/x/1/documents/y`. */
function toApiPath(url: string): string | null {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin) return null;
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith('/api/') ? path.slice(4) : null;
}

/**
 * Downloads a document: API files are fetched with the bearer token and saved through a blob URL; other URLs
 * open in a new tab. Rejects with the API error; the caller shows its message.
 */
export async function downloadDocument(url: string, filename: string): Promise<void> {
  const apiPath = toApiPath(url);
  if (!apiPath) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  saveBlob(await api.get<Blob>(apiPath, { responseType: 'blob', quiet: true }), filename);
}

/** A file name from a label: characters file systems dislike removed, plus the extension. */
export const fileName = (label: string, extension: string): string =>
  downloadName(label, extension, 'dokument');

/** The extension of a document URL, or docx (the filled subscription document is a Word file). */
export const extensionOf = (url: string): string =>
  /\.([a-z0-9]{3,4})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'docx';
