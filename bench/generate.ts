import { parseArgs } from 'node:util';
import { ZERO_PERCENTAGES } from '@zp/domain';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';

/**
 * Bulk data for load tests on PostgreSQL, inserted in batches through pg. Each generator makes `count`
 * units; later issues add generators (products, investors, subscriptions, payments) to GENERATORS.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/zp_bench npx tsx bench/generate.ts --count 10000
 *   npx tsx bench/generate.ts --fresh --count 10000        # new database zp_bench_<time> on that server
 *   npx tsx bench/generate.ts --fresh --only subscriptions --count 1000000   # the subscription list data set
 */

export interface GenerateContext {
  client: pg.Client;
  /** Units this run makes (the --count). */
  count: number;
  /** Unique per run, so repeated runs never collide on unique e-mails or subdomains. */
  tag: string;
  /** argon2 hash of the demo password: generated accounts can sign in with Demo-Pass1!. */
  passwordHash: string;
  /** Affiliate partners of the `subscriptions` tenant (0: none; see PARTNER_SHAPE). */
  partners: number;
}

export interface Generator {
  name: string;
  /** Units per batch when --batch is not given (500). */
  batchSize?: number;
  /** Runs once, in its own transaction, before the batches (e.g. the rows the units hang off). */
  setup?(ctx: GenerateContext): Promise<Record<string, number>>;
  /** Inserts units [from, from + size) and returns rows written per table. */
  insertBatch(ctx: GenerateContext, from: number, size: number): Promise<Record<string, number>>;
  /** Runs once after the batches, outside a transaction (e.g. VACUUM ANALYZE). */
  finish?(ctx: GenerateContext): Promise<void>;
}

const range = (from: number, size: number) => Array.from({ length: size }, (_, i) => from + i);

/** A provider: users row (role superuser), superusers row and a live booking with its portal subdomains. */
const superusersWithBookings: Generator = {
  name: 'superusers+bookings',
  async insertBatch({ client, tag, passwordHash }, from, size) {
    const ids = range(from, size);
    const users = await client.query<{ id: number }>(
      `insert into users (email, scope, role, password_hash, salutation, first_name, last_name, company,
                          is_company, is_active, has_loggedin)
       select e, 'main', 'superuser', $2, 'Frau', 'Bench', 'Anbieterin ' || n, 'Bench Kapital ' || n || ' GmbH',
              true, true, true
       from unnest($1::text[]) with ordinality as t(e, n)
       returning id`,
      [ids.map((i) => `bench-${tag}-${i}@bench.example`), passwordHash],
    );
    const superusers = await client.query<{ id: number }>(
      'insert into superusers (user_id) select unnest($1::int[]) returning id',
      [users.rows.map((r) => r.id)],
    );
    const bookings = await client.query(
      `insert into bookings (superuser_id, status, is_paid, duration, investor_subdomain, affiliate_subdomain,
                             primary_color, secondary_color)
       select s, 'L', true, 4, sub, sub || '-vertrieb', '#165272', '#E6E6E6'
       from unnest($1::int[], $2::text[]) as t(s, sub)`,
      [superusers.rows.map((r) => r.id), ids.map((i) => `b${tag}${i}`)],
    );
    return {
      users: users.rowCount ?? 0,
      superusers: superusers.rowCount ?? 0,
      bookings: bookings.rowCount ?? 0,
    };
  },
};

/** The tenant the subscriptions generator fills; found again by bench/zeichnungen.ts through this e-mail. */
export const SUBSCRIPTIONS_ADMIN_EMAIL = (tag: string) => `bench-${tag}-admin@bench.example`;

