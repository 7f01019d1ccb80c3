import { escapeHtml } from './html.ts';
import type { PrerenderedPage } from './module.ts';

// The prerendered content stands before the app's root, which stays hidden until the app has rendered the same page
// and removes it (apps/web/src/lib/prerender.ts): the swap replaces every node at once, so nothing that was on
// screen moves (no layout shift), and the first paint needs only this HTML and the entry's CSS.
const HIDE_ROOT = '<style>#zp-prerender~#root{display:none}</style>';

/**
 * JSON inside a `<script>`: `<`, `>` and `&` as unicode escapes, so no text can close the script element (or open
 * a comment) whatever a product's fields contain; JSON.parse reads them back unchanged.
 */
export const scriptJson = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** index.html with the page's title, description, content and data; `fonts` (same-site URLs) are preloaded. */
export function injectPage(indexHtml: string, page: PrerenderedPage, fonts: string[] = []): string {
  let out = indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== undefined) {
    const content = escapeHtml(page.description);
    out = out
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${content}$2`)
      .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${content}$2`);
  }
  out = out.replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(page.title)}$2`);
  // The page paints without the app: its module preloads would only compete with the page's own image for the
  // first bytes (the entry script still loads every module it imports, right after).
  out = out.replace(/^\s*<link rel="modulepreload"[^>]*>\n?/gm, '');
  const preloads = fonts
    .map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  if (preloads) out = out.replace('</head>', () => `${preloads}</head>`);
  const data = `<script type="application/json" id="zp-prerender-data">${scriptJson(page.dataJson)}</script>`;
  return out.replace(
    '<div id="root"></div>',
    () => `${HIDE_ROOT}<div id="zp-prerender">${page.body}</div><div id="root"></div>${data}`,
  );
}
