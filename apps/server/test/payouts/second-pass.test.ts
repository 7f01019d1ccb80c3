// Issue 18's scale, second pass (docs/decisions/033): generated events carry the product's issuer (the issuer's list
// reads it) and follow a change of the product's issuer; the events list reuses the subscriptions its name filters
// matched only while no subscription changed since.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interestPaymentEvents, products } from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR } from '../../src/lib/audit.ts';
import { generateInterestEvents } from '../../src/modules/payouts/payouts.service.ts';
import { as, call, insertProduct, MAIN, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { events, otherIssuer, paidSubscription, quarterlyBondTerms } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const EVENTS = '/api/zeichnung/interest-payment-events/';

let stranger: Awaited<ReturnType<typeof otherIssuer>>;
beforeAll(async () => {
  stranger = await otherIssuer(ctx, ids.tenant);
});

const countOf = async (url: string, token = t.admin) => {
  const res = await call(ctx, 'GET', url, MAIN, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};

describe('events carry the issuer', () => {
  it("generated events name the product's issuer; moving the product moves them in the issuers' lists", async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Zinsanleihe Emittent'));
    const z = await paidSubscription(ctx, ids, bond.id);
    const created = await generateInterestEvents(
      ctx.database.db,
      [{ z: { ...z, transferDate: '2027-03-17' }, p: bond }],
      SYSTEM_ACTOR,
    );
    expect(created.get(z.id)).toBe(5);
    const byProduct = () =>
      ctx.database.db
        .select({ issuerId: interestPaymentEvents.issuerId })
        .from(interestPaymentEvents)
        .where(eq(interestPaymentEvents.productId, bond.id));
    expect((await byProduct()).map((e) => e.issuerId)).toEqual(Array(5).fill(bond.issuerId));
    const filter = `${EVENTS}?product-name=Emittent`;
    const mine = await as(ctx, t, 'issuer', 'GET', filter);
    expect(mine.json().count).toBe(5);
    expect(await countOf(filter, stranger.token)).toBe(0);

    // the product changes hands: the events follow (the product's issuer trigger)
    await ctx.database.db.update(products).set({ issuerId: stranger.id }).where(eq(products.id, bond.id));
    expect((await byProduct()).map((e) => e.issuerId)).toEqual(Array(5).fill(stranger.id));
    expect(await countOf(filter, stranger.token)).toBe(5);
    expect((await as(ctx, t, 'issuer', 'GET', filter)).json().count).toBe(0);
    await ctx.database.db.update(products).set({ issuerId: bond.issuerId }).where(eq(products.id, bond.id));
  });
});

describe('name filters: the matched subscriptions are reused only while nothing changed', () => {
  it("a new subscription of the same name appears in the next read; a renamed investor's leave it", async () => {
    const bond = await insertProduct(ctx, { name: 'Zinsanleihe Namen', interest: 5 });
    const a = await paidSubscription(ctx, ids, bond.id);
    await events(ctx, a, 3, '2031-01-15');
    const name = a.investorLastName!;
    const url = `${EVENTS}?last-name=${encodeURIComponent(name)}&product-name=Namen`;
    expect(await countOf(url)).toBe(3);
    expect(await countOf(url)).toBe(3); // the second read reuses what the first found

    // another subscription of the same investor: a change the reused ids do not know yet
    const b = await paidSubscription(ctx, ids, bond.id);
    await events(ctx, b, 2, '2031-01-15');
    expect(await countOf(url)).toBe(5);
    expect(await countOf(url)).toBe(5);

    // the investor's name changes (copied onto its subscriptions): the old name matches nothing any more
    await ctx.database.db.execute(
      sql`update zeichnungen set investor_last_name = 'Umbenannt' where id in (${a.id}, ${b.id})`,
    );
    expect(await countOf(url)).toBe(0);
    await ctx.database.db.execute(
      sql`update zeichnungen set investor_last_name = ${name} where id in (${a.id}, ${b.id})`,
    );
    expect(await countOf(url)).toBe(5);
  });
});
