import os from 'node:os';
import { pathToFileURL } from 'node:url';

/** True when the module is the script node was started with (so each bench file also runs alone). */
export const isMain = (metaUrl: string): boolean =>
  Boolean(process.argv[1]) && metaUrl === pathToFileURL(process.argv[1]!).href;

/** The machine's load average over 1, 5 and 15 minutes, as the benches print it ("1.62 1.98 2.21"). */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

export const num = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints rows as an aligned text table (first column left, the rest right). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);
}

/** The p-th percentile of ascending `sorted` values (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 / p95 / max of unsorted values. */
export function spread(values: number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    n: sorted.length,
  };
}
