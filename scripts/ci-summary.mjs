#!/usr/bin/env node
// Sums the closing lines of vitest ("Tests  N failed | N passed | N skipped (N)") and Playwright ("N passed (12s)")
// found in CI logs, names the tests that failed or passed only on their retry (with the first lines of each failure),
// and ends with one plain line: "total: N passed, N failed, N skipped". A CI log is often read only by its tail: the
// failures are repeated here so that the tail tells which test failed and why.
// Usage: node scripts/ci-summary.mjs "label=path/to/log" ...
import fs from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI = /\x1b\[[0-9;]*m/g;
const VITEST = /^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/;
const PLAYWRIGHT_START = /^Running \d+ tests? using/;
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/;

// Playwright's failure block ("  1) [chromium] › a.spec.ts:12:3 › title ───") and vitest's ("FAIL  |server| a.test.ts > t")
const PLAYWRIGHT_FAILURE = /^\s+\d+\) \[[\w-]+\] › /;
const VITEST_FAILURE = /^\s*FAIL\s/;
const FAILURE_LINES = 14;

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
  const failures = [];
  let playwright = null;
  let failure = null;
  for (const raw of log.split('\n')) {
    const line = raw.replace(ANSI, '').replace(/\r/g, '');
    if (PLAYWRIGHT_FAILURE.test(line) || VITEST_FAILURE.test(line)) {
      failure = [line.trim()];
      failures.push(failure);
    } else if (failure && (failure.length >= FAILURE_LINES || VITEST.test(line) || PLAYWRIGHT.test(line)))
      failure = null;
    else if (failure && line.trim() !== '') failure.push(`  ${line.trim()}`);
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
  return { runs, failures };
}

const total = empty();
const failed = [];
console.log('Test summary');
for (const arg of process.argv.slice(2)) {
  const [label, file] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, arg];
  const log = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const { runs, failures } = parse(log);
  for (const lines of failures) failed.push([`${label}: ${lines[0]}`, ...lines.slice(1)]);
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
if (failed.length > 0) {
  console.log('Failures and retries (the first lines of each):');
  // a test retried is reported once per try: each block once
  const seen = new Set();
  for (const lines of failed) {
    const text = lines.join('\n');
    if (seen.has(text)) continue;
    seen.add(text);
    console.log(`  ${text.replaceAll('\n', '\n  ')}`);
  }
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