// Surnames: a quarter from common German names (mildly skewed: Müller ~1.6 %, Schmidt ~1 %), the rest composed.
const COMMON_LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
];
const NAME_HEAD = [
  'Berg',
  'Stein',
  'Lin',
  'Hoff',
  'Brand',
  'Eich',
  'Feld',
  'Grün',
  'Hart',
  'Kirch',
  'Lau',
  'Mühl',
  'Ost',
  'Rosen',
  'Sand',
  'Tann',
  'Wald',
  'Wies',
  'Buch',
  'Dorn',
  'Falk',
  'Gold',
  'Horn',
  'Kalt',
  'Linde',
  'Nord',
  'Rein',
  'Sonn',
  'Stern',
  'Zorn',
];
const NAME_TAIL = [
  'mann',
  'berg',
  'er',
  'hoff',
  'ner',
  'dorf',
  'feld',
  'hauser',
  'bach',
  'meier',
  'ke',
  'inger',
  'stedt',
  'wald',
  'heim',
  'brock',
  'reiter',
  'lein',
  'ow',
  'bauer',
];
const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannah',
  'Jonas',
  'Julia',
  'Klaus',
  'Lena',
  'Lukas',
  'Maria',
  'Max',
  'Mia',
  'Noah',
  'Paul',
  'Petra',
  'Sabine',
  'Sophie',
  'Stefan',
  'Thomas',
  'Ursula',
];
const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Stuttgart',
  'Leipzig',
  'Dresden',
];
const PRODUCT_NAMES = ['Solarpark', 'Windpark', 'Wohnquartier', 'Pflegeheim', 'Logistikzentrum', 'Weingut'];
/** Non-tokenized, non-cooperative kinds (own issue, brokerage, prospectus, VIB). */
const PRODUCT_KINDS_USED = [0, 2, 4, 6, 8, 9];
const WIZARD_DATA = {
  agbAccepted: true,
  dataPrivacyAccepted: true,
  notLivingInUsaAccepted: true,
  liveInGermanyAccepted: true,
  connectionContractAccepted: true,
  investOnOwnAccepted: true,
  enoughMoneyToInvestCashAccepted: true,
  withThesaurierung: false,
  isExposed: false,
  experience: {
    forms: { bonds: { checked: 1, duration: 2, amount: 1 }, shares: { checked: 1, duration: 1, amount: 1 } },
    avgNumberTxs: 1,
    avgTxVolume: 2,
    independentServices: 1,
  },
  receipt1: true,
  receipt2: true,
  receipt3: true,
};
const SUB_SHAPE = { issuers: 20, products: 200, hotProducts: 5, hotShare: 0.3, subscriptionsPerInvestor: 10 };

/**
 * The affiliate tree of the `subscriptions` tenant (--partners N, issue 17): five levels holding 0.1 / 0.9 / 9 / 30 /
 * 60 % of the partners; the first partner of level 1 (the "big root") has 55 % of every level below it in its
 * subtree (≈ 5 500 descendants at 10 000 partners), the others share the rest. Every investor (and so each of its
 * subscriptions) belongs to a partner, round robin over all partners.
 */
export const PARTNER_SHAPE = { levelShares: [0.001, 0.009, 0.09, 0.3, 0.6], bigShare: 0.55 };
/** The partners' e-mails: bench/commissions.ts finds the tree again through them (n = 1 … partners). */
export const PARTNER_EMAIL = (tag: string, n: number) => `bench-${tag}-partner-${n}@bench.example`;
/** The bench provider's plan: all six levels paid, first and follow-up rates (percent). */
export const BENCH_PLAN: Record<string, number> = {
  ...ZERO_PERCENTAGES,
  ownfirst: 5,
  level1first: 2,
  level2first: 1,
  level3first: 0.5,
  level4first: 0.25,
  level5first: 0.1,
  ownfollow: 3,
  level1follow: 1,
  level2follow: 0.5,
  level3follow: 0.25,
  level4follow: 0.1,
  level5follow: 0.05,
};
/** Booking modules of the bench provider: the demo provider's, module 11 (credit notes) among them. */
const BENCH_MODULES = [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 16];

