// An interest payment event's and an instalment's uuid (issue 18, decision 059): derived from the id (UUID version
// 5 in the table's namespace) for rows made since migration 0033, which store none; a row that was stored with a
// uuid keeps answering it. The list and the detail answer the same uuid, and no two rows share one.
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { beforeAll, describe, expect, it } from 'vitest';
import { installments, interestPaymentEvents } from '../../src/db/schema/index.ts';
import { scheduleRowUuid } from '../../src/lib/schedule-uuid.ts';
import { as, call, insertProduct, MAIN, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { events, paidSubscription, rates } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const get = (url: string) => call(ctx, 'GET', url, MAIN, t.admin);

describe('scheduleRowUuid', () => {
  it('is RFC 9562 version 5 of the id in the table namespace (vectors from Python uuid.uuid5)', () => {
    expect(scheduleRowUuid('interestPaymentEvent', { id: 1, uuid: null })).toBe(
      '1bcc0ea8-7e0d-5b5c-b744-3e6ec2148de1',
    );
    expect(scheduleRowUuid('installment', { id: 1_234_567, uuid: null })).toBe(
      '84e39560-981e-5543-9a9e-4ef0a1c71681',
    );
  });

  it('differs per id and per table, and a stored uuid wins', () => {
    const all = new Set<string>();
    for (let id = 1; id <= 5_000; id++) {
      for (const table of ['interestPaymentEvent', 'installment'] as const) {
        const u = scheduleRowUuid(table, { id, uuid: null });
        expect(u).toMatch(V5);
        all.add(u);
      }
    }
    expect(all.size).toBe(10_000);
    const stored = '0192f4c1-3b7a-7c00-8a1b-2c3d4e5f6071';
    expect(scheduleRowUuid('installment', { id: 7, uuid: stored })).toBe(stored);
  });
});

describe('the answers', () => {
  let evs: Awaited<ReturnType<typeof events>>;
  let rs: Awaited<ReturnType<typeof rates>>;
  beforeAll(async () => {
    const bond = await insertProduct(ctx, { name: 'Anleihe Kennung', interest: 4 });
    const plan = await insertProduct(ctx, { name: 'Sparplan Kennung', flags: { withInstallments: true } });
    evs = await events(ctx, await paidSubscription(ctx, ids, bond.id), 3);
    rs = await rates(ctx, await paidSubscription(ctx, ids, plan.id, 1_000_00), 3);
  });

  it('rows store no uuid; list and detail answer the derived one', async () => {
    expect([...evs, ...rs].every((r) => r.uuid === null)).toBe(true);
    const list = (await get('/api/zeichnung/interest-payment-events/?page=1')).json();
    for (const e of evs) {
      const want = scheduleRowUuid('interestPaymentEvent', { id: e.id, uuid: null });
      expect(list.results.find((r: { id: number }) => r.id === e.id)?.uuid).toBe(want);
      const one = await get(`/api/zeichnung/interest-payment-event/${e.id}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().uuid).toBe(want);
    }
    const plans = (await get('/api/zeichnung/installment/?page=1')).json();
    for (const r of rs) {
      const want = scheduleRowUuid('installment', { id: r.id, uuid: null });
      expect(plans.results.find((x: { id: number }) => x.id === r.id)?.uuid).toBe(want);
      expect((await get(`/api/zeichnung/installment/${r.id}`)).json().uuid).toBe(want);
    }
  });

  it('the investor’s data export (Art. 15) names each row by the uuid its answers show', async () => {
    const res = await as(ctx, t, 'investor', 'GET', '/api/privacy/my-data');
    expect(res.statusCode, res.body).toBe(200);
    const zip = new PizZip(res.rawPayload);
    const rows = (name: string) =>
      new Map<number, string>(
        JSON.parse(zip.file(name)!.asText()).map((r: { id: number; uuid: string }) => [r.id, r.uuid]),
      );
    const exported = rows('zinszahlungen.json');
    for (const e of evs)
      expect(exported.get(e.id)).toBe(scheduleRowUuid('interestPaymentEvent', { id: e.id, uuid: null }));
    const plans = rows('raten.json');
    for (const r of rs)
      expect(plans.get(r.id)).toBe(scheduleRowUuid('installment', { id: r.id, uuid: null }));
  });

  it('a row stored with a uuid (made before migration 0033) keeps it', async () => {
    const kept = '0192f4c1-3b7a-7c00-8a1b-2c3d4e5f6071';
    await ctx.database.db
      .update(interestPaymentEvents)
      .set({ uuid: kept })
      .where(eq(interestPaymentEvents.id, evs[0]!.id));
    await ctx.database.db.update(installments).set({ uuid: kept }).where(eq(installments.id, rs[0]!.id));
    expect((await get(`/api/zeichnung/interest-payment-event/${evs[0]!.id}`)).json().uuid).toBe(kept);
    expect((await get(`/api/zeichnung/installment/${rs[0]!.id}`)).json().uuid).toBe(kept);
  });
});
