// What a browser really downloads for the public pages (issue 22): every script, style sheet, font, image and the
// document itself as sent over the wire (compressed), measured in Debian's Chromium against the real server with
// demo data. Complements web-size.ts (which reads index.html only and misses what the page loads later).
import { chromium, type Page } from 'playwright-core';
import { heading, isMain, kib, printTable } from './lib/format.ts';
import { startServer } from './lib/server.ts';

export const FIRST_LOAD_BUDGET_KIB = 150;

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

export async function runPageWeight(): Promise<void> {
  const server = await startServer({ quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const port = server.port;
    const pages = [
      ['login (main site)', `http://localhost:${port}/login`],
      ['offers (investor portal)', `http://demo.invest.localhost:${port}/angebote`],
      ['marketplace', `http://localhost:${port}/marktplatz`],
    ] as const;
    heading(
      `Public pages as downloaded by Chromium (compressed bytes) — JS+CSS budget ${FIRST_LOAD_BUDGET_KIB} KiB`,
    );
    const summary: string[][] = [];
    for (const [name, url] of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = await weigh(page, url);
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
      ]);
    }
    printTable(
      ['page', 'scripts', 'compressed', 'HTML KiB', 'JS+CSS KiB', 'img+font KiB', 'API KiB', 'budget'],
      summary,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) await runPageWeight();
