// The server renders the public pages into index.html (issue 22, decision 039: apps/server/src/lib/page-inject.ts):
// their content in `#zp-prerender`, shown while the app's `#root` stays hidden, and the API answers it shows as JSON.
// The app starts from that data and, once it has rendered the same page, removes the server's copy: `#root` appears
// in one step, with nothing on screen moving.

const CONTENT_ID = 'zp-prerender';
const DATA_ID = 'zp-prerender-data';

/** The answers the server put into the page, by name; empty when the page was not prerendered. */
export interface PrerenderData {
  portal?: unknown;
  publicProduct?: { id: number };
  portalProducts?: unknown[];
  marketplaceProducts?: unknown[];
}

export function readPrerenderData(): PrerenderData {
  const script = typeof document === 'undefined' ? null : document.getElementById(DATA_ID);
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as PrerenderData;
  } catch {
    return {};
  }
}

/**
 * Removes the server's copy of the page (the app's own is rendered); no-op when there is none. While its main image
 * (hero, first card) is still loading, after it has loaded: the browser paints it first, so the page's largest paint
 * does not wait for the app (the app's copy of the image is the same size, so it does not count as a larger one).
 */
export function releasePrerender(): void {
  const content = typeof document === 'undefined' ? null : document.getElementById(CONTENT_ID);
  if (!content) return;
  const image = content.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) {
    content.remove();
    return;
  }
  // After the frame that shows the loaded image (a layout effect runs before the browser paints).
  const remove = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => content.remove()));
  };
  if (image.complete) {
    remove();
    return;
  }
  image.addEventListener('load', remove, { once: true });
  image.addEventListener('error', remove, { once: true });
}
