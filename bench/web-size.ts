import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { heading, isMain, kib, printTable } from './lib/format.ts';
import { REPO_ROOT, startServer } from './lib/server.ts';

export const BUDGET_KIB = 250;
/** Issue 22: what a public page loads before it is idle. */
export const FIRST_LOAD_TARGET_KIB = 150;
const DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');

interface Asset {
  file: string;
  kind: 'entry' | 'modulepreload' | 'css' | 'lazy';
  raw: number;
  gzip: number;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The JS and CSS index.html makes the browser fetch before the first page renders. */
export function firstLoadFiles(html: string): { file: string; kind: Asset['kind'] }[] {
  const found: { file: string; kind: Asset['kind'] }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && /type=["']module["']/i.test(tag)) found.push({ file: src, kind: 'entry' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') found.push({ file: href, kind: 'modulepreload' });
    if (rel === 'stylesheet') found.push({ file: href, kind: 'css' });
  }
  return found.filter((f) => !/^(https?:)?\/\//.test(f.file));
}

function measure(file: string, kind: Asset['kind']): Asset {
  const bytes = fs.readFileSync(path.join(DIST, file.replace(/^\//, '')));
  return {
    file: file.replace(/^\//, ''),
    kind,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
}

/** The built files (JS, CSS) a URL path names, or null (API calls, images, other hosts). */
const distFile = (url: string): string | null => {
  const { pathname } = new URL(url);
  return /^\/assets\/.+\.(js|css)$/.test(pathname) ? pathname : null;
};

/**
 * What Chromium really fetches (issue 22): index.html names only the entry and its preloads; the route's lazy chunk,
 * its imports and what the app requests at start come later. Each public page is opened in a fresh context against
 * the real server until the network is idle; every JS and CSS file of the build it requested is counted (gzip -9).
 */
export async function runLoadedSize(): Promise<void> {
  heading(`JS+CSS the public pages really load (Chromium, gzip -9) — target ${FIRST_LOAD_TARGET_KIB} KiB`);
  const server = await startServer({ quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const portal = `http://demo.invest.localhost:${server.port}`;
    const rows: string[][] = [];
    const pages: [string, string][] = [
      ['login', `http://localhost:${server.port}/login`],
      ['offers', `${portal}/angebote`],
      ['product page', ''],
      ['marketplace', `http://localhost:${server.port}/marktplatz`],
    ];
    for (const entry of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const file = distFile(request.url());
        if (file) files.add(file);
      });
      if (!entry[1]) {
        // The first offer of the demo portal (its id differs between seeds).
        const probe = await browser.newPage();
        await probe.goto(`${portal}/angebote`);
        entry[1] = `${portal}${await probe.locator('#root [data-testid="public-product-card"] a').first().getAttribute('href')}`;
        await probe.close();
      }
      await page.goto(entry[1], { waitUntil: 'networkidle' });
      await context.close();
      const assets = [...files].map((f) => measure(f, f.endsWith('.css') ? 'css' : 'lazy'));
      const named = new Set(
        firstLoadFiles(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')).map((f) => f.file),
      );
      const gzip = assets.reduce((s, a) => s + a.gzip, 0);
      if (process.env.VERBOSE) {
        for (const a of [...assets].sort((x, y) => y.gzip - x.gzip))
          console.log(`  ${entry[0]}: ${a.file} ${kib(a.gzip)} KiB gzip`);
      }
      rows.push([
        entry[0],
        String(assets.length),
        String([...files].filter((f) => !named.has(f)).length),
        kib(assets.reduce((s, a) => s + a.raw, 0)),
        kib(gzip),
        gzip / 1024 <= FIRST_LOAD_TARGET_KIB ? 'ok' : 'OVER',
      ]);
    }
    printTable(['page', 'files', 'not in index.html', 'raw KiB', 'gzip KiB', 'target'], rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Prints the gzipped size of the first load against the budget; never fails the run. */
export function runWebSize(): { totalGzipKiB: number } | null {
  heading(`Web app first load (gzip -9) — budget ${BUDGET_KIB} KiB`);
  const indexFile = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.log(`no build at ${indexFile}: run \`npm run build\` first (skipped)`);
    return null;
  }
  const first = firstLoadFiles(fs.readFileSync(indexFile, 'utf8')).map((f) => measure(f.file, f.kind));
  const firstNames = new Set(first.map((a) => a.file));
  const assetsDir = path.join(DIST, 'assets');
  const lazy = fs
    .readdirSync(assetsDir)
    .filter((f) => /\.(js|css)$/.test(f) && !firstNames.has(`assets/${f}`))
    .map((f) => measure(`assets/${f}`, 'lazy'));

  const rows = first.sort((a, b) => b.gzip - a.gzip).map((a) => [a.file, a.kind, kib(a.raw), kib(a.gzip)]);
  printTable(['file', 'kind', 'raw KiB', 'gzip KiB'], rows);
  const total = first.reduce((s, a) => s + a.gzip, 0);
  const totalKiB = total / 1024;
  const verdict = totalKiB <= BUDGET_KIB ? 'within budget' : 'OVER BUDGET';
  console.log(
    `first load: ${first.length} files, ${kib(first.reduce((s, a) => s + a.raw, 0))} KiB raw, ` +
      `${kib(total)} KiB gzip = ${((totalKiB / BUDGET_KIB) * 100).toFixed(0)}% of ${BUDGET_KIB} KiB (${verdict})`,
  );
  const lazyGzip = lazy.reduce((s, a) => s + a.gzip, 0);
  console.log(
    `lazy chunks (not in the first load): ${lazy.length} files, ${kib(lazyGzip)} KiB gzip; fonts not counted`,
  );
  return { totalGzipKiB: totalKiB };
}

if (isMain(import.meta.url)) {
  if (runWebSize() && !process.env.WEB_DIST) await runLoadedSize();
}
