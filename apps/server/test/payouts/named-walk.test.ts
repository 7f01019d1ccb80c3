// Issue 18's scale, thirteenth session: a common name's many subscriptions are tested by binary search in their sorted
// ids while a page walks the due dates (zp_in_sorted, migration 0034; NAMED_WALK_MIN in payouts.repository.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { NAMED_IDS_LIMIT, NAMED_WALK_MIN } from '../../src/modules/payouts/payouts.repository.ts';
import { as, call, insertProduct, MAIN, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { paidSubscription, quarterlyBondTerms } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const EVENTS = '/api/zeichnung/interest-payment-events/';

/** `1 + more` paid subscriptions of the demo investor on a new product, one event each, due on one of twelve dates. */
async function manySubscriptions(productName: string, more: number) {
  const bond = await insertProduct(ctx, quarterlyBondTerms(productName));
  const first = await paidSubscription(ctx, ids, bond.id);
  const db = ctx.database.db;
  await db.execute(sql`
    insert into zeichnungen (product_id, investor_id, salesrep_id, superuser_id, status, is_paid, volume_cents,
      total_amount_cents)
    select product_id, investor_id, salesrep_id, superuser_id, status, is_paid, volume_cents, total_amount_cents
    from zeichnungen, generate_series(1, ${more}) where id = ${first.id}`);
  await db.execute(sql`
    insert into interest_payments (product_id, start_date)
    select ${bond.id}, (date '2027-01-15' + make_interval(months => 3 * k))::date from generate_series(0, 11) k
    on conflict do nothing`);
  // several subscriptions share a due date: the pages' order rests on the id too
  await db.execute(sql`
    insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
      investor_id, number, period_start, period_end, due_date, days, amount_cents)
    select z.id, ip.id, z.superuser_id, z.product_id, z.issuer_id, z.investor_id, 1, ip.start_date - 90,
      ip.start_date, ip.start_date, 90, 12500
    from zeichnungen z
    join interest_payments ip on ip.product_id = z.product_id
      and ip.start_date = (date '2027-01-15' + make_interval(months => 3 * (z.id % 12)))::date
    where z.product_id = ${bond.id}`);
  return { bond, first };
}

/** The list's page against the product's events read directly, newest due first or oldest. */
async function expectPage(
  filter: string,
  productId: number,
  page: number,
  ascending: boolean,
  count: number,
  token = t.admin,
) {
  const res = await call(
    ctx,
    'GET',
    `${EVENTS}?${filter}&page=${page}${ascending ? '&isAscending=true' : ''}`,
    MAIN,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  const dir = ascending ? sql`asc` : sql`desc`;
  const expected = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`
      select id from interest_payment_events where product_id = ${productId}
      order by due_date ${dir}, id ${dir} limit 10 offset ${(page - 1) * 10}`),
  );
  const body = res.json() as { count: number; results: { id: number }[] };
  expect(body.results.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
  expect(body.count).toBe(count);
}

describe('zp_in_sorted', () => {
  it('answers exactly what = any answers, for values below, at, between and above sorted ids', async () => {
    const arrays = [[7], [3, 4, 5, 9], [1, 2, 10, 11, 12, 40, 41, 100], [-5, 0, 5]];
    for (const arr of arrays) {
      const literal = `{${arr.join(',')}}`;
      const rows = rowsOf<{ v: number; sorted: boolean | null; any: boolean }>(
        await ctx.database.db.execute(sql`
          select v, zp_in_sorted(v, ${literal}::int[]) as sorted, v = any(${literal}::int[]) as any
          from generate_series(-7, 102) v`),
      );
      expect(rows.length).toBe(110);
      for (const r of rows) expect(r.sorted ?? false, `${r.v} in ${literal}`).toBe(r.any);
      // a WHERE keeps the members only (NULL below the first id counts as false)
      const kept = rowsOf<{ v: number }>(
        await ctx.database.db.execute(sql`
          select v from generate_series(-7, 102) v where zp_in_sorted(v, ${literal}::int[]) order by v`),
      );
      expect(kept.map((r) => Number(r.v))).toEqual(arr);
    }
  });
});

describe('events list: a name with many subscriptions', () => {
  it('pages the same events, in the same order, as the rows themselves say', async () => {
    const { bond, first } = await manySubscriptions('Zinsanleihe Vielzeichner', NAMED_WALK_MIN + 149);
    const many = NAMED_WALK_MIN + 150;
    const db = ctx.database.db;
    const named = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from zeichnungen
        where investor_last_name = ${first.investorLastName} and deleted_at is null`),
    );
    expect(named[0]!.n).toBeGreaterThanOrEqual(NAMED_WALK_MIN);

    const filter = `last-name=${encodeURIComponent(first.investorLastName!)}&product-name=Vielzeichner`;
    for (const ascending of [false, true])
      for (const page of [1, 2, 60, 115, 116]) await expectPage(filter, bond.id, page, ascending, many);
    // a first page is a named statement: after five plans with the values PostgreSQL plans it once, without them
    for (let k = 0; k < 12; k++) await expectPage(filter, bond.id, 1, k % 2 === 1, many);
  });
});

describe("events list: the issuer's page of a name with many subscriptions", () => {
  it("walks the issuer's own events and pages them as the rows themselves say", async () => {
    const { bond, first } = await manySubscriptions('Zinsanleihe Emittentenanteil', 40);
    const filter = `last-name=${encodeURIComponent(first.investorLastName!)}&product-name=Emittentenanteil`;
    for (const page of [1, 2, 5]) await expectPage(filter, bond.id, page, false, 41, t.issuer);
    for (let k = 0; k < 12; k++) await expectPage(filter, bond.id, 1, k % 2 === 1, 41, t.issuer);
  });
});

describe('events list: a name with more subscriptions than are named by id', () => {
  it("compares the subscriptions' names with the names the text matched, and notices a new one", async () => {
    const many = NAMED_IDS_LIMIT + 1;
    const { bond, first } = await manySubscriptions('Zinsanleihe Sehrviele', many - 1);
    const name = first.investorFirstName!;
    const filter = `first-name=${encodeURIComponent(name.slice(1))}&product-name=Sehrviele`;
    for (const page of [1, 2, 1001]) await expectPage(filter, bond.id, page, false, many);
    for (let k = 0; k < 12; k++) await expectPage(filter, bond.id, 1, k % 2 === 1, many);

    // a name no subscription had when the list was first read, that contains the text too: still in the list
    const other = `${name}ine`;
    await ctx.database.db.execute(
      sql`insert into person_names (name) values (${other}) on conflict do nothing`,
    );
    await ctx.database.db.execute(sql`
      update zeichnungen set investor_first_name = ${other}
      where id = (select max(id) from zeichnungen where product_id = ${bond.id})`);
    await expectPage(filter, bond.id, 1, false, many);
    // and one that does not contain it leaves
    await ctx.database.db.execute(sql`
      update zeichnungen set investor_first_name = 'Zzz'
      where id = (select max(id) from zeichnungen where product_id = ${bond.id})`);
    const res = await call(ctx, 'GET', `${EVENTS}?${filter}&page=1`, MAIN, t.admin);
    expect(res.json().count).toBe(many - 1);
  });
});

describe("events list: the products a product-name filter matched are kept with the list's memo", () => {
  it('a renamed product leaves the list and comes back; a new one with the name joins it once it has events', async () => {
    const { bond } = await manySubscriptions('Zinsanleihe Produktmemo', 4);
    const filter = 'product-name=Produktmemo';
    await expectPage(filter, bond.id, 1, false, 5);
    await expectPage(filter, bond.id, 1, false, 5); // the second read reuses the products found

    await ctx.database.db.execute(
      sql`update products set name = 'Zinsanleihe Umbenannt' where id = ${bond.id}`,
    );
    const res = await call(ctx, 'GET', `${EVENTS}?${filter}&page=1`, MAIN, t.admin);
    expect(res.json().count).toBe(0);
    await ctx.database.db.execute(
      sql`update products set name = 'Zinsanleihe Produktmemo' where id = ${bond.id}`,
    );
    await expectPage(filter, bond.id, 1, false, 5);

    const { bond: second } = await manySubscriptions('Zweite Produktmemo', 2);
    const both = await call(ctx, 'GET', `${EVENTS}?${filter}&page=1`, MAIN, t.admin);
    const productIds = (both.json().results as { productId: number }[]).map((r) => r.productId);
    expect(both.json().count).toBe(8);
    expect(new Set(productIds)).toEqual(new Set([bond.id, second.id]));
  });
});

describe("events list: a page's statement is planned once per connection, its status and reach in its text", () => {
  it('pages each status and scope as the rows say, before and after the generic plan, and after a booking', async () => {
    const { bond } = await manySubscriptions('Zinsanleihe Statusseite', 30);
    // a third of the new events paid: both statuses have rows of the product, interleaved with the others'
    await ctx.database.db.execute(sql`
      update interest_payment_events set is_paid = true, paid_at = now() where product_id = ${bond.id} and id % 3 = 0`);
    const scopes = [
      { role: 'admin' as const, where: sql`true` },
      { role: 'issuer' as const, where: sql`issuer_id = ${ids.issuerId}` },
      { role: 'investor' as const, where: sql`investor_id = ${ids.investorId}` },
    ];
    const statuses = ['open', 'paid', undefined] as const;
    const expectPageOf = async (
      status: (typeof statuses)[number],
      scope: (typeof scopes)[number],
      page: number,
    ) => {
      const filter = status ? `status=${status}&` : '';
      const res = await as(ctx, t, scope.role, 'GET', `${EVENTS}?${filter}page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const paid = status === undefined ? sql`true` : sql`is_paid = ${status === 'paid'}`;
      const expected = rowsOf<{ id: number }>(
        await ctx.database.db.execute(sql`
          select id from interest_payment_events where ${scope.where} and ${paid}
          order by due_date desc, id desc limit 10 offset ${(page - 1) * 10}`),
      );
      const body = res.json() as { results: { id: number; isPaid: boolean }[] };
      expect(body.results.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
      if (status) for (const r of body.results) expect(r.isPaid).toBe(status === 'paid');
      return body.results.length;
    };
    // more than five reads of each shape: PostgreSQL's plan for it is then the generic one; pages 2 and 3 share
    // one statement (reach 32), page 4 has its own (64)
    for (let k = 0; k < 7; k++)
      for (const scope of scopes)
        for (const status of statuses)
          for (const page of [1, 2, 3, 4]) await expectPageOf(status, scope, page);
    // the newest open event booked paid: it leaves the open pages and heads the paid ones
    await ctx.database.db.execute(sql`
      update interest_payment_events set is_paid = true, paid_at = now()
      where id = (select id from interest_payment_events where not is_paid order by due_date desc, id desc limit 1)`);
    for (const scope of scopes)
      for (const status of statuses) for (const page of [1, 2, 3, 4]) await expectPageOf(status, scope, page);
    // the admin's pages reach past the first ones (the fixtures' events), up to the list's end
    expect(await expectPageOf(undefined, scopes[0]!, 4)).toBe(10);
  });
});
