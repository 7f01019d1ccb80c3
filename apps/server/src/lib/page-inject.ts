import { createHash } from 'node:crypto';
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

/**
 * A prerendered page starts the app only after its first screen is painted (issue 22, decision 042): this inline
 * script takes the entry's place in the head and, once the copy's main images (`fetchpriority="high"`: hero, top cards)
 * have loaded and a frame has shown them (the second animation frame: the first one's callbacks run before its paint),
 * adds the entry module and its preloads. On a phone's slow link the text and
 * the image come first instead of sharing the bandwidth with ~220 KiB of script the first paint does not need; the
 * copy's links and the login form work meanwhile (what was typed is handed over). After 3 s the app starts anyway.
 * Constant text: the Content-Security-Policy allows exactly it by its hash (BOOT_SCRIPT_CSP_SOURCE).
 */
export const BOOT_SCRIPT =
  "(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;(me.getAttribute('data-preload')||'').split(' ').forEach(function(href){if(!href)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=me.getAttribute('data-entry');document.head.appendChild(s)}function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}function ready(){var waiting=[].slice.call(document.querySelectorAll('#zp-prerender img[fetchpriority=\"high\"]')).filter(function(i){return!i.complete});var n=waiting.length;if(!n)return painted();waiting.forEach(function(i){function done(){n-=1;if(n===0)painted()}i.addEventListener('load',done,{once:true});i.addEventListener('error',done,{once:true})})}setTimeout(start,3000);if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready()})()";

/** The CSP source that allows BOOT_SCRIPT (and no other inline script). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/gm;

/** What of the build a prerendered page names (hashed file names, found in the build's assets folder). */
export interface PageAssets {
  /** The font files the first paint's text uses (Roboto 400, decision 042): preloaded, so the first paint is not in
   * the fallback font (whose smaller boxes would let the app's later paint count as the largest). */
  fonts: string[];
  /** The build's islands by name (decision 050: `assets/<name>-island-<hash>.js`, e.g. `login`). */
  islands: Record<string, string>;
}

/**
 * index.html with the page's title, description, content and data; the assets' fonts (same-site URLs) are preloaded.
 * A page with an island (`page.island`, decision 050) gets that module instead of the app, when the build has it; the
 * app's entry and preloads go along in its data attributes (the island starts or prefetches the app itself).
 */
export function injectPage(
  indexHtml: string,
  page: PrerenderedPage,
  assets: PageAssets = { fonts: [], islands: {} },
): string {
  const { fonts } = assets;
  const island = page.island === undefined ? null : (assets.islands[page.island] ?? null);
  let out = indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== undefined) {
    const content = escapeHtml(page.description);
    out = out
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${content}$2`)
      .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${content}$2`);
  }
  out = out.replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(page.title)}$2`);
  // The page paints without the app: the entry and its module preloads start after the first paint (BOOT_SCRIPT).
  const preloadHrefs: string[] = [];
  out = out.replace(MODULE_PRELOAD, (_line, href: string) => {
    preloadHrefs.push(href);
    return '';
  });
  out = out.replace(ENTRY_SCRIPT, (_tag, entry: string) => {
    const preload = escapeHtml(preloadHrefs.join(' '));
    if (island)
      return `<script type="module" crossorigin src="${escapeHtml(island)}" data-app-entry="${escapeHtml(entry)}" data-app-preload="${preload}"></script>`;
    return `<script data-entry="${escapeHtml(entry)}" data-preload="${preload}">${BOOT_SCRIPT}</script>`;
  });
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
