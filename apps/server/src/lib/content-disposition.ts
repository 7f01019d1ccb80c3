/** RFC 6266 header for downloads: an ASCII fallback plus the UTF-8 name (umlauts, € …). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'datei';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
