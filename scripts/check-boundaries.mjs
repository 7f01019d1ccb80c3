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

/** The value names an import statement binds (`import { a, type B, c as d }` → a, c; a default → 'default'). */
function importedNames(statement) {
  if (/^\s*import\s+type\b/.test(statement)) return [];
  const braces = /\{([^}]*)\}/.exec(statement)?.[1];
  const names = (braces ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('type '))
    .map((p) => p.split(/\s+as\s+/)[0].trim());
  if (/^\s*import\s+[\w$]+\s*(,|from)/.test(statement)) names.push('default');
  if (/\*\s+as\s+/.test(statement)) names.push('*');
  return names;
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
      found.push({
        spec: m[2],
        typeOnly: Boolean(m[1]),
        line: text.slice(0, m.index).split('\n').length,
        names: importedNames(m[0]),
      });
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

// Each table has one owning area (the modules that may write and query it). Other modules read it through that
// area's service or the access module (apps/server/src/access/), never with their own SQL.
const TABLE_OWNERS = {
  accounts: [
    'users',
    'userCodes',
    'refreshTokens',
    'loginThrottles',
    'personNames',
    'superusers',
    'resellers',
    'investors',
    'salesreps',
    'salesrepTotals',
  ],
  bookings: ['bookings', 'bookingUpgrades', 'providerDocuments', 'moduleRequests'],
  issuers: ['issuers', 'issuerDocuments', 'issuerRequests'],
  products: ['products', 'productDocuments'],
  subscriptions: ['zeichnungen', 'zeichnungChanges', 'selfDisclosures'],
  'smart-contracts': ['smartContracts', 'tokenTransfers'],
  commissions: ['commissions', 'commissionInvoices'],
  // issue 19: the operator's monthly provider invoices and the processing fees (decision 032)
  'provider-billing': ['processingFees', 'providerInvoices'],
  // issue 18: interest schedules, instalments, tax data and payout runs (module `payouts`)
  payouts: [
    'interestPayments',
    'interestPaymentEvents',
    'installments',
    'investorTaxProfiles',
    'exemptionOrders',
    'payoutRuns',
    'payoutLines',
  ],
  // platform services in lib/: modules use their APIs (mailer, files, jobs, audit), never the tables
  platform: ['storedFiles', 'mails', 'jobs', 'auditLog', 'rateLimits', 'numberSequences'],
};
/** Server modules of each owning area. */
const AREA_MODULES = {
  // reseller-hierarchy (issue 19): the reseller tree over resellers.parent_id and superusers.reseller_id
  accounts: ['accounts', 'people', 'reseller-hierarchy'],
  commissions: ['commissions', 'credit-notes'],
};
const OWNER_OF = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([area, tables]) => tables.map((t) => [t, area])),
);
const areaOfModule = (m) => Object.entries(AREA_MODULES).find(([, ms]) => ms.includes(m))?.[0] ?? m;
/**
 * Read-only joins of another area's table that stay in a repository for speed, each with its reason
 * (docs/decisions/003-table-ownership.md). Writes are never allowed.
 */
