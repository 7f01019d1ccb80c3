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

/** What a visitor did in the server's copy before the app took over: the inputs' values by name, the focused one. */
export interface PrerenderHandOver {
  values: Record<string, string>;
  focused: string | null;
}

/**
 * Removes the server's copy of the page (the app's own is rendered); no-op when there is none. While its main images
 * (hero, top cards) are still loading, after they have loaded: the browser paints it first, so the page's largest paint
 * does not wait for the app (the app's copy of the image is the same size, so it does not count as a larger one).
 * `onRemoved` gets what was typed into the copy's inputs (a prerendered form, e.g. the login) right after it is gone.
 */
export function releasePrerender(onRemoved?: (handOver: PrerenderHandOver) => void): void {
  const content = typeof document === 'undefined' ? null : document.getElementById(CONTENT_ID);
  if (!content) return;
  const images = [...content.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  // After the frame that shows the loaded images (a layout effect runs before the browser paints).
  const remove = () => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const handOver = readInputs(content);
        content.remove();
        onRemoved?.(handOver);
      }),
    );
  };
  let waiting = images.length;
  if (waiting === 0) {
    remove();
    return;
  }
  const done = () => {
    waiting -= 1;
    if (waiting === 0) remove();
  };
  for (const image of images) {
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
}

function readInputs(content: HTMLElement): PrerenderHandOver {
  const values: Record<string, string> = {};
  let focused: string | null = null;
  for (const input of content.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value) values[input.name] = input.value;
    if (input === document.activeElement) focused = input.name;
  }
  return { values, focused };
}