/** Level (1–5) and parent (index, null for level 1) of each of `total` partners, in index order. */
export function partnerTree(total: number): { level: number; parent: number | null }[] {
  const sizes = PARTNER_SHAPE.levelShares.map((s) => Math.max(1, Math.round(s * total)));
  sizes[sizes.length - 1] = Math.max(1, total - sizes.slice(0, -1).reduce((a, b) => a + b, 0));
  const nodes: { level: number; parent: number | null }[] = [];
  let big: number[] = [];
  let other: number[] = [];
  sizes.forEach((size, l) => {
    const nextBig: number[] = [];
    const nextOther: number[] = [];
    for (let i = 0; i < size; i++) {
      const index = nodes.length;
      if (l === 0) {
        nodes.push({ level: 1, parent: null });
        (i === 0 ? nextBig : nextOther).push(index);
        continue;
      }
      const inBig = i < Math.round(PARTNER_SHAPE.bigShare * size) || other.length === 0;
      const parents = inBig ? big : other;
      nodes.push({ level: l + 1, parent: parents[i % parents.length]! });
      (inBig ? nextBig : nextOther).push(index);
    }
    big = nextBig;
    other = nextOther;
  });
  return nodes;
}

/**
 * Users + salesreps rows of the partner tree for `tenant` (heads set afterwards), the booking given module 11 and
 * BENCH_PLAN. Answers the first salesreps id (ids are contiguous, in partner order).
 */
async function insertPartners(
  ctx: GenerateContext,
  tenant: number,
): Promise<{ first: number; users: number }> {
  const { client, tag, passwordHash, partners } = ctx;
  const tree = partnerTree(partners);
  const users = await client.query<{ id: number }>(
    `insert into users (email, scope, role, password_hash, salutation, first_name, last_name, company, is_company,
                        is_active, has_loggedin, street, house_number, zip_code, city, country, tax_number,
                        is_subject_to_vat, bank_account_owner, bank_iban, bank_bic, bank_name)
     select e, 'broker:' || $2::int, 'salesrep', $3, case when n % 2 = 0 then 'Frau' else 'Herr' end,
            ($4::text[])[1 + n % array_length($4::text[], 1)], 'Partner ' || n,
            case when n % 5 = 0 then 'Vertrieb ' || n || ' GmbH' end, n % 5 = 0, true, true, 'Marktplatz',
            (1 + n % 90)::text, lpad((10000 + n % 89999)::text, 5, '0'),
            ($5::text[])[1 + n % array_length($5::text[], 1)], 'Deutschland', '21/' || lpad(n::text, 7, '0'),
            n % 3 = 0, 'Partner ' || n, 'DE' || lpad((n * 31 % 100)::text, 2, '0') || '1203' || lpad(n::text, 14, '0'),
            'BYLADEM1001', 'DKB'
     from unnest($1::text[]) with ordinality as t(e, n)
     order by n
     returning id`,
    [
      Array.from({ length: partners }, (_, i) => PARTNER_EMAIL(tag, i + 1)),
      tenant,
      passwordHash,
      FIRST,
      CITIES,
    ],
  );
  const userIds = users.rows.map((r) => r.id).sort((a, b) => a - b);
  const reps = await client.query<{ id: number }>(
    `insert into salesreps (user_id, superuser_id, kind, is_approved)
     select u, $2, k, true from unnest($1::int[], $3::text[]) with ordinality as t(u, k, n) order by n
     returning id`,
    [userIds, tenant, tree.map((t) => (t.level <= 2 ? '34' : t.level === 3 ? '32' : 'T'))],
  );
  const ids = reps.rows.map((r) => r.id).sort((a, b) => a - b);
  const first = ids[0]!;
  if (ids.at(-1)! - first + 1 !== ids.length) throw new Error('salesrep ids are not contiguous');
  await client.query(
    `update salesreps s set head_salesrep_id = $2::int + t.p
     from unnest($1::int[], $3::int[]) as t(id, p) where s.id = t.id and t.p is not null`,
    [ids, first, tree.map((t) => t.parent)],
  );
  await client.query('update bookings set modules = $2, salesrep_percentages = $3 where superuser_id = $1', [
    tenant,
    BENCH_MODULES,
    JSON.stringify(BENCH_PLAN),
  ]);
  return { first, users: userIds.length };
}

