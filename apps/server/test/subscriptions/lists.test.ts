import { berlinParts } from '@zp/domain/engagement/reminders';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import {
  investors,
  issuers,
  products,
  users,
  zeichnungChanges,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import {
  ANCHOR_MIN_OFFSET,
  listZeichnungen,
  pruneZeichnungChanges,
  QUICK_COUNT_LIMIT,
} from '../../src/modules/subscriptions/list-memo/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  as,
  call,
  create,
  type demoIds,
  expectProblem,
  finished,
  INV,
  insertProduct,
  MAIN,
  mint,
  otherTenant,
  PERSON,
  subsSuite,
  type Tokens,
  update,
  wizardData,
} from './fixtures.ts';

let ctx: TestContext;
let t: Tokens;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** Ids: a = demo investor F on A, b = demo investor O on B, c = second investor A+paid on A, x = other tenant. */
const z = { a: 0, b: 0, c: 0, x: 0 };
let productA = 0;
let productB = 0;
let issuer2 = '';
let investor2 = '';
let other: Awaited<ReturnType<typeof otherTenant>>;

beforeAll(async () => {
  ({ ctx, t, ids } = await subsSuite());
  const db = ctx.database.db;
  productA = (await insertProduct(ctx)).id;
  const [iu] = await db
    .insert(users)
    .values({ email: 'issuer2@example.com', role: 'issuer', isActive: true })
    .returning();
  const [is] = await db.insert(issuers).values({ userId: iu!.id, superuserId: ids.tenant }).returning();
  issuer2 = await mint(ctx, {
    userId: iu!.id,
    role: 'issuer',
    roleId: is!.id,
    tenantId: ids.tenant,
    scope: 'main',
  });
  productB = (await insertProduct(ctx, { issuerId: is!.id, name: 'Windpark West' })).id;

  z.a = (await finished(ctx, t, productA, 2000)).id;
  z.b = (await create(ctx, t.investor, productB, ids.investorId)).id;
  const scope = `investor:${ids.tenant}`;
  const [u2] = await db
    .insert(users)
    .values({ ...PERSON, email: 'max@example.com', scope, role: 'investor' })
    .returning();
  const [i2] = await db.insert(investors).values({ userId: u2!.id, superuserId: ids.tenant }).returning();
  investor2 = await mint(ctx, {
    userId: u2!.id,
    role: 'investor',
    roleId: i2!.id,
    tenantId: ids.tenant,
    scope,
  });
  z.c = (await create(ctx, investor2, productA, i2!.id)).id;
  expect((await update(ctx, investor2, z.c, { ...wizardData(3000), status: 'F' })).statusCode).toBe(200);
  const put = (body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z.c}/update`, body);
  expect((await put({ status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
  expect((await put({ isPaid: true, transferAcceptor: 'Kasse' })).statusCode).toBe(200);

  other = await otherTenant(ctx, 'fremd');
  const [ou] = await db.insert(users).values({ email: 'fremd-is@example.com', role: 'issuer' }).returning();
  const [oi] = await db.insert(issuers).values({ userId: ou!.id, superuserId: other.tenant }).returning();
  const [op] = await db
    .insert(products)
    .values({
      superuserId: other.tenant,
      issuerId: oi!.id,
      status: 'F',
      isZeichnable: true,
      volumeCents: 1e8,
    })
    .returning();
  const [ox] = await db
    .insert(zeichnungen)
    .values({
      productId: op!.id,
      investorId: other.investorId,
      superuserId: other.tenant,
      status: 'F',
      volumeCents: 5e5,
    })
    .returning();
  z.x = ox!.id;
});
afterAll(() => ctx?.close());

const idsOf = (res: { json(): { results: { id: number }[] } }) =>
  res
    .json()
    .results.map((r) => r.id)
    .sort();
const list = async (host: string, token: string, query = '') => {
  const res = await call(ctx, 'GET', `/api/zeichnung/?page=1${query}`, host, token);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('GET /api/zeichnung/ is scoped to the caller', () => {
  it('investor: own; issuer: its products; superuser: tenant; salesrep: brokered; admin: all', async () => {
    expect(idsOf(await list(INV, t.investor))).toEqual([z.a, z.b].sort());
    expect(idsOf(await list(INV, investor2))).toEqual([z.c]);
    expect(idsOf(await list(MAIN, t.issuer))).toEqual([z.a, z.c].sort());
    expect(idsOf(await list(MAIN, issuer2))).toEqual([z.b]);
    expect(idsOf(await list(MAIN, t.superuser))).toEqual([z.a, z.b, z.c].sort());
    expect(idsOf(await list('demo.broker.localhost', t.salesrep))).toEqual([z.a, z.b].sort());
    expect(idsOf(await list(MAIN, t.admin))).toEqual([z.a, z.b, z.c, z.x].sort());
    expect(idsOf(await list(MAIN, other.superuser))).toEqual([z.x]);
    expect(idsOf(await list(other.host, other.investor))).toEqual([z.x]);
    expectProblem(await as(ctx, t, 'reseller', 'GET', '/api/zeichnung/?page=1'), 403);
  });

  it('answers the paged shape with person and product names', async () => {
    const body = (await list(MAIN, t.superuser)).json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results[0]).toMatchObject({
      id: z.c,
      investorName: 'Max Zeichner',
      productName: 'Solarpark Süd',
    });
    // The wizard's answers (bank account, identity, experience) are the detail's only: salesreps see the list.
    expect(body.results[0]).not.toHaveProperty('data');
    const detail = (await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.c}`)).json();
    expect(Object.keys(detail.data).length).toBeGreaterThan(0);
    const brokered = (await list('demo.broker.localhost', t.salesrep)).json().results;
    expect(brokered.length).toBeGreaterThan(0);
    for (const row of brokered) expect(row).not.toHaveProperty('data');
    expect(idsOf(await list(MAIN, t.superuser, '&isAscending=true'))).toEqual([z.a, z.b, z.c].sort());
    expect((await list(MAIN, t.superuser, '&isAscending=true')).json().results[0].id).toBe(z.a);
  });

  // [query, what the superuser sees, whether admin also sees the other tenant's subscription x]
  it.each([
    ['&status=F', ['a'], true],
    ['&status=O', ['b'], false],
    ['&status=A', ['c'], false],
    ['&isPaid=true', ['c'], false],
    ['&isPaid=false', ['a', 'b'], true],
    ['&product-id=B', ['b'], false],
    ['&lastName=zeich', ['c'], true],
    ['&firstName=Ina', ['a', 'b'], false],
    ['&email=investor%40example', ['a', 'b'], false],
    ['&start-date=TODAY&end-date=TODAY', ['a', 'b', 'c'], true],
    ['&end-date=2000-01-01', [], false],
    ['&start-date=2999-01-01', [], false],
    ['&status=F&product-id=A&lastName=Anlegerin', ['a'], false],
  ] as [string, (keyof typeof z)[], boolean][])('filter %s', async (query, keys, withX) => {
    const q = query
      .replace('=B', `=${productB}`)
      .replace('=A&', `=${productA}&`)
      // the list's date filters count calendar days in Germany: "today" is the Berlin date the rows were created on
      .replaceAll('TODAY', berlinParts(new Date()).date);
    const expected = keys.map((k) => z[k]).sort();
    expect(idsOf(await list(MAIN, t.superuser, q))).toEqual(expected);
    expect(idsOf(await list(MAIN, t.admin, q))).toEqual((withX ? [...expected, z.x] : expected).sort());
  });

  it('filters by uuid, rejects bad filters with 400', async () => {
    const { uuid } = (await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.c}`)).json();
    expect(idsOf(await list(MAIN, t.superuser, `&uuid=${uuid}`))).toEqual([z.c]);
    const bad = ['&status=X', '&isPaid=ja', '&product-id=abc', '&product-id=99999999999', '&uuid=nope'];
    for (const q of [...bad, '&start-date=01.01.2027', '&start-date=2027-13-01', '&end-date=2027-02-30']) {
      expectProblem(await call(ctx, 'GET', `/api/zeichnung/?page=1${q}`, MAIN, t.superuser), 400);
    }
    expectProblem(await call(ctx, 'GET', '/api/zeichnung/?page=0', MAIN, t.superuser), 400);
  });

  it('pages by 10', async () => {
    const rows = Array.from({ length: 11 }, () => ({
      productId: productB,
      superuserId: ids.tenant,
      status: 'O' as const,
    }));
    await ctx.database.db.insert(zeichnungen).values(rows);
    const first = (await list(MAIN, t.superuser)).json();
    expect(first.count).toBe(14);
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain('page=2');
    const second = (await call(ctx, 'GET', '/api/zeichnung/?page=2', MAIN, t.superuser)).json();
    expect(second.results).toHaveLength(4);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
  });
});

describe('GET /api/zeichnung/{id}', () => {
  it('opens for the investor itself and the operator side; salesreps get 403, strangers 404', async () => {
    expect((await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.a}`)).statusCode).toBe(200);
    expect((await as(ctx, t, 'issuer', 'GET', `/api/zeichnung/${z.a}`)).statusCode).toBe(200);
    expect((await as(ctx, t, 'admin', 'GET', `/api/zeichnung/${z.x}`)).statusCode).toBe(200);
    expectProblem(await as(ctx, t, 'salesrep', 'GET', `/api/zeichnung/${z.a}`), 403);
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.a}`, INV, investor2), 404);
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.a}`, MAIN, issuer2), 404);
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.a}`, MAIN, other.superuser), 404);
    expectProblem(await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.x}`), 404);
    expectProblem(await call(ctx, 'GET', `/api/zeichnung/${z.a}/zeichnungsschein`, INV, investor2), 404);
  });
});

