import { pathToFileURL } from 'node:url';

/** True when the module is the script node was started with (so each bench file also runs alone). */
export const isMain = (metaUrl: string): boolean =>
  Boolean(process.argv[1]) && metaUrl === pathToFileURL(process.argv[1]!).href;

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