const READ_JOINS = {
  // module: { table: 'why' }
  // issue 21 (decision 035): the data export reads every file's rows of one tenant (or all) read-only, in keyset
  // batches, to write them into the zip as they are read; it owns no table and writes none (only its audit entry)
  'data-export': Object.fromEntries(
    [
      'users',
      'superusers',
      'resellers',
      'investors',
      'salesreps',
      'bookings',
      'issuers',
      'products',
      'zeichnungen',
      'commissions',
      'commissionInvoices',
      'processingFees',
      'providerInvoices',
      'interestPaymentEvents',
      'installments',
      'payoutRuns',
      'payoutLines',
      'newsletterSubscriptions',
      'resellerCommissions',
      'resellerInvoices',
    ].map((t) => [t, "the data export: every row of the caller's scope, read-only, in keyset batches"]),
  ),
  // accounts (issue 14)
  accounts: {
    issuers: 'sign-in resolves the role row of an issuer account (its id and tenant for the token)',
  },
  people: {
    bookings: "the provider list and detail show each provider's latest booking status (one query a page)",
  },
  'reseller-hierarchy': {
    bookings:
      "a reseller's tier counts the live portals of its providers' bookings, and its tree shows each provider's latest booking status (one query for the whole tree)",
  },
  portals: {
    bookings: "a host's portal is its provider's live booking (resolved on every request, cached 5 s)",
    superusers: "the provider's name on its portal's branding (same query)",
    users: "the provider's company or name on its portal's branding (same query)",
  },
  'smart-contracts': {
    products:
      "list and detail: the contract's product columns, the issuer scope and the deleted-product filter in one paged query",
  },
  subscriptions: {
    products:
      "the list page's product name and kind, in the one statement that reads the page (list-memo/); the per-issuer limit sums only products with self-disclosure (§2a VermAnlG) in one query",
    personNames: "the list's name filters match names through their trigram index first (list-memo/)",
    investors: "the product statistics' subscriptions by the investor's country, one grouped query",
    users: "the product statistics' subscriptions by the investor's country, one grouped query",
  },
  bookings: {
    users: 'provider name and e-mail of every booking row in lists, invoices and mails (bookings.repository)',
    superusers: 'the join from a booking to its provider account (bookings.repository)',
  },
  issuers: {
    users:
      "the issuer list filters and sorts by its login's e-mail, last name and company in one paged query (also the names select)",
  },
  commissions: {
    salesreps:
      'the upline chain of a paid subscription (one recursive query) and the partner name of each list row',
    zeichnungen:
      "first or follow-up rate (the investor's other paid subscriptions with the provider); the list's product and product filter",
    products: 'the product name of each list row (same paged query)',
    superusers: "the operator's column Superuser e-mail (same paged query)",
    users: "the operator's column Superuser e-mail and the partner's name (same paged query)",
  },
  'credit-notes': {
    users:
      'a credit note names the partner and the provider (name, address, tax number, VAT status) in its query',
    salesreps: 'the join from a credit note to its partner account and provider',
    superusers: 'the join from a credit note to its provider account',
    zeichnungen:
      "a credit note's frozen lines: the subscription's date and investor name, read once at creation",
    products: "a credit note's frozen lines: the product name, read once at creation",
  },
  'provider-billing': {
    bookings:
      'the monthly run reads the live bookings of a batch (fees, modules, live date) in one query; the fee at payment reads the live booking',
    superusers: 'the join from a booking or invoice to its provider account (same queries)',
    users:
      "an invoice names the provider (name, address, tax number, e-mail), frozen at creation; the list's provider name",
    zeichnungen: "a processing fee's line: the subscription's product (PDF and detail)",
    products: "a processing fee's line: the product name (PDF and detail)",
  },
  'reseller-commissions': {
    providerInvoices:
      "a commission's line names the provider invoice it comes from (its number), on the list and the credit note",
    superusers:
      "a commission's chain (the provider's reseller) and the providers a reseller recruited, for its tier (decision 032)",
    resellers:
      'the reseller chain (parent_id, two levels up), the lock of the payout request and the reseller of each row',
    bookings:
      'the live portals of the providers a reseller recruited (its tier when a provider invoice is paid)',
    users:
      "the provider's e-mail and name on each commission, the reseller's name, address, tax data and IBAN on its credit note",
  },
  payouts: {
    products:
      "interest events and instalments: the issuer scope and the product-name filter as product id subqueries, the product's name, issuer, interest and tokenized flag of each row (same query)",
    zeichnungen:
      "interest events and instalments: the uuid and investor-name filters as subscription id subqueries, the subscription's uuid, volume, investor names and partner of each row (same query); payout runs skip events of withdrawn or deleted subscriptions (exists subquery)",
    zeichnungChanges:
      "the interest events list reuses the subscriptions its name filters matched while no subscription changed since (the page statement's exists probe, as the subscription list's memo; decision 033)",
    personNames:
      "interest events and instalments: the investor-name filters match names in person_names first (trigram index), then the subscriptions' copied names by btree equality, as the subscription list does (decision 031)",
    issuers:
      "a payout run's paying account (the product's, else the issuer's) and the issuer's name, in the product's query (decision 026); tax data (decision 027): the issuers of an investor's subscriptions for its exemption orders, and the issuer's name on each line of a tax certificate",
    investors:
      "a payout run reads 10 000 investors' names, bank data and tax profiles in one set-based query with their events (decision 026); tax certificate (decision 027): from the investor to its account's name and address",
    users:
      "a payout run's payee names, IBAN/BIC and e-mails and the issuer's name, in the run's set-based queries (decision 026); tax data (decision 027): the issuers' names of the exemption orders and certificate lines, the investor's name and address on its tax certificate",
  },
  // issue 20 (decision 034): weekly reminders and the Benutzerinteraktionsportal
  reminders: {
    investors:
      'the investors due for a reminder kind (one query per provider and kind), the investor of each send and cancellation',
    users:
      "the due investors' e-mail, names, active flag and wallet address; the provider's name on each contact row",
    zeichnungen:
      'exists probes: whether an investor has no, an open, an accepted unpaid or a tokenized subscription',
    products: "exists probe: whether a subscription's product is tokenized (the wallet reminder)",
    superusers: 'the provider of each contact row (its name), and the join of the reseller scope',
  },
  products: {
    issuers: "the product list filters by the issuer's company or last name in one query (join to the user)",
    users: "the product list filters by the issuer's company or last name in one query",
    zeichnungen:
      'counts only: the list filter "subscribed", the editable and deletable rules and the invested volume',
  },
};

