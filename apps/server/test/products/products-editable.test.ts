import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { formOf, PNG } from '../support/files.ts';
import {
  addZeichnung,
  call,
  createIssuer,
  DEMO,
  demoIds,
  expectProblem,
  finishedProduct,
  newProduct,
  type ProductSuite,
  READY,
  releasedProduct,
  update,
  useSuite,
} from './fixtures.ts';

const LOCKED =
  'Die wirtschaftlichen Bedingungen können nicht mehr geändert werden, da bereits Zeichnungen vorliegen.';
const NOT_DELETABLE =
  'Das Produkt kann nicht gelöscht werden, da Zeichnungen vorliegen oder es zur Zeichnung freigegeben ist.';

let { ctx, t } = {} as ProductSuite;
let issuer: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  const { tenant } = s.ids;
  issuer = (await createIssuer(ctx, t.admin, 'editierbar@example.com', tenant)).id;
});

const get = async (id: number) =>
  (await call(ctx, 'GET', `/api/product/${id}`, { token: t.superuser })).json();
const del = (token: string, id: number, host?: string) =>
  call(ctx, 'DELETE', `/api/product/${id}/delete`, { token, host });

describe('editable rule (economic terms lock with subscriptions beyond status O)', () => {
  it.each<['F' | 'A']>([['F'], ['A']])(
    'a subscription in status %s locks the economic terms',
    async (status) => {
      const p = await releasedProduct(ctx, t.superuser, issuer);
      await addZeichnung(ctx, p.id, status);
      const before = await get(p.id);
      expect(before).toMatchObject({ editable: false, hasZeichnungs: true });

      expectProblem(await update(ctx, t.superuser, p.id, { volume: 600000 }), 409, LOCKED);
      expectProblem(await update(ctx, t.admin, p.id, { volume: 600000 }), 409, LOCKED);
      const text = await update(ctx, t.superuser, p.id, { description: 'Neue Beschreibung des Projekts' });
      expect(text.statusCode, text.body).toBe(200);
      expect(text.json()).toMatchObject({
        description: 'Neue Beschreibung des Projekts',
        volume: READY.volume,
      });
      const same = await update(ctx, t.superuser, p.id, { volume: READY.volume, interest: READY.interest });
      expect(same.statusCode, same.body).toBe(200);
      const image = await update(
        ctx,
        t.superuser,
        p.id,
        formOf(
          { welcome: 'Willkommen!' },
          {
            logo: { bytes: PNG, name: 'logo.png' },
          },
        ),
      );
      expect(image.statusCode, image.body).toBe(200);
      expect((await get(p.id)).volume).toBe(READY.volume);
    },
  );

  it.each<[string, unknown]>([
    ['kind', 4],
    ['interest', 6],
    ['minInvestment', 2000],
    ['contractStart', '2040-01-16'],
    ['contractEnd', '2046-01-15'],
    ['paymentsPerYear', 12],
    ['agio', 2],
    ['withInstallments', true],
    ['volumeInterval', 50],
  ])('refuses a change of %s', async (field, value) => {
    const p = await finishedProduct(ctx, t.superuser, issuer);
    await addZeichnung(ctx, p.id, 'F');
    expectProblem(await update(ctx, t.superuser, p.id, { [field]: value }), 409, LOCKED);
  });

  it('only status O subscriptions leave the terms editable', async () => {
    const p = await releasedProduct(ctx, t.superuser, issuer);
    await addZeichnung(ctx, p.id, 'O');
    expect(await get(p.id)).toMatchObject({ editable: true, hasZeichnungs: true });
    const res = await update(ctx, t.superuser, p.id, {
      volume: 600000,
      interest: 6,
      contractEnd: '2046-01-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ volume: 600000, interest: 6, contractEnd: '2046-01-15' });
  });

  it('is reported per caller: read-only roles see editable false', async () => {
    const p = await releasedProduct(ctx, t.superuser, issuer);
    const asInvestor = await call(ctx, 'GET', `/api/product/${p.id}`, {
      host: DEMO.investor.host,
      token: t.investor,
    });
    expect(asInvestor.statusCode, asInvestor.body).toBe(200);
    expect(asInvestor.json().editable).toBe(false);
    expect((await call(ctx, 'GET', `/api/product/${p.id}`, { token: t.reseller })).json().editable).toBe(
      false,
    );
    expectProblem(await update(ctx, t.reseller, p.id, { description: 'Reseller' }), 403);
  });
});

describe('DELETE /api/product/{id}/delete', () => {
  it('refuses a released product', async () => {
    const p = await releasedProduct(ctx, t.superuser, issuer);
    expectProblem(await del(t.superuser, p.id), 409, NOT_DELETABLE);
  });

  it('refuses a product with any subscription, even in status O', async () => {
    const p = await finishedProduct(ctx, t.superuser, issuer);
    await addZeichnung(ctx, p.id, 'O');
    expectProblem(await del(t.superuser, p.id), 409, NOT_DELETABLE);
    expect(
      (await call(ctx, 'GET', `/api/product/${p.id}/has-zeichnungs`, { token: t.superuser })).json(),
    ).toEqual({
      hasZeichnungs: true,
    });
  });

  it('hides an unreleased product without subscriptions (204, then 404, row kept with deleted_at)', async () => {
    const p = await finishedProduct(ctx, t.superuser, issuer);
    expect(
      (await call(ctx, 'GET', `/api/product/${p.id}/has-zeichnungs`, { token: t.superuser })).json(),
    ).toEqual({
      hasZeichnungs: false,
    });
    const res = await del(t.superuser, p.id);
    expect(res.statusCode, res.body).toBe(204);
    expectProblem(await call(ctx, 'GET', `/api/product/${p.id}`, { token: t.superuser }), 404);
    expectProblem(await update(ctx, t.superuser, p.id, { name: 'Zombie' }), 404);
    expectProblem(await del(t.superuser, p.id), 404);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.status).toBe('F');
    const list = (await call(ctx, 'GET', '/api/product/?page=1', { token: t.superuser })).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(p.id);
  });

  it('lets the issuer delete its own draft; refuses other roles', async () => {
    const demoIssuer = (await demoIds(ctx)).issuerId;
    const p = await newProduct(ctx, t.superuser, demoIssuer);
    expectProblem(await del(t.reseller, p.id), 403);
    expectProblem(await del(t.investor, p.id, DEMO.investor.host), 403);
    expectProblem(await del(t.salesrep, p.id, DEMO.salesrep.host), 403);
    expectProblem(await del('', p.id), 401);
    const own = await del(t.issuer, p.id);
    expect(own.statusCode, own.body).toBe(204);
  });
});
