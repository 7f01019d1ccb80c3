// The demo data shows the credit notes in both states: the demo partner's paid note and its open one.
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { BROKER, call, login } from '../support/api.ts';
import { useSuite } from '../support/suite.ts';

let ctx: TestContext;
useSuite(
  async () => {
    const c = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
    await seedDemoData(c.database.db, c.app.log, c.app.deps.files);
    c.app.deps.portals.invalidate();
    return { ctx: c };
  },
  (s) => {
    ctx = s.ctx;
  },
);

describe('demo credit notes', () => {
  it('gives the demo partner a paid and an open credit note with their PDFs', async () => {
    const token = await login(ctx, 'salesrep@example.com', BROKER);
    const res = await call(ctx, 'GET', '/api/zeichnung/commissions-invoice/?page=1', { token, host: BROKER });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    const [open, paid] = page.results;
    expect(open).toMatchObject({ number: expect.stringMatching(/^GS-\d{4}-000002$/), isPaid: false });
    expect(paid).toMatchObject({ number: expect.stringMatching(/^GS-\d{4}-000001$/), isPaid: true });
    expect(paid.grossCents).toBe(15_000); // own first rate 5 % of the paid 3 000 € subscription, §19 UStG (no VAT)
    const pdf = await call(ctx, 'GET', `/api/zeichnung/commissions-invoice/${open.id}/pdf`, {
      token,
      host: BROKER,
    });
    expect(pdf.statusCode).toBe(200);
    const exists = await call(ctx, 'GET', '/api/zeichnung/commissions-invoice/exists', {
      token,
      host: BROKER,
    });
    expect(exists.json()).toEqual({ hasCommissions: { hasCommissions: true } });
  });
});
