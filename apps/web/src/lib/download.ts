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

/** A file name for a download: the label without characters file systems dislike (or `fallback`), plus the extension. */
export const downloadName = (label: string, extension: string, fallback = 'datei'): string =>
  `${label.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || fallback}.${extension}`;

/**
 * The file name a Content-Disposition header carries (RFC 6266/5987: the UTF-8 `filename*` before the ASCII
 * `filename`), or null.
 */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      const name = decodeURIComponent(extended.trim());
      if (name) return name;
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').replace(/\\(.)/g, '$1').trim();
  return name || null;
}

/**
 * The name to save a download under: `given` (a name after the document, e.g. "Zeichnungsschein-<Produkt>-12.docx")
 * with the extension of the server's file where it has one, or the server's stored name (`prefer: 'server'`);
 * `given` alone when the server names nothing.
 */
export function chooseDownloadName(given: string, server: string | null, prefer: 'given' | 'server'): string {
  if (!server) return given;
  if (prefer === 'server') return server;
  const extension = /\.[a-z0-9]{2,5}$/i.exec(server)?.[0];
  return extension ? `${given.replace(/\.[a-z0-9]{2,5}$/i, '')}${extension}` : given;
}
