import { downloadApiFile, isApiUrl } from '../../../api/files.ts';
import { downloadName } from '../../../lib/download.ts';

/**
 * Downloads a document: API files are fetched with the bearer token and saved through a blob URL; other URLs
 * open in a new tab. Rejects with the API error; the caller shows its message.
 */
export async function downloadDocument(
  url: string,
  filename: string,
  prefer: 'given' | 'server' = 'server',
): Promise<void> {
  if (!isApiUrl(url)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  await downloadApiFile(url, filename, true, prefer);
}

/** The filled subscription document's download name: "Zeichnungsschein-<Produkt>-<Nr>.docx" (issue 16). */
export const zeichnungsscheinFileName = (
  productName: string | null | undefined,
  id: number | string,
): string =>
  downloadName(
    ['Zeichnungsschein', productName, String(id)].filter(Boolean).join('-'),
    'docx',
    'Zeichnungsschein',
  );

/** A file name from a label: characters file systems dislike removed, plus the extension. */
export const fileName = (label: string, extension: string): string =>
  downloadName(label, extension, 'dokument');

/** The extension of a document URL, or docx (the filled subscription document is a Word file). */
export const extensionOf = (url: string): string =>
  /\.([a-z0-9]{3,4})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'docx';
