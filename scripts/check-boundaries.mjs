#!/usr/bin/env node
// Import boundaries of ARCHITECTURE.md ("Imports flow one way"), checked on the source text: run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(m?[jt]sx?|cts|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.tmp']);

/** Modules with I/O that the pure domain package must not use. */
const DOMAIN_FORBIDDEN = [
  /^(node:)?(fs|fs\/promises|net|http|https|http2|tls|dgram|child_process|cluster|worker_threads)$/,
  /^pg(\/|$)/,
  /^@electric-sql\//,
  /^fastify(\/|$)/,
  /^@fastify\//,
  /^drizzle-orm(\/|$)/,
];

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*()['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*()['"]([^'"]+)['"]\s*\)/g,
];

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* walk(path.join(dir, entry.name));
    } else if (SOURCE.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** Import specifiers (and whether the statement is `import type`) with their line numbers; comments are blanked first (keeping line breaks). */
function importsOf(file) {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      found.push({ spec: m[2], typeOnly: Boolean(m[1]), line: text.slice(0, m.index).split('\n').length });
    }
  }
  return found;
}

const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');
/** Repository-relative target of a relative specifier, or null for a package import. */
const target = (file, spec) => (spec.startsWith('.') ? rel(path.resolve(path.dirname(file), spec)) : null);
const segmentAfter = (p, prefix) => (p.startsWith(prefix) ? p.slice(prefix.length).split('/')[0] : null);

const RULES = [
  {
    name: 'domain is pure: no apps/, no I/O modules',
    files: 'packages/domain',
    check(_from, spec, to) {
      if (to?.startsWith('apps/') || /^@zp\/(server|web)(\/|$)/.test(spec)) return 'imports from apps/';
      if (!to && DOMAIN_FORBIDDEN.some((re) => re.test(spec))) return `imports the I/O module "${spec}"`;
      return null;
    },
  },
  {
    name: 'web never imports the server',
    files: 'apps/web',
    check(_from, spec, to) {
      return to?.startsWith('apps/server/') || /^@zp\/server(\/|$)/.test(spec)
        ? 'imports from apps/server'
        : null;
    },
  },
  {
    name: "a server module never imports another module's repository",
    files: 'apps/server/src/modules',
    // `import type` of a row type is erased at build time and opens no query path, so it passes.
    check(from, _spec, to, typeOnly) {
      const own = segmentAfter(from, 'apps/server/src/modules/');
      const other = to && segmentAfter(to, 'apps/server/src/modules/');
      if (other && other !== own && !typeOnly && /\.repository(\.[jt]s)?$/.test(to)) {
        return `imports the repository of module "${other}" (call its service instead)`;
      }
      return null;
    },
  },
  {
    name: 'a web feature never imports another feature',
    files: 'apps/web/src/features',
    check(from, _spec, to) {
      const own = segmentAfter(from, 'apps/web/src/features/');
      const other = to && segmentAfter(to, 'apps/web/src/features/');
      return other && other !== own ? `imports feature "${other}" (compose features in app/routes)` : null;
    },
  },
];

const violations = [];
let filesChecked = 0;
for (const rule of RULES) {
  for (const file of walk(path.join(ROOT, rule.files))) {
    filesChecked++;
    const from = rel(file);
    for (const { spec, typeOnly, line } of importsOf(file)) {
      const problem = rule.check(from, spec, target(file, spec), typeOnly);
      if (problem) violations.push(`${from}:${line}  ${problem}: '${spec}'  [${rule.name}]`);
    }
  }
}

if (violations.length > 0) {
  console.error(`Import boundaries: ${violations.length} violation(s)\n`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log(`Import boundaries: ok (${RULES.length} rules, ${filesChecked} files)`);
