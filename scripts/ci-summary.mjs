#!/usr/bin/env node
// Sums the closing lines of vitest ("Tests  N failed | N passed | N skipped (N)") and Playwright ("N passed (12s)")
// found in CI logs, and ends with one plain line: "total: N passed, N failed, N skipped".
// Usage: node scripts/ci-summary.mjs "label=path/to/log" ...
import fs from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI = /\x1b\[[0-9;]*m/g;
const VITEST = /^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/;
const PLAYWRIGHT_START = /^Running \d+ tests? using/;
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/;

const empty = () => ({ passed: 0, failed: 0, skipped: 0, flaky: 0 });

function add(counts, kind, n) {
  if (kind === 'passed' || kind === 'expected fail') counts.passed += n;
  else if (kind === 'flaky') {
    counts.flaky += n;
    counts.passed += n;
  } else if (kind === 'failed' || kind === 'interrupted' || kind === 'did not run') counts.failed += n;
  else if (kind === 'skipped' || kind === 'todo') counts.skipped += n;
}

function parse(log) {
  const runs = [];
  let playwright = null;
  for (const raw of log.split('\n')) {
    const line = raw.replace(ANSI, '').replace(/\r/g, '');
    const vitest = VITEST.exec(line);
    if (vitest) {
      const counts = empty();
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo|expected fail)/g))
        add(counts, kind, Number(n));
      runs.push({ runner: 'vitest', counts });
      continue;
    }
    if (PLAYWRIGHT_START.test(line)) {
      playwright = { runner: 'playwright', counts: empty() };
      runs.push(playwright);
      continue;
    }
    const pw = playwright && PLAYWRIGHT.exec(line);
    if (pw) add(playwright.counts, pw[2], Number(pw[1]));
  }
  return runs;
}

const total = empty();
console.log('Test summary');
for (const arg of process.argv.slice(2)) {
  const [label, file] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, arg];
  const log = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const runs = parse(log);
  if (runs.length === 0) {
    const why = /skipping the PostgreSQL run/.test(log)
      ? 'skipped (no PostgreSQL answered)'
      : 'no test summary found';
    console.log(`  ${label.padEnd(10)} ${why}`);
  }
  for (const { runner, counts } of runs) {
    for (const key of Object.keys(total)) total[key] += counts[key];
    const flaky = counts.flaky ? `, ${counts.flaky} flaky` : '';
    console.log(
      `  ${label.padEnd(10)} ${runner.padEnd(11)} ${counts.passed} passed  ${counts.failed} failed  ${counts.skipped} skipped${flaky}`,
    );
  }
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