interface SubscriptionTenant {
  tenant: number;
  /** salesreps.id of partner 1 (ids contiguous) and the number of partners; 0 partners: none. */
  partnerMin: number;
  partners: number;
  products: number[];
  investorMin: number;
  investorCount: number;
  startMs: number;
}
const tenants = new WeakMap<GenerateContext, SubscriptionTenant>();
/** Index definitions of an empty zeichnungen table, dropped for the load and built again at the end. */
const deferredIndexes = new WeakMap<GenerateContext, string[]>();

/**
 * One tenant at scale: an admin, the provider (superuser + live booking), 20 issuers, 200 products across them
 * (the first 5 hot: 30 % of all subscriptions), count/10 investors (users + investors rows) and `count`
 * subscriptions over the last 3 years in id order: 10 % O, 30 % F, 60 % A (90 % of A paid), 500–50 000 €
 * (log-uniform, in 500 € steps), 2 % of the open ones soft-deleted. Rows are made on the server
 * (generate_series + random()); into an empty table the zeichnungen indexes are dropped for the load and built
 * again at the end (a failed run leaves them missing: use a fresh database). Finished and accepted ones carry a
 * Zeichnungsschein id (no file behind it), as after their `zeichnung.finished` job: without it the server's start-up
 * repair would enqueue that job for each of them. Ends with VACUUM ANALYZE, as
 * autovacuum would, so that visibility map and statistics are those of a settled table.
 */
