// Payout requests under concurrency (issue 19, decision 032; PostgreSQL only, PGlite has one connection): five
// requests of one reseller at once make one credit note, the others get the 409.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerCommissions, resellerInvoices, users } from '../../src/db/schema/index.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import { mint } from '../subscriptions/people.ts';
import { call, demoContext } from '../support/api.ts';
import { addProvider, addReseller, payInvoice } from './fixtures.ts';

let ctx: TestContext;

describe.runIf(isPostgres())('payout requests at once (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await demoContext();
  });
  afterAll(() => ctx?.close());

  it('5 concurrent requests: one credit note, four 409', async () => {
    const db = ctx.database.db;
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const r = await addReseller(ctx, 'race-reseller', null);
    const provider = await addProvider(ctx, r.id);
    await payInvoice(ctx, provider, 300_000, admin!.id); // Silber, 10 % → 300,00 €
    await db.update(resellerCommissions).set({ status: 'A' }).where(eq(resellerCommissions.resellerId, r.id));
    const token = await mint(ctx, {
      userId: r.userId,
      role: 'reseller',
      roleId: r.id,
      tenantId: null,
      scope: 'main',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(ctx, 'POST', '/api/reseller/commission/request-payment', { token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const notes = await db.select().from(resellerInvoices).where(eq(resellerInvoices.resellerId, r.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.grossCents).toBe(30_000);
  });
});
