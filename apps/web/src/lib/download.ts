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