const subscriptions: Generator = {
  name: 'subscriptions',
  batchSize: 100_000,
  async setup(ctx) {
    const { client, tag, passwordHash, count } = ctx;
    // Into an empty table, load first and index afterwards (several times faster than maintaining ten indexes
    // row by row); the definitions come from the migrated database, so they are exactly the server's.
    const { rows: empty } = await client.query<{ empty: boolean }>(
      'select not exists (select 1 from zeichnungen) as empty',
    );
    if (empty[0]!.empty) {
      const { rows } = await client.query<{ name: string; def: string }>(
        `select indexname as name, indexdef as def from pg_indexes
         where schemaname = current_schema() and tablename = 'zeichnungen' and indexname <> 'zeichnungen_pkey'`,
      );
      for (const r of rows) await client.query(`drop index "${r.name}"`);
      deferredIndexes.set(
        ctx,
        rows.map((r) => r.def),
      );
    }
    const admin = await client.query(
      `insert into users (email, scope, role, password_hash, salutation, first_name, last_name, is_active,
                          has_loggedin)
       values ($1, 'main', 'admin', $2, 'Frau', 'Bench', 'Admin', true, true)`,
      [SUBSCRIPTIONS_ADMIN_EMAIL(tag), passwordHash],
    );
    const provider = await superusersWithBookings.insertBatch({ ...ctx, tag: `${tag}z` }, 0, 1);
    const {
      rows: [su],
    } = await client.query<{ id: number }>(
      'select s.id from superusers s join users u on u.id = s.user_id where u.email = $1',
      [`bench-${tag}z-0@bench.example`],
    );
    const tenant = su!.id;
    await client.query(
      'update users set company = $2, email = $3 where id = (select user_id from superusers where id = $1)',
      [tenant, 'Bench Emissionshaus GmbH', `bench-${tag}-provider@bench.example`],
    );
    // What the provider's credit notes name (§14 UStG): address and tax number.
    await client.query(
      `update users set street = 'Am Kai', house_number = '7', zip_code = '20457', city = 'Hamburg',
                        country = 'Deutschland', tax_number = '27/123/45678', is_subject_to_vat = true
       where id = (select user_id from superusers where id = $1)`,
      [tenant],
    );
    const partners = ctx.partners > 0 ? await insertPartners(ctx, tenant) : { first: 0, users: 0 };
    const issuers = await client.query<{ id: number }>(
      `with u as (
         insert into users (email, scope, role, password_hash, salutation, first_name, last_name, company,
                            is_company, is_active, has_loggedin)
         select 'bench-' || $1 || '-issuer-' || n || '@bench.example', 'main', 'issuer', $2, 'Herr', 'Emil',
                'Emittent ' || n, 'Projektgesellschaft ' || n || ' GmbH', true, true, true
         from generate_series(1, $3::int) n
         returning id)
       insert into issuers (user_id, superuser_id) select id, $4 from u order by id returning id`,
      [tag, passwordHash, SUB_SHAPE.issuers, tenant],
    );
    const issuerIds = issuers.rows.map((r) => r.id).sort((a, b) => a - b);
    const products = await client.query<{ id: number }>(
      `insert into products (superuser_id, issuer_id, kind, status, name, description, is_zeichnable, country,
                             volume_cents, min_investment_cents, volume_interval, interest, payments_per_year,
                             agio, contract_start, contract_end, flags, date_of_creation)
       select $1, ($2::int[])[1 + (n - 1) % array_length($2::int[], 1)], ($3::int[])[1 + n % array_length($3::int[], 1)],
              'F', ($4::text[])[1 + n % array_length($4::text[], 1)] || ' ' || n, 'Bench-Produkt ' || n, true,
              'Deutschland', 100000000000, 50000, 500, 4 + (n % 5) * 0.5, 4, 2, date '2023-01-01',
              date '2033-12-31', '{"withAgio": true}'::jsonb, now() - interval '3 years' - n * interval '1 hour'
       from generate_series(1, $5::int) n
       order by n
       returning id`,
      [tenant, issuerIds, PRODUCT_KINDS_USED, PRODUCT_NAMES, SUB_SHAPE.products],
    );
    const investorCount = Math.max(10, Math.round(count / SUB_SHAPE.subscriptionsPerInvestor));
    const investors = await client.query<{ min: number; max: number; n: number }>(
      `with u as (
         insert into users (email, scope, role, password_hash, salutation, first_name, last_name, is_active,
                            has_loggedin, date_of_birth, nationality, street, house_number, zip_code, city,
                            country, mobile_number, bank_account_owner, bank_iban, bank_bic, bank_name,
                            date_joined)
         select 'anleger-' || n || '@bench.example', 'investor:' || $1::int, 'investor', $2,
                case when n % 2 = 0 then 'Frau' else 'Herr' end, f, l, true, true,
                date '1950-01-01' + (random() * 18000)::int, 'Deutschland', 'Hauptstraße', (1 + n % 120)::text,
                lpad((10000 + n % 89999)::text, 5, '0'), ($3::text[])[1 + n % array_length($3::text[], 1)],
                'Deutschland', '+49 170 ' || lpad(n::text, 7, '0'), f || ' ' || l,
                'DE' || lpad((n * 7919 % 100)::text, 2, '0') || '3705019' || lpad(n::text, 11, '0'),
                'COLSDE33XXX', 'Sparkasse KölnBonn', now() - random() * interval '3 years'
         from (
           select n, ($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int] as f,
                  case when random() < 0.25
                       then ($5::text[])[1 + floor(power(random(), 1.5) * array_length($5::text[], 1))::int]
                       else ($6::text[])[1 + floor(random() * array_length($6::text[], 1))::int]
                         || ($7::text[])[1 + floor(random() * array_length($7::text[], 1))::int]
                  end as l
           from generate_series(1, $8::int) n
         ) g
         order by n
         returning id)
       , i as (insert into investors (user_id, superuser_id, salesrep_id)
               select id, $1::int,
                      case when $10::int > 0 then $9::int + (row_number() over (order by id))::int % $10::int end
               from u order by id returning id)
       select min(id)::int as min, max(id)::int as max, count(*)::int as n from i`,
      [
        tenant,
        passwordHash,
        CITIES,
        FIRST,
        COMMON_LAST,
        NAME_HEAD,
        NAME_TAIL,
        investorCount,
        partners.first,
        ctx.partners,
      ],
    );
    const inv = investors.rows[0]!;
    if (inv.max - inv.min + 1 !== inv.n) throw new Error('investor ids are not contiguous');
    tenants.set(ctx, {
      tenant,
      partnerMin: partners.first,
      partners: ctx.partners,
      products: products.rows.map((r) => r.id).sort((a, b) => a - b),
      investorMin: inv.min,
      investorCount: inv.n,
      startMs: Date.now() - 3 * 365.25 * 24 * 3600 * 1000,
    });
    return {
      users: (admin.rowCount ?? 0) + (provider.users ?? 0) + issuerIds.length + inv.n + partners.users,
      salesreps: partners.users,
      superusers: provider.superusers ?? 0,
      bookings: provider.bookings ?? 0,
      issuers: issuerIds.length,
      products: products.rowCount ?? 0,
      investors: inv.n,
    };
  },
  async insertBatch(ctx, from, size) {
    const t = tenants.get(ctx)!;
    const spanMs = Date.now() - t.startMs;
    const rows = await ctx.client.query(
      `insert into zeichnungen (product_id, investor_id, superuser_id, status, volume_cents, agio_cents,
                               total_amount_cents, is_paid, transfer_acceptor, transfer_accepted_at, acceptor,
                               accepted_at, active_step, data, finished_at, deleted_at, date_of_creation,
                               updated_at, salesrep_id, zeichnungsschein_file_id)
       select p, i, $1, st, vol, agio, vol + agio, paid, case when paid then 'Buchhaltung' end,
              case when paid then created + interval '9 days' end, case when st = 'A' then 'Annahme' end,
              case when st = 'A' then created + interval '3 days' end, case when st = 'O' then 1 else 3 end,
              case when st = 'O' then '{"agbAccepted": true}'::jsonb else $2::jsonb end,
              case when st <> 'O' then created + interval '20 minutes' end,
              case when st = 'O' and rd < 0.02 then created + interval '30 days' end, created, created,
              case when $14::int > 0 then $13::int + (i - $6 + 1) % $14::int end,
              case when st <> 'O' then gen_random_uuid() end
       from (
         select case when rh < $3 then ($4::int[])[1 + floor(rp * $5)::int]
                     else ($4::int[])[1 + floor(rp * array_length($4::int[], 1))::int] end as p,
                $6 + floor(ri * $7)::int as i,
                case when rs < 0.1 then 'O' when rs < 0.4 then 'F' else 'A' end as st,
                case when rs < 0.05 then 0
                     else (greatest(1, round(exp(ln(500) + rv * ln(100)) / 500)) * 50000)::bigint end as vol,
                case when rs >= 0.05 then (greatest(1, round(exp(ln(500) + rv * ln(100)) / 500)) * 1000)::bigint
                     else 0 end as agio,
                rs >= 0.4 and rd < 0.9 as paid, rd,
                to_timestamp(($8::float8 + (n::float8 / $9) * $10 + (rj - 0.5) * 86400000) / 1000) as created
         from (select n, random() rh, random() rp, random() ri, random() rs, random() rv, random() rd,
                      random() rj
               from generate_series($11::int, $12::int) n) r
       ) g`,
      [
        t.tenant,
        JSON.stringify(WIZARD_DATA),
        SUB_SHAPE.hotShare,
        t.products,
        SUB_SHAPE.hotProducts,
        t.investorMin,
        t.investorCount,
        t.startMs,
        ctx.count,
        spanMs,
        from,
        from + size - 1,
        t.partnerMin,
        t.partners,
      ],
    );
    return { zeichnungen: rows.rowCount ?? 0 };
  },
  async finish(ctx) {
    const { client } = ctx;
    const indexes = deferredIndexes.get(ctx) ?? [];
    if (indexes.length) {
      await client.query(`set maintenance_work_mem = '256MB'`);
      for (const def of indexes) await client.query(def);
    }
    await client.query(
      `update products p set invested_volume_cents = s.v
       from (select product_id, sum(volume_cents)::bigint v from zeichnungen
             where status <> 'O' and deleted_at is null group by product_id) s
       where s.product_id = p.id`,
    );
    // salesreps (heads set after insert) and salesrep_totals (migration 0016: its triggers update a partner's row
    // once per investor and live subscription — ~1.1 M updates of 10 000 rows at full scale) are full of dead
    // versions after the load: the hierarchy's index probes of them took 4 buffers each until vacuumed.
    await client.query(
      'vacuum analyze users, investors, issuers, products, zeichnungen, salesreps, salesrep_totals',
    );
  },
};

