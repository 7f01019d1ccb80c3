// Lighthouse on the public pages (issue 22): the real server with demo data and the built web app, Debian's Chromium
// (`/usr/bin/chromium`, headless), Lighthouse's mobile preset (Moto G Power, slow 4G and 4× CPU, simulated) and its
// desktop preset. Prints the four category scores and LCP / TBT / CLS per page and preset; figures, no assertion.
// `LIGHTHOUSE_RUNS=3` runs each page that often and prints the median run (by performance score).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { heading, isMain, printTable } from './lib/format.ts';
import { REPO_ROOT, startServer } from './lib/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A port of this workplace's bench range (35000–39999) that is free now. */
async function benchPort(): Promise<number> {
  const net = await import('node:net');
  for (;;) {
    const port = 35000 + Math.floor(Math.random() * 5000);
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer().once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** GET a JSON answer as the given host sees it (fetch cannot set a Host header, node:http can). */
async function getJson<T>(base: string, path: string, host: string): Promise<T> {
  const http = await import('node:http');
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { host } }, (res) => {
        let data = '';
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve(data));
      })
      .on('error', reject);
  });
  return JSON.parse(body) as T;
}

interface PortalProducts {
  results: { id: number; images: Record<string, string | null>; imageSets: Record<string, unknown> }[];
}

/** The first offer's path on the demo investor portal (its id differs between seeds). */
async function firstOfferPath(base: string, host: string): Promise<string> {
  const first = (await getJson<PortalProducts>(base, '/api/portal/products', host)).results[0];
  if (!first) throw new Error('no offer on the demo portal');
  return `/angebote/${first.id}`;
}

/**
 * Waits until the demo portal's product images have their AVIF/WebP copies (decision 038: made by jobs right after the
 * start): a page measured before would send the original PNGs, which a running platform never does for long.
 * Answers the seconds waited and how many images have copies.
 */
async function waitForImageCopies(
  base: string,
  host: string,
  timeoutMs = 180_000,
): Promise<{ seconds: number; images: number }> {
  const t0 = performance.now();
  for (;;) {
    const { results } = await getJson<PortalProducts>(base, '/api/portal/products', host);
    const images = results.flatMap((p) =>
      Object.entries(p.images)
        .filter(([, link]) => link)
        .map(([name]) => Boolean(p.imageSets[name])),
    );
    const seconds = (performance.now() - t0) / 1000;
    if (images.length > 0 && images.every(Boolean)) return { seconds, images: images.length };
    if (seconds * 1000 > timeoutMs)
      throw new Error(`the demo images got no AVIF/WebP copies within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
  /** Lighthouse could not record the page (its runtime error, e.g. NO_NAVSTART), else null. */
  failure: string | null;
  /** The main thread's long tasks (Lighthouse's `long-tasks` audit): what TBT is made of. */
  longTasks: string[];
}

async function audit(port: number, url: string, desktop: boolean): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (
    audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as Result['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 90) ?? '',
    failure: result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message.slice(0, 120)}`
      : null,
    longTasks: (
      (
        audits['long-tasks']?.details as
          | { items?: { url?: string; duration?: number; startTime?: number }[] }
          | undefined
      )?.items ?? []
    ).map(
      (t) =>
        `${Math.round(t.startTime ?? 0)} ms +${Math.round(t.duration ?? 0)} ms ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  };
}

export async function runLighthouse(): Promise<void> {
  // Without the web app's build the server answers its bare fallback page, which scores 100 and measures nothing.
  const index = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) {
    console.error(`no build at ${index}: run \`npm run build\` first`);
    process.exit(1);
  }
  const server = await startServer({ quiet: true, port: await benchPort() });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const portalHost = `demo.invest.localhost:${server.port}`;
    const copies = await waitForImageCopies(server.url, portalHost);
    console.log(`${copies.images} portal images have their copies (waited ${copies.seconds.toFixed(1)} s)`);
    const pages = [
      ['login', `http://localhost:${server.port}/login`],
      ['offers', `http://${portalHost}/angebote`],
      ['product page', `http://${portalHost}${await firstOfferPath(server.url, portalHost)}`],
    ] as const;
    for (const desktop of [false, true]) {
      heading(`Lighthouse ${desktop ? 'desktop' : 'mobile'} preset (median of ${RUNS})`);
      const rows: string[][] = [];
      for (const [name, url] of pages) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, url, desktop));
        runs.sort((a, b) => a.scores.performance - b.scores.performance);
        // the median of the runs that recorded a trace (Lighthouse now and then fails one: NO_NAVSTART, NO_FCP)
        const recorded = runs.filter((x) => x.failure === null);
        const r = (recorded.length ? recorded : runs)[Math.floor((recorded.length || runs.length) / 2)]!;
        rows.push([
          name,
          ...CATEGORIES.map((c) => String(r.scores[c])),
          `${(r.fcpMs / 1000).toFixed(1)} s`,
          `${(r.lcpMs / 1000).toFixed(1)} s`,
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
          runs.length > 1 ? runs.map((x) => x.scores.performance).join('/') : '',
        ]);
        if (process.env.VERBOSE) {
          for (const failed of runs.filter((x) => x.failure !== null))
            console.log(`  ${name}: failed run: ${failed.failure}`);
          console.log(`  ${name}: LCP element ${r.lcpElement}`);
          for (const task of r.longTasks) console.log(`    long task ${task}`);
        }
      }
      printTable(
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'perf of runs'],
        rows,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (isMain(import.meta.url)) await runLighthouse();
