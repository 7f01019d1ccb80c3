// Issue 18's scale, third pass (docs/decisions/041): the events list reuses a count it computed only while no
// transaction changed what it counts (interest_event_changes: events inserted, paid, moved; products renamed) nor
// the subscriptions (zeichnung_changes) — each change below shows in the very next read.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interestEventChanges, interestPaymentEvents, products } from '../../src/db/schema/index.ts';
import { as, call, insertProduct, MAIN, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { events, paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const EVENTS = '/api/zeichnung/interest-payment-events/';

const read = async (url: string, token = t.admin) => {
  const res = await call(ctx, 'GET', url, MAIN, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { id: number }[] };
};
const countOf = async (url: string, token = t.admin) => (await read(url, token)).count;
const issuerCountOf = async (url: string) => {
  const res = await as(ctx, t, 'issuer', 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};

describe('events list: a count is reused only while nothing it counts changed', () => {
  it('paid, generated, renamed: each shows in the next read of the remembered count', async () => {
    const bond = await insertProduct(ctx, { name: 'Zinsanleihe Zaehlung', interest: 5 });
    const a = await paidSubscription(ctx, ids, bond.id);
    const rows = await events(ctx, a, 14, '2032-01-15');
    const open = `${EVENTS}?product-name=Zaehlung&status=open`;
    const all = `${EVENTS}?product-name=Zaehlung`;
    // more than a page: the count is counted, then remembered
    expect(await countOf(open)).toBe(14);
    expect(await countOf(open)).toBe(14);
    expect(await countOf(`${open}&page=2`)).toBe(14);
    expect(await issuerCountOf(open)).toBe(14);

    // an event booked paid leaves the open list
    await ctx.database.db
      .update(interestPaymentEvents)
      .set({ isPaid: true, paidAt: new Date() })
      .where(eq(interestPaymentEvents.id, rows[0]!.id));
    expect(await countOf(open)).toBe(13);
    expect(await issuerCountOf(open)).toBe(13);
    expect(await countOf(all)).toBe(14);

    // events generated for another subscription of the product join both lists
    const b = await paidSubscription(ctx, ids, bond.id);
    await events(ctx, b, 2, '2032-01-15');
    expect(await countOf(open)).toBe(15);
    expect(await countOf(all)).toBe(16);

    // the product renamed: its events leave the name filter's list, and come back with the name
    await ctx.database.db
      .update(products)
      .set({ name: 'Zinsanleihe Umbenannt' })
      .where(eq(products.id, bond.id));
    expect(await countOf(all)).toBe(0);
    await ctx.database.db
      .update(products)
      .set({ name: 'Zinsanleihe Zaehlung' })
      .where(eq(products.id, bond.id));
    expect(await countOf(all)).toBe(16);

    // the subscription deleted: the name filter's subscriptions no longer include it (zeichnung_changes)
    const named = `${EVENTS}?last-name=${encodeURIComponent(a.investorLastName!)}&product-name=Zaehlung`;
    expect(await countOf(named)).toBe(16);
    await ctx.database.db.execute(sql`update zeichnungen set deleted_at = now() where id = ${b.id}`);
    expect(await countOf(named)).toBe(14);
    await ctx.database.db.execute(sql`update zeichnungen set deleted_at = null where id = ${b.id}`);
    expect(await countOf(named)).toBe(16);
  });

  it('writes the list does not count (amounts, booking details) leave no change record', async () => {
    const bond = await insertProduct(ctx, { name: 'Zinsanleihe Betrag', interest: 5 });
    const z = await paidSubscription(ctx, ids, bond.id);
    const [e] = await events(ctx, z, 1, '2032-01-15');
    const changes = async () =>
      (await ctx.database.db.select({ xid: interestEventChanges.xid }).from(interestEventChanges)).length;
    const before = await changes();
    await ctx.database.db
      .update(interestPaymentEvents)
      .set({ amountCents: 123 })
      .where(eq(interestPaymentEvents.id, e!.id));
    expect(await changes()).toBe(before);
    await ctx.database.db
      .update(interestPaymentEvents)
      .set({ isPaid: true })
      .where(eq(interestPaymentEvents.id, e!.id));
    expect(await changes()).toBe(before + 1);
  });
});