export const GENERATORS: Generator[] = [superusersWithBookings, subscriptions];

export interface GenerateOptions {
  databaseUrl: string;
  count: number;
  /** Units per batch; without it each generator's own size (500 unless it says otherwise). */
  batchSize?: number;
  only?: string[];
  /** Affiliate partners of the `subscriptions` tenant (PARTNER_SHAPE); 0 or absent: none. */
  partners?: number;
}

export async function generate({
  databaseUrl,
  count,
  batchSize,
  only,
  partners = 0,
}: GenerateOptions): Promise<string> {
  const database = await openPostgres(databaseUrl, 1);
  await database.migrate();
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ctx: GenerateContext = {
    client,
    count,
    tag: Date.now().toString(36),
    passwordHash: await hashPassword('Demo-Pass1!'),
    partners,
  };
  const rows: string[][] = [];
  try {
    for (const generator of GENERATORS.filter((g) => !only || only.includes(g.name))) {
      const started = performance.now();
      const written: Record<string, number> = {};
      const add = (batch: Record<string, number>) => {
        for (const [table, n] of Object.entries(batch)) written[table] = (written[table] ?? 0) + n;
      };
      const inTransaction = async (work: () => Promise<Record<string, number>>) => {
        await client.query('begin');
        try {
          const batch = await work();
          await client.query('commit');
          add(batch);
        } catch (err) {
          await client.query('rollback');
          throw err;
        }
      };
      const size = batchSize ?? generator.batchSize ?? 500;
      if (generator.setup) {
        await inTransaction(() => generator.setup!(ctx));
        progress(generator.name, 'setup', written, started);
      }
      for (let from = 0; from < count; from += size) {
        await inTransaction(() => generator.insertBatch(ctx, from, Math.min(size, count - from)));
        if (size >= 10_000)
          progress(generator.name, `${num(Math.min(from + size, count))} units`, written, started);
      }
      if (generator.finish) {
        await generator.finish(ctx);
        progress(generator.name, 'finish', written, started);
      }
      const seconds = (performance.now() - started) / 1000;
      const total = Object.values(written).reduce((s, n) => s + n, 0);
      const tables = Object.entries(written)
        .map(([t, n]) => `${t} ${num(n)}`)
        .join(', ');
      rows.push([generator.name, num(count), tables, num(seconds, 2), num(total / seconds)]);
    }
  } finally {
    await client.end();
  }
  heading(`Generated data (tag ${ctx.tag})`);
  printTable(['generator', 'units', 'rows', 'seconds', 'rows/s'], rows);
  return ctx.tag;
}

