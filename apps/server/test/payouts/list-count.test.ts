// The interest payment events list's count at scale (issue 18, docs/decisions/031): exact up to 1 000 matching
// events, above that the planner's estimate (never below what the page proves); a last page is exact; `next` is
// null exactly when nothing follows.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, insertProduct, MAIN, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const EVENTS = '/api/zeichnung/interest-payment-events/';
type Page = { count: number; next: string | null; results: { id: number }[] };
const list = async (query: string) => {
  const res = await call(ctx, 'GET', `${EVENTS}?${query}`, MAIN, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

beforeAll(async () => {
  const bond = await insertProduct(ctx, { name: 'Tagesgeld Anleihe', interest: 5 });
  const z = await paidSubscription(ctx, ids, bond.id);
  // 1 100 daily payment dates from 2027-01-01 (to 2030-01-04), one event each
  await ctx.database.db.execute(sql`
    insert into interest_payments (product_id, start_date)
    select ${bond.id}, date '2027-01-01' + g from generate_series(0, 1099) g`);
  await ctx.database.db.execute(sql`
    insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
      investor_id, number, period_start, period_end, due_date, days, amount_cents)
    select ${z.id}, ip.id, ${z.superuserId}, ${bond.id}, ${bond.issuerId}, ${z.investorId}, row_number() over (order by ip.start_date),
      ip.start_date - 1, ip.start_date, ip.start_date, 1, 137
    from interest_payments ip where ip.product_id = ${bond.id}`);
  await ctx.database.db.execute(sql`analyze interest_payment_events`);
});

describe('interest payment events list: count', () => {
  it('above 1 000 matches the count is an estimate above 1 000 and the first page links on', async () => {
    const page = await list('page=1');
    expect(page.results).toHaveLength(10);
    expect(page.count).toBeGreaterThan(1_000);
    expect(page.next).not.toBeNull();
  });

  it('up to 1 000 matches the count is exact: 31 days of January 2027 are 31 events', async () => {
    const page = await list('page=1&start-date=2027-01-01&end-date=2027-01-31');
    expect(page.count).toBe(31);
    expect(page.next).toContain('page=2');
    const last = await list('page=4&start-date=2027-01-01&end-date=2027-01-31');
    expect(last.results).toHaveLength(1);
    expect(last.count).toBe(31);
    expect(last.next).toBeNull();
  });

  it('the last page of the 1 100 events carries the exact count and no next link', async () => {
    const last = await list('page=110');
    expect(last.results).toHaveLength(10);
    expect(last.count).toBe(1_100);
    expect(last.next).toBeNull();
    const beyond = await list('page=111');
    expect(beyond.results).toHaveLength(0);
    expect(beyond.next).toBeNull();
  });
});
