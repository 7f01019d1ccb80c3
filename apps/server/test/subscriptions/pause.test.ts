import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import {
  as,
  call,
  create,
  expectProblem,
  INV,
  insertProduct,
  productRow,
  type Suite,
  update,
  useSuite,
  wizardData,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const PAUSED = 'Die Zeichnung dieses Produkts ist derzeit pausiert. Bitte versuchen Sie es später erneut.';

describe('Zeichnung pausieren / fortsetzen (issue 16)', () => {
  it('pauses a released product: new subscriptions are refused, nothing is deleted; resuming opens it again', async () => {
    const p = await insertProduct(ctx, { name: 'Pausenprodukt' });
    const open = await create(ctx, t.investor, p.id, ids.investorId);

    const paused = await as(ctx, t, 'superuser', 'POST', `/api/product/${p.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: p.id, isZeichnable: true, pausedAt: expect.any(String) });
    expect((await productRow(ctx, p.id)).pausedAt).not.toBeNull();
    expectProblem(await as(ctx, t, 'superuser', 'POST', `/api/product/${p.id}/pause`), 409);

    // the offer says so; the product stays released and listed
    const pub = await call(ctx, 'GET', `/api/product/${p.id}/public-data`, INV);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().isPaused).toBe(true);

    // a new subscription and finishing the open one are refused with the German message
    const res = await call(ctx, 'POST', '/api/zeichnung/create', INV, t.investor, {
      product: p.id,
      investor: ids.investorId,
    });
    expectProblem(res, 409, PAUSED);
    expectProblem(await update(ctx, t.investor, open.id, { ...wizardData(1000), status: 'F' }), 409, PAUSED);

    const resumed = await as(ctx, t, 'superuser', 'POST', `/api/product/${p.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().pausedAt).toBeNull();
    const done = await update(ctx, t.investor, open.id, { ...wizardData(1000), status: 'F' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(ctx, 'GET', `/api/product/${p.id}/public-data`, INV)).json().isPaused).toBe(false);

    expect(await productAudit(p.id)).toEqual(expect.arrayContaining(['product.pause', 'product.resume']));
  });

  it('is the provider’s and the operator’s: the issuer and the investor may not; an unreleased product cannot pause', async () => {
    const p = await insertProduct(ctx, { name: 'Rollenprodukt' });
    expectProblem(await as(ctx, t, 'issuer', 'POST', `/api/product/${p.id}/pause`), 403);
    expectProblem(await as(ctx, t, 'investor', 'POST', `/api/product/${p.id}/pause`), 403);
    const draft = await insertProduct(ctx, { name: 'Entwurf', isZeichnable: false });
    expectProblem(
      await as(ctx, t, 'superuser', 'POST', `/api/product/${draft.id}/pause`),
      409,
      'Nur ein freigegebenes Produkt kann pausiert werden.',
    );
    expectProblem(await as(ctx, t, 'superuser', 'POST', `/api/product/${p.id}/resume`), 409);
    const admin = await as(ctx, t, 'admin', 'POST', `/api/product/${p.id}/pause`);
    expect(admin.statusCode, admin.body).toBe(200);
  });
});

async function productAudit(id: number) {
  const rows = await ctx.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))));
  return rows.map((r) => r.action);
}