function progress(name: string, step: string, written: Record<string, number>, started: number): void {
  const seconds = (performance.now() - started) / 1000;
  const total = Object.values(written).reduce((s, n) => s + n, 0);
  console.log(
    `${name}: ${step} — ${num(total)} rows in ${num(seconds, 1)} s (${num(total / seconds)} rows/s)`,
  );
}

/** Creates an empty database `zp_bench_<time>` on the server of `url` and returns its URL. */
export async function createFreshDatabase(url: string): Promise<string> {
  const name = `zp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      batch: { type: 'string' },
      only: { type: 'string', multiple: true },
      fresh: { type: 'boolean', default: false },
      partners: { type: 'string', default: '0' },
    },
  });
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('DATABASE_URL is required (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(2);
  }
  const databaseUrl = values.fresh ? await createFreshDatabase(base) : base;
  if (values.fresh) console.log(`fresh database: ${databaseUrl}`);
  await generate({
    databaseUrl,
    count: Number(values.count),
    batchSize: values.batch ? Number(values.batch) : undefined,
    only: values.only,
    partners: Number(values.partners),
  });
  if (values.fresh) {
    console.log(`\nload it: BENCH_DATABASE_URL=${databaseUrl} npx tsx bench/http.ts`);
    if (!values.only || values.only.includes('subscriptions'))
      console.log(`   or:  BENCH_DATABASE_URL=${databaseUrl} npx tsx bench/zeichnungen.ts`);
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
