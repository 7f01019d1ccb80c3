// The investor's view of its interest (issue 18, decision 028): the summary of the home page (next due event, paid
// this Berlin year, paid and open in total) and one subscription's schedule — scoped like the list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestPaymentEvents, type zeichnungen } from '../../src/db/schema/index.ts';
import {
  as,
  call,
  expectProblem,
  insertProduct,
  MAIN,
  otherTenant,
  type Suite,
  useSuite,
} from '../subscriptions/fixtures.ts';
import { events, otherIssuer, paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const SUMMARY = '/api/zeichnung/interest-payment-events/summary';
const SCHEDULE = '/api/zeichnung/interest-payment-events/schedule';

let z: typeof zeichnungen.$inferSelect;
let z2: typeof zeichnungen.$inferSelect;
let evs: Awaited<ReturnType<typeof events>>;
let evs2: Awaited<ReturnType<typeof events>>;
let stranger: Awaited<ReturnType<typeof otherIssuer>>;
let foreign: Awaited<ReturnType<typeof otherTenant>>;

const paidAt = (id: number, at: string) =>
  ctx.database.db
    .update(interestPaymentEvents)
    .set({ isPaid: true, paidAt: new Date(at) })
    .where(eq(interestPaymentEvents.id, id));

beforeAll(async () => {
  const bond = await insertProduct(ctx, { name: 'Zinsanleihe Süd', interest: 5 });
  z = await paidSubscription(ctx, ids, bond.id);
  z2 = await paidSubscription(ctx, ids, bond.id, 2_000_00);
  evs = await events(ctx, z, 4); // due 2026-01-15, 04-15, 07-15, 10-15: 125.00, 125.01, 125.02, 125.03 €
  evs2 = await events(ctx, z2, 2); // due 2026-01-15, 04-15: 125.00, 125.01 €
  stranger = await otherIssuer(ctx, ids.tenant);
  foreign = await otherTenant(ctx, 'fremd-summe');
  ctx.app.deps.clock.set(new Date('2026-05-01T10:00:00Z'));
  // booked by the issuer today; 00:30 on New Year's Day in Berlin (still 2025 in UTC); 23:30 on New Year's Eve
  const booked = await as(
    ctx,
    t,
    'issuer',
    'POST',
    `/api/zeichnung/interest-payment-event/${evs[0]!.id}/update`,
    {
      isPaid: true,
    },
  );
  expect(booked.statusCode, booked.body).toBe(200);
  await paidAt(evs[1]!.id, '2025-12-31T23:30:00Z');
  await paidAt(evs2[0]!.id, '2025-12-31T22:30:00Z');
});

afterAll(() => ctx.app.deps.clock.set(null));

describe('interest summary', () => {
  it('the investor: paid this Berlin year, paid and open in total, the next open event due from today', async () => {
    const res = await as(ctx, t, 'investor', 'GET', SUMMARY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      year: 2026,
      paidThisYearCents: 12_500 + 12_501, // not the one booked at 23:30 on 31 Dec in Berlin
      paidTotalCents: 12_500 + 12_501 + 12_500,
      openTotalCents: 12_502 + 12_503 + 12_501,
      // z2's open 2026-04-15 is overdue, not next
      next: { id: evs[2]!.id, dueDate: '2026-07-15', amountCents: 12_502, productName: 'Zinsanleihe Süd' },
    });
  });

  it('one subscription; the issuer sees its products; another issuer and tenant nothing; other roles 403', async () => {
    const one = (await as(ctx, t, 'investor', 'GET', `${SUMMARY}?zeichnung-id=${z2.id}`)).json();
    expect(one).toMatchObject({
      paidThisYearCents: 0,
      paidTotalCents: 12_500,
      openTotalCents: 12_501,
      next: null,
    });
    const issuer = (await as(ctx, t, 'issuer', 'GET', `${SUMMARY}?zeichnung-id=${z.id}`)).json();
    expect(issuer).toMatchObject({ paidThisYearCents: 25_001, next: { dueDate: '2026-07-15' } });
    const empty = { year: 2026, paidThisYearCents: 0, paidTotalCents: 0, openTotalCents: 0, next: null };
    expect((await call(ctx, 'GET', SUMMARY, MAIN, stranger.token)).json()).toEqual(empty);
    expect((await call(ctx, 'GET', SUMMARY, foreign.host, foreign.investor)).json()).toEqual(empty);
    for (const role of ['superuser', 'salesrep', 'reseller'] as const)
      expectProblem(await as(ctx, t, role, 'GET', SUMMARY), 403);
    expectProblem(await call(ctx, 'GET', SUMMARY, MAIN), 401);
    expectProblem(await as(ctx, t, 'investor', 'GET', `${SUMMARY}?zeichnung-id=abc`), 400);
  });
});

describe('interest schedule of one subscription', () => {
  it('every event oldest first with its paid state; none outside the scope; the subscription is required', async () => {
    const res = await as(ctx, t, 'investor', 'GET', `${SCHEDULE}?zeichnung-id=${z.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().results as { dueDate: string; isPaid: boolean; amountCents: number }[];
    expect(rows.map((r) => [r.dueDate, r.isPaid, r.amountCents])).toEqual([
      ['2026-01-15', true, 12_500],
      ['2026-04-15', true, 12_501],
      ['2026-07-15', false, 12_502],
      ['2026-10-15', false, 12_503],
    ]);
    expect((await call(ctx, 'GET', `${SCHEDULE}?zeichnung-id=${z.id}`, MAIN, stranger.token)).json()).toEqual(
      {
        results: [],
      },
    );
    expect(
      (await call(ctx, 'GET', `${SCHEDULE}?zeichnung-id=${z.id}`, foreign.host, foreign.investor)).json(),
    ).toEqual({ results: [] });
    expectProblem(await as(ctx, t, 'superuser', 'GET', `${SCHEDULE}?zeichnung-id=${z.id}`), 403);
    expectProblem(await as(ctx, t, 'investor', 'GET', SCHEDULE), 400);
    expectProblem(await as(ctx, t, 'investor', 'GET', `${SCHEDULE}?zeichnung-id=0`), 400);
  });
});
