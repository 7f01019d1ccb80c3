// A payout run under concurrent confirmations (issue 18, docs/decisions/026): N simultaneous confirmations of one
// payment date make one run, one booking of each event and one notice job per line; every other answer is 409 with
// the German detail (PostgreSQL only: the embedded database has one connection, its transactions never overlap).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, interestPaymentEvents, jobs, payoutLines, payoutRuns } from '../../src/db/schema/index.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import {
  as,
  demoIds,
  demoTokens,
  insertProduct,
  subsContext,
  type Tokens,
} from '../subscriptions/fixtures.ts';
import { events, paidSubscription } from './fixtures.ts';

const N = 10;
let ctx: TestContext;
let t: Tokens;

describe.runIf(isPostgres())('payout run under concurrent confirmations (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await subsContext();
    t = await demoTokens(ctx);
  });
  afterAll(() => ctx?.close());

  it(`${N} concurrent confirmations of one date: one run, events booked once, the others 409`, async () => {
    const ids = await demoIds(ctx);
    const product = await insertProduct(ctx, {
      interest: 4,
      paymentAccountHolder: 'Emittent GmbH',
      paymentIban: 'DE02120300000000202051',
      paymentBic: 'BYLADEM1001',
    });
    const z1 = await paidSubscription(ctx, ids, product.id);
    const z2 = await paidSubscription(ctx, ids, product.id);
    await events(ctx, z1, 1);
    await events(ctx, z2, 1);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, k) =>
        as(ctx, t, k % 2 ? 'admin' : 'issuer', 'POST', `/api/product/${product.id}/payout-run`, {
          date: '2026-01-15',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().detail).toBe('Die Auszahlung für diesen Zahltermin wurde bereits bestätigt.');
    const db = ctx.database.db;
    const runs = await db.select().from(payoutRuns).where(eq(payoutRuns.productId, product.id));
    expect(runs).toHaveLength(1);
    const lines = await db.select().from(payoutLines).where(eq(payoutLines.payoutRunId, runs[0]!.id));
    expect(lines).toHaveLength(1); // one investor, two subscriptions
    const evs = await db
      .select()
      .from(interestPaymentEvents)
      .where(eq(interestPaymentEvents.productId, product.id));
    expect(evs.map((e) => e.payoutRunId)).toEqual([runs[0]!.id, runs[0]!.id]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'payoutRun'));
    expect(audits).toHaveLength(1);
    const notices = await db.select().from(jobs).where(eq(jobs.queue, 'payouts.notice'));
    expect(notices).toHaveLength(1);
  });
});
