// Payout runs pay live subscriptions only, and a notice states the tax facts of its confirmation (issue 18, fixes of
// the merge): the open events of a withdrawn (status W) or deleted subscription are neither offered nor paid; a tax
// profile changed between the confirmation and the notice job does not change what the notice says.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  interestPaymentEvents,
  investors,
  investorTaxProfiles,
  jobs,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import { readPayoutNotice } from '../../src/modules/payouts/use-cases/payout-notice-job.ts';
import { as, expectProblem, insertProduct, PERSON, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { events, paidSubscription } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const D1 = '2026-01-15';
const DATES = (p: number) => `/api/product/${p}/payout-dates`;
const PREVIEW = (p: number) => `/api/product/${p}/payout-run/preview?date=${D1}`;
const CONFIRM = (p: number) => `/api/product/${p}/payout-run`;

let n = 0;
async function investor(last: string, church?: string) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      ...PERSON,
      email: `live-${++n}@example.com`,
      lastName: last,
      bankAccountOwner: `Max ${last}`,
      bankIban: 'DE89370400440532013000',
      bankBic: 'COBADEFFXXX',
      scope: `investor:${ids.tenant}`,
      role: 'investor',
    })
    .returning();
  const [i] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
  if (church)
    await db
      .insert(investorTaxProfiles)
      .values({ investorId: i!.id, churchMember: true, federalState: church });
  return i!.id;
}

/** A paid subscription of `investorId` with one event of 100,00 € on D1. */
async function subscribed(productId: number, investorId: number) {
  const z = await paidSubscription(ctx, { ...ids, investorId }, productId);
  const [e] = await events(ctx, z, 1, D1);
  await ctx.database.db
    .update(interestPaymentEvents)
    .set({ amountCents: 100_00 })
    .where(eq(interestPaymentEvents.id, e!.id));
  return { z, e: e! };
}

let bond: Awaited<ReturnType<typeof insertProduct>>;
let gone: Awaited<ReturnType<typeof insertProduct>>;
let live: Awaited<ReturnType<typeof subscribed>>;
let withdrawn: Awaited<ReturnType<typeof subscribed>>;
let deleted: Awaited<ReturnType<typeof subscribed>>;
let bavarian: number;

beforeAll(async () => {
  const bank = { paymentAccountHolder: 'Emittent GmbH', paymentIban: 'DE02120300000000202051' };
  bond = await insertProduct(ctx, { name: 'Anleihe Live', interest: 4, ...bank, paymentBic: 'BYLADEM1001' });
  gone = await insertProduct(ctx, {
    name: 'Anleihe Widerrufen',
    interest: 4,
    ...bank,
    paymentBic: 'BYLADEM1001',
  });
  bavarian = await investor('Bayer', 'BY');
  live = await subscribed(bond.id, bavarian);
  withdrawn = await subscribed(bond.id, await investor('Widerruf'));
  deleted = await subscribed(bond.id, await investor('Geloescht'));
  const only = await subscribed(gone.id, await investor('Nurwiderruf'));
  const db = ctx.database.db;
  for (const z of [withdrawn.z, only.z])
    await db
      .update(zeichnungen)
      .set({ status: 'W', withdrawnAt: new Date() })
      .where(eq(zeichnungen.id, z.id));
  await db.update(zeichnungen).set({ deletedAt: new Date() }).where(eq(zeichnungen.id, deleted.z.id));
});

describe('payout runs pay live subscriptions only', () => {
  it('a date counts only the events of live subscriptions; a date with none is not offered', async () => {
    const dates = (await as(ctx, t, 'issuer', 'GET', DATES(bond.id))).json();
    expect(dates).toMatchObject([{ date: D1, openEvents: 1, investors: 1, grossCents: 100_00 }]);
    expect((await as(ctx, t, 'issuer', 'GET', DATES(gone.id))).json()).toEqual([]);
  });

  it('the preview has the live investor only; the run books its event and leaves the others open', async () => {
    const preview = (await as(ctx, t, 'issuer', 'GET', PREVIEW(bond.id))).json();
    expect(preview.lines.map((l: { investorId: number }) => l.investorId)).toEqual([bavarian]);
    expect(preview.totals).toMatchObject({ count: 1, grossCents: 100_00 });
    const res = await as(ctx, t, 'issuer', 'POST', CONFIRM(bond.id), { date: D1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ count: 1, grossCents: 100_00 });
    const rows = await ctx.database.db
      .select({ id: interestPaymentEvents.id, isPaid: interestPaymentEvents.isPaid })
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.productId, bond.id));
    const paid = Object.fromEntries(rows.map((r) => [r.id, r.isPaid]));
    expect(paid).toEqual({ [live.e.id]: true, [withdrawn.e.id]: false, [deleted.e.id]: false });
  });

  it('a run of a date whose only events are withdrawn is refused (409)', async () => {
    expectProblem(await as(ctx, t, 'issuer', 'POST', CONFIRM(gone.id), { date: D1 }), 409);
  });
});

describe('the notice states the tax facts of the confirmation', () => {
  it('freezes church rate, NV certificate and exemption order in the job; a later profile change is ignored', async () => {
    const db = ctx.database.db;
    const [job] = await db.select().from(jobs).where(eq(jobs.queue, 'payouts.notice'));
    expect(job!.payload).toMatchObject({ churchRate: 8, nonAssessment: false, hasExemptionOrder: false });
    // after the confirmation the investor leaves the church and files an NV certificate
    await db
      .update(investorTaxProfiles)
      .set({ churchMember: false, federalState: null, nonAssessmentUntil: '2026-12-31' })
      .where(eq(investorTaxProfiles.investorId, bavarian));
    const notice = await readPayoutNotice(ctx.app.deps, job!.payload as Record<string, unknown>);
    expect(notice!.data).toMatchObject({
      churchRate: 8,
      nonAssessment: false,
      hasExemptionOrder: false,
      grossCents: 100_00,
    });
    // a job of the old shape (line id only) still reads the profile as it is now
    const old = await readPayoutNotice(ctx.app.deps, { lineId: (job!.payload as { lineId: number }).lineId });
    expect(old!.data).toMatchObject({ churchRate: null, nonAssessment: true });
  });
});
