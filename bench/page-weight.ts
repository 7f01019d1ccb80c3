// What a browser really downloads for the public pages (issue 22): every script, style sheet, font, image and the
// document itself as sent over the wire (compressed), measured in Debian's Chromium against the real server with
// demo data. Complements web-size.ts (which reads index.html only and misses what the page loads later).
// Also the layout shift of each page on a desktop viewport (issue 22): the layout-shift entries Chromium reports
// until the network is idle (plus a short settle), grouped into Lighthouse's session windows (gap < 1 s, at most
// 5 s); the largest window is the CLS. Printed only: no assertion on it.
import { type Browser, chromium, type Page } from 'playwright-core';
import { heading, isMain, kib, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

export const FIRST_LOAD_BUDGET_KIB = 150;
export const CLS_BUDGET = 0.1;
/** Lighthouse's desktop preset. */
const DESKTOP = { width: 1350, height: 940 };
/** Lighthouse's mobile preset (a mid-range phone): the viewport images are chosen for (issue 22, decision 038). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

interface Shift {
  value: number;
  time: number;
  /** What moved (tag, test id or class, old → new box), for VERBOSE. */
  sources: string[];
}

/**
 * Collects layout-shift entries from the first paint on (runs before the page's scripts). A string, not a function:
 * tsx would add its name helpers to a function, which do not exist in the page.
 */
const OBSERVE_SHIFTS = `
  window.__shifts = [];
  const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  const describe = (s) => {
    const el = s.node instanceof Element ? s.node : s.node && s.node.parentElement;
    const id = el && el.getAttribute('data-testid');
    const name = el ? el.tagName.toLowerCase() + (id ? '[' + id + ']' : '.' + (el.getAttribute('class') || '').split(' ')[0]) : '?';
    return name + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__shifts.push({ value: entry.value, time: entry.startTime, sources: entry.sources.map(describe) });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The largest session window of shifts (Lighthouse's CLS). */
function cumulativeShift(shifts: Shift[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.time - b.time)) {
    if (s.time - last >= 1000 || s.time - start >= 5000) {
      sum = 0;
      start = s.time;
    }
    sum += s.value;
    last = s.time;
    best = Math.max(best, sum);
  }
  return best;
}

/** The first offer's page of the demo investor portal (its id differs between seeds). */
async function firstOfferPath(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/angebote`);
    const href = await page.locator('[data-testid="public-product-card"] a').first().getAttribute('href');
    if (!href) throw new Error('no offer on the demo portal');
    return href;
  } finally {
    await context.close();
  }
}

interface Loaded {
  url: string;
  type: string;
  bytes: number;
  encoding: string;
}

async function weigh(page: Page, url: string): Promise<Loaded[]> {
  const loaded: Promise<Loaded | null>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    loaded.push(
      (async () => {
        const request = response.request();
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return null;
        return {
          url: response.url().replace(/^https?:\/\/[^/]+/, ''),
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? '',
        };
      })(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return (await Promise.all(loaded)).filter((l): l is Loaded => l !== null);
}

const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y <= document.body.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 150));
  }
})()`;

/** The images a phone downloads on each page (all of them, scrolled to the end so lazy ones load too). */
async function weighImagesOnPhone(browser: Browser, pages: readonly (readonly [string, string])[]) {
  heading(
    `Images on a phone (${PHONE.viewport.width} px wide, ${PHONE.deviceScaleFactor}× pixels; whole page scrolled)`,
  );
  const rows: string[][] = [];
  for (const [name, url] of pages) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const loaded: Promise<Loaded | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      loaded.push(
        (async () => {
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          if (!sizes) return null;
          return {
            url: response.url().replace(/^https?:\/\/[^/]+/, ''),
            type: (await response.headerValue('content-type')) ?? '',
            bytes: sizes.responseBodySize,
            encoding: '',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // half a screen at a time, so every lazy image comes near the viewport once (a jump to the end skips the middle)
    await page.evaluate(SCROLL_THROUGH);
    await page.waitForLoadState('networkidle');
    const images = (await Promise.all(loaded)).filter((l): l is Loaded => l !== null);
    await context.close();
    if (process.env.VERBOSE)
      for (const l of images) console.log(`  ${name} (phone): ${l.type} ${kib(l.bytes)} KiB ${l.url}`);
    const bytes = images.map((l) => l.bytes);
    rows.push([
      name,
      String(images.length),
      kib(bytes.reduce((a, b) => a + b, 0)),
      kib(Math.max(0, ...bytes)),
      [...new Set(images.map((l) => l.type))].join(' '),
    ]);
  }
  printTable(['page', 'images', 'image KiB', 'largest KiB', 'types'], rows);
}

export async function runPageWeight(): Promise<void> {
  // BENCH_PORT: a fixed port (machines shared with others); default a free one
  const fixedPort = Number(process.env.BENCH_PORT) || undefined;
  const server = await startServer({ quiet: true, ...(fixedPort ? { port: fixedPort } : {}) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const port = server.port;
    const portal = `http://demo.invest.localhost:${port}`;
    const pages = [
      ['login (main site)', `http://localhost:${port}/login`],
      ['offers (investor portal)', `${portal}/angebote`],
      ['product page (portal)', `${portal}${await firstOfferPath(browser, portal)}`],
      ['marketplace', `http://localhost:${port}/marktplatz`],
    ] as const;
    heading(
      `Public pages as downloaded by Chromium (compressed bytes) — JS+CSS budget ${FIRST_LOAD_BUDGET_KIB} KiB`,
    );
    const summary: string[][] = [];
    for (const [name, url] of pages) {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addInitScript(OBSERVE_SHIFTS);
      const page = await context.newPage();
      const loaded = await weigh(page, url);
      await page.waitForTimeout(500);
      const cls = cumulativeShift(
        await page.evaluate(() => (globalThis as { __shifts?: Shift[] }).__shifts ?? []),
      );
      if (process.env.VERBOSE)
        for (const shift of await page.evaluate(() => (globalThis as { __shifts?: Shift[] }).__shifts ?? []))
          console.log(
            `  ${name}: layout shift ${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms: ${shift.sources.join('; ')}`,
          );
      await context.close();
      const sum = (types: string[]) =>
        loaded.filter((l) => types.includes(l.type)).reduce((s, l) => s + l.bytes, 0);
      const code = sum(['script', 'stylesheet']);
      const scripts = loaded.filter((l) => l.type === 'script');
      if (process.env.VERBOSE)
        for (const l of [...loaded].sort((a, b) => b.bytes - a.bytes).slice(0, 25))
          console.log(`  ${name}: ${l.type} ${kib(l.bytes)} KiB ${l.encoding || '-'} ${l.url}`);
      summary.push([
        name,
        String(scripts.length),
        scripts.every((s) => s.encoding || s.bytes < 1024) ? 'all > 1 KiB' : 'NOT ALL',
        kib(sum(['document'])),
        kib(code),
        kib(sum(['image', 'font'])),
        kib(sum(['fetch', 'xhr'])),
        code / 1024 <= FIRST_LOAD_BUDGET_KIB ? 'ok' : 'OVER',
        cls.toFixed(3),
      ]);
    }
    printTable(
      [
        'page',
        'scripts',
        'compressed',
        'HTML KiB',
        'JS+CSS KiB',
        'img+font KiB',
        'API KiB',
        'budget',
        'CLS (desktop)',
      ],
      summary,
    );
    await weighImagesOnPhone(browser, pages);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) await runPageWeight();