/** Value imports of tables from the schema (db/index.ts or db/schema/*), with their lines. */
function tableImportsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]*\/db\/(?:index|schema\/[\w-]+|schema\/index)\.ts)['"]/g,
  )) {
    const line = text.slice(0, m.index).split('\n').length;
    for (const part of m[1].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      const local = name.split(/\s+as\s+/)[0].trim();
      if (OWNER_OF.has(local)) found.push({ table: local, line });
    }
  }
  return found;
}

RULES.push(
  {
    name: 'the web api/ layer never imports a feature',
    files: 'apps/web/src/api',
    check(_from, _spec, to) {
      return to?.startsWith('apps/web/src/features/')
        ? 'imports a feature (api/ sits beneath features)'
        : null;
    },
  },
  {
    name: 'web features and app call the API only through apps/web/src/api',
    files: 'apps/web/src',
    check(from, _spec, to, _typeOnly, names) {
      if (!/^apps\/web\/src\/(features|app)\//.test(from) || to !== 'apps/web/src/lib/api.ts') return null;
      const calls = names.filter((n) => ['api', 'apiRequest', '*'].includes(n));
      return calls.length ? `imports ${calls.join(', ')} (call the area's client in apps/web/src/api)` : null;
    },
  },
  {
    name: 'server route files never query the database',
    files: 'apps/server/src/modules',
    check(from, spec, to, typeOnly) {
      if (!from.endsWith('.routes.ts') || typeOnly) return null;
      if (/^drizzle-orm(\/|$)/.test(spec)) return 'imports drizzle-orm (queries belong in the repository)';
      if (to && /^apps\/server\/src\/db\//.test(to)) return 'imports the database (call a use case)';
      if (to && /\.repository(\.[jt]s)?$/.test(to)) return 'imports a repository (call a use case)';
      return null;
    },
  },
);

const violations = [];
let filesChecked = 0;
for (const rule of RULES) {
  for (const file of walk(path.join(ROOT, rule.files))) {
    filesChecked++;
    const from = rel(file);
    for (const { spec, typeOnly, line, names } of importsOf(file)) {
      const problem = rule.check(from, spec, target(file, spec), typeOnly, names);
      if (problem) violations.push(`${from}:${line}  ${problem}: '${spec}'  [${rule.name}]`);
    }
  }
}

for (const file of walk(path.join(ROOT, 'apps/server/src/modules'))) {
  const from = rel(file);
  const mod = segmentAfter(from, 'apps/server/src/modules/');
  if (!mod) continue;
  for (const { table, line } of tableImportsOf(file)) {
    const owner = OWNER_OF.get(table);
    if (owner === areaOfModule(mod) || READ_JOINS[mod]?.[table]) continue;
    violations.push(
      `${from}:${line}  uses table "${table}" of area "${owner}" (ask its service or the access module)  [each table has one owning module]`,
    );
  }
}

// No hand-written API types and no fetchers in a feature: its calls go through the area clients of apps/web/src/api.
for (const feature of fs.existsSync(path.join(ROOT, 'apps/web/src/features'))
  ? fs.readdirSync(path.join(ROOT, 'apps/web/src/features'))
  : []) {
  const types = `apps/web/src/features/${feature}/api/types.ts`;
  if (fs.existsSync(path.join(ROOT, types)))
    violations.push(
      `${types}  exists (derive API types from the contract in apps/web/src/api)  [no hand-written API types]`,
    );
}

if (violations.length > 0) {
  console.error(`Import boundaries: ${violations.length} violation(s)\n`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log(`Import boundaries: ok (${RULES.length} rules, ${filesChecked} files)`);
