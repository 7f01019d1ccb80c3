import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { heading, isMain, kib, printTable } from './lib/format.ts';
import { REPO_ROOT } from './lib/server.ts';

export const BUDGET_KIB = 250;
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

if (isMain(import.meta.url)) runWebSize();