describe('the list search follows the investor (fields copied onto zeichnungen by triggers)', () => {
  const results = async (query: string) =>
    (await list(MAIN, t.superuser, query)).json().results as {
      id: number;
      investorName: string;
      investorEmail: string | null;
    }[];

  it('finds a renamed investor by the new name, e-mail and company only', async () => {
    const [inv] = await ctx.database.db
      .select()
      .from(investors)
      .where(
        eq(
          investors.id,
          (await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.c)))[0]!.investorId!,
        ),
      );
    const url = `/api/investor/${inv!.id}/update`;
    const body = { firstName: 'Moritz', lastName: 'Umbenannt', company: 'Umbenannt Invest GmbH' };
    expect((await as(ctx, t, 'superuser', 'PUT', url, body)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ email: 'moritz@example.com' }).where(eq(users.id, inv!.userId));
    expect((await results('&lastName=umbenannt')).map((r) => r.id)).toEqual([z.c]);
    expect((await results('&firstName=Moritz')).map((r) => r.id)).toEqual([z.c]);
    expect((await results('&company=umbenannt%20invest')).map((r) => r.id)).toEqual([z.c]);
    expect((await results('&email=moritz%40')).map((r) => r.id)).toEqual([z.c]);
    expect(await results('&lastName=zeich')).toEqual([]);
    expect(await results('&email=max%40example')).toEqual([]);
    expect(
      await results(`&uuid=${(await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.c}`)).json().uuid}`),
    ).toMatchObject([{ id: z.c, investorName: 'Moritz Umbenannt', investorEmail: 'moritz@example.com' }]);
  });

  it("a new subscription carries its investor's fields; one without an investor matches no person search", async () => {
    const [me] = await ctx.database.db.select().from(users).where(eq(users.id, ids.investorUserId));
    const id = (await create(ctx, t.investor, productA, ids.investorId)).id;
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, id));
    expect(row).toMatchObject({
      investorEmail: me!.email,
      investorFirstName: me!.firstName,
      investorLastName: me!.lastName,
      investorCompany: me!.company,
    });
    expect((await results(`&lastName=${encodeURIComponent(me!.lastName!)}`)).map((r) => r.id)).toContain(id);
    const [bare] = await ctx.database.db
      .insert(zeichnungen)
      .values({ productId: productB, superuserId: ids.tenant, status: 'O' })
      .returning();
    expect(bare).toMatchObject({ investorEmail: null, investorLastName: null });
    expect((await results('&lastName=a')).map((r) => r.id)).not.toContain(bare!.id);
    // Moving a subscription to another investor takes that investor's fields.
    const [moved] = await ctx.database.db
      .update(zeichnungen)
      .set({ investorId: ids.investorId })
      .where(eq(zeichnungen.id, bare!.id))
      .returning();
    expect(moved).toMatchObject({ investorEmail: me!.email, investorLastName: me!.lastName });
    await ctx.database.db.delete(zeichnungen).where(eq(zeichnungen.id, bare!.id));
  });
});

describe('large lists (above the quick count)', () => {
  it('an issuer with several products: exact counts, pages in order, filters and date order', async () => {
    const db = ctx.database.db;
    const [is2] = await db.select().from(products).where(eq(products.id, productB));
    const productC = (await insertProduct(ctx, { issuerId: is2!.issuerId, name: 'Windpark Ost' })).id;
    const [inv2] = await db.select().from(zeichnungen).where(eq(zeichnungen.id, z.c));
    const day = Date.UTC(2024, 0, 1);
    await db.insert(zeichnungen).values(
      Array.from({ length: 1_045 }, (_, i) => ({
        productId: i % 2 ? productB : productC,
        investorId: i % 3 ? inv2!.investorId : null,
        superuserId: ids.tenant,
        status: i % 5 ? ('F' as const) : ('A' as const),
        dateOfCreation: new Date(day + i * 3_600_000),
      })),
    );
    const live = await db
      .select({ id: zeichnungen.id, investorId: zeichnungen.investorId, status: zeichnungen.status })
      .from(zeichnungen)
      .where(and(inArray(zeichnungen.productId, [productB, productC]), isNull(zeichnungen.deletedAt)))
      .orderBy(desc(zeichnungen.id));
    const get = async (query: string) => {
      const res = await call(ctx, 'GET', `/api/zeichnung/?page=1${query}`, MAIN, issuer2);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; next: string | null; results: { id: number }[] };
    };
    const first = await get('');
    expect(first.count).toBe(live.length);
    // Asked again, the kept planner estimate lets the page statement count this far by itself.
    expect((await get('')).count).toBe(live.length);
    expect(first.results.map((r) => r.id)).toEqual(live.slice(0, 10).map((r) => r.id));
    const third = (await call(ctx, 'GET', '/api/zeichnung/?page=3', MAIN, issuer2)).json();
    expect(third.results.map((r: { id: number }) => r.id)).toEqual(live.slice(20, 30).map((r) => r.id));
    expect((await get('&status=F')).count).toBe(live.filter((r) => r.status === 'F').length);
    const named = live.filter((r) => r.investorId === inv2!.investorId);
    expect((await get('&lastName=umbenannt')).count).toBe(named.length);
    // A date range is listed newest creation date first (here: highest id first, as ids follow the dates).
    // Rows every hour from 01.01.2024 00:00 UTC; January in Germany (CET) runs from 31.12.2023 23:00 UTC to
    // 31.01.2024 23:00 UTC: 31 × 24 hours less the last one (23:00 UTC on the 31st is 1 February in Germany).
    const range = await get('&start-date=2024-01-01&end-date=2024-01-31');
    expect(range.count).toBe(31 * 24 - 1);
    expect((await get('&start-date=2024-02-01&end-date=2024-02-01')).count).toBe(24);
    const ascending = await get('&start-date=2024-01-01&end-date=2024-01-31&isAscending=true');
    expect(range.results[0]!.id).toBeGreaterThan(range.results[1]!.id);
    expect(ascending.results[0]!.id).toBeLessThan(ascending.results[1]!.id);

    // More than 1 000 matches of a person search: still counted exactly (up to EXACT_COUNT_LIMIT).
    await db.insert(zeichnungen).values(
      Array.from({ length: 600 }, () => ({
        productId: productB,
        investorId: inv2!.investorId,
        superuserId: ids.tenant,
        status: 'F' as const,
      })),
    );
    const many = await get('&lastName=umbenannt');
    expect(many.count).toBe(named.length + 600);
    expect(many.next).not.toBeNull();
    const newest = await db
      .select({ id: zeichnungen.id })
      .from(zeichnungen)
      .where(and(eq(zeichnungen.investorId, inv2!.investorId!), eq(zeichnungen.productId, productB)))
      .orderBy(desc(zeichnungen.id))
      .limit(10);
    expect(many.results.map((r) => r.id)).toEqual(newest.map((r) => r.id));
  });

  it('date ranges asked for again and again (one prepared statement, generic plan after five) list each range exactly', async () => {
    for (const [i, [from, to]] of [
      ['01', '03'],
      ['05', '05'],
      ['02', '28'],
      ['10', '12'],
      ['20', '31'],
      ['07', '08'],
      ['15', '16'],
      ['01', '31'],
    ].entries()) {
      const [start, end] = [`2024-01-${from}`, `2024-01-${to}`];
      const ascending = i % 2 === 1;
      const expected = await issuer2Ids({ ascending, range: [start, end] });
      const query = `&start-date=${start}&end-date=${end}${ascending ? '&isAscending=true' : ''}`;
      const [first, second] = await Promise.all([1, 2].map((n) => open(`/api/zeichnung/?page=${n}${query}`)));
      expect(first!.count, query).toBe(expected.length);
      expect(rowIds(first!), query).toEqual(expected.slice(0, 10));
      expect(rowIds(second!), query).toEqual(expected.slice(10, 20));
    }
  });
});

type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] };
/** A page of issuer2's list (the issuer of the large lists) at this path. */
const open = async (path: string) => {
  const res = await call(ctx, 'GET', path, MAIN, issuer2);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const rowIds = (p: Page) => p.results.map((r) => r.id);
/** The ids of issuer2's live subscriptions as the database has them now, in the list's order. */
const issuer2Ids = async (o: { ascending?: boolean; status?: 'F'; range?: [start: string, end: string] }) => {
  const db = ctx.database.db;
  const [b] = await db.select().from(products).where(eq(products.id, productB));
  const dir = o.ascending ? asc : desc;
  const rows = await db
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .where(
      and(
        eq(zeichnungen.issuerId, b!.issuerId),
        isNull(zeichnungen.deletedAt),
        o.status ? eq(zeichnungen.status, o.status) : undefined,
        // the German calendar day of the creation (PostgreSQL's own time zone rules, not the server's helper)
        o.range
          ? sql`(${zeichnungen.dateOfCreation} at time zone 'Europe/Berlin')::date between ${o.range[0]}::date and ${o.range[1]}::date`
          : undefined,
      ),
    )
    .orderBy(...(o.range ? [dir(zeichnungen.dateOfCreation), dir(zeichnungen.id)] : [dir(zeichnungen.id)]));
  return rows.map((r) => r.id);
};

describe('paging by position: next / previous links carry the row the page starts after / ends before', () => {
  it.each([
    ['newest first', ''],
    ['oldest first', '&isAscending=true'],
    ['by date', '&start-date=2024-01-01&end-date=2024-12-31'],
    ['by date, oldest first', '&start-date=2024-01-01&end-date=2024-12-31&isAscending=true'],
    ['with a filter', '&status=F'],
  ])('%s: the linked pages are the numbered pages, forwards and back', async (_, query) => {
    const numbered = await Promise.all([1, 2, 3, 4].map((n) => open(`/api/zeichnung/?page=${n}${query}`)));
    let page = numbered[0]!;
    for (const n of [2, 3, 4]) {
      expect(page.next).toContain(`after=${page.results.at(-1)!.id}`);
      page = await open(page.next!);
      expect(rowIds(page), `page ${n}`).toEqual(rowIds(numbered[n - 1]!));
    }
    for (const n of [3, 2, 1]) {
      if (n > 1) expect(page.previous).toContain(`before=${page.results[0]!.id}`);
      else expect(page.previous).not.toMatch(/before|after/);
      page = await open(page.previous!);
      expect(rowIds(page), `back to page ${n}`).toEqual(rowIds(numbered[n - 1]!));
    }
  });

  it('a cursor is a position even when its row is gone; after and before together are refused', async () => {
    const first = await open('/api/zeichnung/?page=1');
    const [gone] = await ctx.database.db
      .insert(zeichnungen)
      .values({ productId: productB, superuserId: ids.tenant, status: 'O' })
      .returning();
    await ctx.database.db.delete(zeichnungen).where(eq(zeichnungen.id, gone!.id));
    // Ordered by id, the rows after a deleted newest row are the newest ones.
    expect(rowIds(await open(`/api/zeichnung/?page=2&after=${gone!.id}`))).toEqual(rowIds(first));
    // Ordered by date, the position needs the row's date: without the row, the page number decides.
    const range = '&start-date=2024-01-01&end-date=2024-12-31';
    const second = await open(`/api/zeichnung/?page=2${range}`);
    expect(rowIds(await open(`/api/zeichnung/?page=2${range}&after=${gone!.id}`))).toEqual(rowIds(second));
    const both = await call(ctx, 'GET', '/api/zeichnung/?page=2&after=5&before=9', MAIN, issuer2);
    expectProblem(both, 400);
    expect(both.body).toContain('Bitte nur eine Seitenposition angeben');
    expectProblem(await call(ctx, 'GET', '/api/zeichnung/?page=2&after=abc', MAIN, issuer2), 400);
    // A cursor never widens the scope: another issuer's row as position shows only issuer2's rows.
    const foreign = (await open('/api/zeichnung/?page=1')).results[0]!.id;
    const mine = await call(ctx, 'GET', `/api/zeichnung/?page=2&after=${foreign}`, MAIN, t.issuer);
    for (const r of (mine.json() as Page).results) expect(r.id).not.toBe(foreign);
  });
});

/** An investor of the main tenant with this last name and one subscription on productA; its id. */
const subscriber = async (lastName: string, n: number) => {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      ...PERSON,
      lastName,
      email: `name${n}@example.com`,
      scope: `investor:${ids.tenant}`,
      role: 'investor',
    })
    .returning();
  const [i] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
  const [row] = await db
    .insert(zeichnungen)
    .values({ productId: productA, investorId: i!.id, superuserId: ids.tenant, status: 'F' })
    .returning();
  return row!.id;
};
const search = async (query: string) => {
  const body = (await list(MAIN, t.superuser, query)).json() as {
    count: number;
    results: { id: number }[];
  };
  return { count: body.count, ids: body.results.map((r) => r.id) };
};

describe('name filters match through the names users have (person_names) or, for many names, by trigram', () => {
  it('one name, several names (any case, inside longer names), none, and more than fifty', async () => {
    const names = ['Schmidt', 'SCHMIDT', 'Schmidtke', 'Goldschmidt', 'Schmitt', 'Schmidt'];
    const made: number[] = [];
    for (const [n, name] of names.entries()) made.push(await subscriber(name, n));
    const withSchmidt = made.filter((_, k) => names[k]!.toLowerCase().includes('schmidt')).reverse();
    expect(await search('&lastName=schmidt')).toEqual({ count: 5, ids: withSchmidt });
    expect(await search('&lastName=SCHMIDTK')).toEqual({ count: 1, ids: [made[2]] });
    expect(await search('&lastName=Schmitt')).toEqual({ count: 1, ids: [made[4]] });
    expect(await search('&lastName=schmidt&isAscending=true')).toEqual({
      count: 5,
      ids: [...withSchmidt].reverse(),
    });
    expect(await search('&lastName=Niemandsname')).toEqual({ count: 0, ids: [] });
    // A first name that is somebody's last name matches only subscriptions with that first name.
    expect((await search('&firstName=Goldschmidt')).count).toBe(0);
    // 60 different matching names: above the lookup's limit, matched by ILIKE through the trigram index.
    const many: number[] = [];
    for (let k = 0; k < 60; k++)
      many.push(await subscriber(`Vielname${String(k).padStart(2, '0')}`, 100 + k));
    const all = await search('&lastName=vielname');
    expect(all).toEqual({ count: 60, ids: many.slice(-10).reverse() });
    expect(await search('&lastName=vielname07')).toEqual({ count: 1, ids: [many[7]] });
  });

  it('a renamed user is found by the new name at once, and no longer by the old one', async () => {
    const id = await subscriber('Vorher', 500);
    const [row] = await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, id));
    const [inv] = await ctx.database.db.select().from(investors).where(eq(investors.id, row!.investorId!));
    await ctx.database.db.update(users).set({ lastName: 'Nachher' }).where(eq(users.id, inv!.userId));
    expect(await search('&lastName=nachher')).toEqual({ count: 1, ids: [id] });
    expect(await search('&lastName=vorher')).toEqual({ count: 0, ids: [] });
  });
});

describe("an issuer's list follows its products (issuer copied onto zeichnungen by triggers)", () => {
  it("moves with a product to its new issuer; another issuer's product filter matches nothing", async () => {
    const db = ctx.database.db;
    const productD = (await insertProduct(ctx, { name: 'Wanderprodukt' })).id;
    const [row] = await db
      .insert(zeichnungen)
      .values({ productId: productD, superuserId: ids.tenant, status: 'F' })
      .returning();
    const [own] = await db.select().from(products).where(eq(products.id, productD));
    expect(row!.issuerId).toBe(own!.issuerId);
    expect(idsOf(await list(MAIN, t.issuer))).toContain(row!.id);
    expect(idsOf(await list(MAIN, issuer2, `&product-id=${productD}`))).toEqual([]);
    const [b] = await db.select().from(products).where(eq(products.id, productB));
    await db.update(products).set({ issuerId: b!.issuerId }).where(eq(products.id, productD));
    expect(idsOf(await list(MAIN, t.issuer))).not.toContain(row!.id);
    expect(idsOf(await list(MAIN, issuer2, `&product-id=${productD}`))).toEqual([row!.id]);
    expect(idsOf(await list(MAIN, t.issuer, `&product-id=${productD}`))).toEqual([]);
    // Written by hand, the copy is corrected from the product.
    const [forced] = await db
      .update(zeichnungen)
      .set({ issuerId: own!.issuerId })
      .where(eq(zeichnungen.id, row!.id))
      .returning();
    expect(forced!.issuerId).toBe(b!.issuerId);
  });
});

describe('a list read reuses what it found while no change to the lists became visible (zeichnung_changes)', () => {
  const db = () => ctx.database.db;
  /**
   * Runs `write` with the change log's triggers off: a write no list can learn of. Only to show that what a read
   * found is reused; every real write is logged.
   */
  const unlogged = async (write: () => Promise<unknown>) => {
    const triggers = (on: boolean) =>
      db().execute(
        on
          ? sql`alter table zeichnungen enable trigger zeichnungen_changes, enable trigger zeichnungen_changes_update`
          : sql`alter table zeichnungen disable trigger zeichnungen_changes, disable trigger zeichnungen_changes_update`,
      );
    await triggers(false);
    try {
      await write();
    } finally {
      await triggers(true);
    }
  };
  const fromIssuer2 = async (values: Partial<typeof zeichnungen.$inferInsert> = {}) =>
    (
      await db()
        .insert(zeichnungen)
        .values({ productId: productB, superuserId: ids.tenant, status: 'F', ...values })
        .returning()
    )[0]!;
  const countOf = async (query: string) =>
    ((await list(MAIN, issuer2, query)).json() as { count: number }).count;
  const pageOf = async (page: number, query = '') =>
    rowIds(await open(`/api/zeichnung/?page=${page}${query}`));
  /** Issuer2's page as the database has it now, in the list's order. */
  const expectedPage = async (page: number, o: { ascending?: boolean; status?: 'F'; range?: boolean }) =>
    (await issuer2Ids({ ...o, range: o.range ? ['2024-01-01', '2024-12-31'] : undefined })).slice(
      (page - 1) * 10,
      page * 10,
    );
  /** A page typed in deep enough to remember where it starts, and one a few pages after it. */
  const deep = ANCHOR_MIN_OFFSET / 10 + 11;

  it('names and counts are reused until a change from anywhere becomes visible, then exact again', async () => {
    const first = await subscriber('Merkname', 800);
    expect(await search('&lastName=merkname')).toEqual({ count: 1, ids: [first] });
    // A new matching name that no list could learn of stays unfound: the names found before are used.
    let hidden = 0;
    await unlogged(async () => {
      hidden = await subscriber('Merknamensvetter', 801);
    });
    expect(await search('&lastName=merkname')).toEqual({ count: 1, ids: [first] });
    // Any logged change (here an unrelated subscription written straight into the database, as another server
    // instance would) and the list is read afresh.
    await fromIssuer2({ status: 'O' });
    expect(await search('&lastName=merkname')).toEqual({ count: 2, ids: [hidden, first] });

    // A count above the quick count (counted exactly, then remembered).
    const paid = await countOf('&status=F');
    expect(paid).toBeGreaterThan(QUICK_COUNT_LIMIT);
    expect(await countOf('&status=F')).toBe(paid);
    await unlogged(() => fromIssuer2());
    expect(await countOf('&status=F')).toBe(paid);
    // Each logged kind of change: a new row, a status, a deletion (soft and hard).
    const added = await fromIssuer2();
    expect(await countOf('&status=F')).toBe(paid + 2);
    await db().update(zeichnungen).set({ status: 'A' }).where(eq(zeichnungen.id, added.id));
    expect(await countOf('&status=F')).toBe(paid + 1);
    await db()
      .update(zeichnungen)
      .set({ status: 'F', deletedAt: new Date() })
      .where(eq(zeichnungen.id, added.id));
    expect(await countOf('&status=F')).toBe(paid + 1);
    const gone = await fromIssuer2();
    expect(await countOf('&status=F')).toBe(paid + 2);
    await db().delete(zeichnungen).where(eq(zeichnungen.id, gone.id));
    expect(await countOf('&status=F')).toBe(paid + 1);
    // What the lists do not show (the wizard's data, amounts) is not logged.
    const logged = async () => (await db().select({ n: count() }).from(zeichnungChanges))[0]!.n;
    const before = await logged();
    await db()
      .update(zeichnungen)
      .set({ volumeCents: 123_400, data: { step: 2 } })
      .where(eq(zeichnungen.id, first));
    expect(await logged()).toBe(before);
  });

  it.each([
    ['newest first', '', {}],
    ['oldest first', '&isAscending=true', { ascending: true }],
    ['by date', '&start-date=2024-01-01&end-date=2024-12-31', { range: true }],
    ['with a filter', '&status=F', { status: 'F' as const }],
  ])('%s: a page typed in deep is the numbered page, also after rows come and go', async (_, query, o) => {
    for (const page of [deep, deep + 4, deep])
      expect(await pageOf(page, query)).toEqual(await expectedPage(page, o));
    // Two rows in front of the page (newest first and by date; at the end oldest first), one row of the first page
    // deleted: the page moves by one row either way.
    await fromIssuer2({ dateOfCreation: new Date('2024-06-01T12:00:00Z') });
    await fromIssuer2({ dateOfCreation: new Date('2024-06-02T12:00:00Z') });
    const [front] = await pageOf(1, query);
    await db().update(zeichnungen).set({ deletedAt: new Date() }).where(eq(zeichnungen.id, front!));
    for (const page of [deep, deep + 4])
      expect(await pageOf(page, query)).toEqual(await expectedPage(page, o));
  });

  it.each([
    ['newest first', '', {}],
    ['oldest first', '&isAscending=true', { ascending: true }],
    ['by date', '&start-date=2024-01-01&end-date=2024-12-31', { range: true }],
    ['with a filter', '&status=F', { status: 'F' as const }],
  ])(
    '%s: each page is the rows as they are, also once PostgreSQL plans its statement once',
    async (_, query, o) => {
      // more than five reads of each statement (its LIMIT in the text: pages 2 and 3 share one, page 4 has its own):
      // PostgreSQL then runs its generic plan (decision 062); a row in front moves every page by one
      const pages = [1, 2, 3, 4, deep + 2];
      for (let k = 0; k < 7; k++)
        for (const page of pages) expect(await pageOf(page, query)).toEqual(await expectedPage(page, o));
      await fromIssuer2({ dateOfCreation: new Date('2024-06-03T12:00:00Z') });
      for (const page of pages) expect(await pageOf(page, query)).toEqual(await expectedPage(page, o));
    },
  );

  it('a deep page starts from the position found before: a write nobody logged is not noticed', async () => {
    const before = await pageOf(deep);
    await unlogged(() => fromIssuer2());
    expect(await expectedPage(deep, {})).not.toEqual(before);
    expect(await pageOf(deep)).toEqual(before);
    await fromIssuer2();
    expect(await pageOf(deep)).toEqual(await expectedPage(deep, {}));
  });

  it('concurrent reads of a list without a memo walk once: the others wait for it and reuse', async () => {
    // The repository on the same database, with the statements it runs logged (offset of each page statement).
    const offsets: number[] = [];
    const logger = {
      logQuery: (query: string, params: unknown[]) => {
        // a page that skips rows: its LIMIT in the text, its OFFSET a value (decision 062)
        const at = /limit \d+ offset \$(\d+)/.exec(query);
        if (at) offsets.push(Number(params[Number(at[1]) - 1]));
      },
    };
    const client = (ctx.database.db as unknown as { $client: never }).$client;
    const logged = (ctx.database.kind === 'pglite'
      ? drizzlePglite(client, { schema, logger })
      : drizzlePg(client, { schema, logger })) as unknown as typeof ctx.database.db;
    const [b] = await db().select().from(products).where(eq(products.id, productB));
    const scope = { by: 'issuerId' as const, id: b!.issuerId };
    const walk = (deep - 1) * 10 - 1;
    const readAll = () =>
      Promise.all(Array.from({ length: 5 }, () => listZeichnungen(logged, scope, {}, deep, false)));
    const first = await readAll();
    const expected = await expectedPage(deep, {});
    for (const r of first) expect(r.rows.map((x) => x.z.id)).toEqual(expected);
    expect(offsets.filter((o) => o === walk)).toHaveLength(1);
    // A change: every read in flight finds the memo no longer holding; one walks again, the others wait for it.
    await fromIssuer2();
    offsets.length = 0;
    const again = await readAll();
    const moved = await expectedPage(deep, {});
    for (const r of again) expect(r.rows.map((x) => x.z.id)).toEqual(moved);
    expect(offsets.filter((o) => o === walk)).toHaveLength(1);
  });

  it('change records older than a day are pruned, newer ones kept', async () => {
    await db().execute(
      sql`insert into zeichnung_changes (xid, at) values ('2'::xid8, now() - interval '2 days')`,
    );
    const recent = (await db().select({ n: count() }).from(zeichnungChanges))[0]!.n - 1;
    expect(recent).toBeGreaterThan(0);
    expect(await pruneZeichnungChanges(db())).toBe(1);
    expect((await db().select({ n: count() }).from(zeichnungChanges))[0]!.n).toBe(recent);
  });
});
