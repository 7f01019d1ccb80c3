import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issuers, products, users } from '../../src/db/schema/index.ts';
import {
  addZeichnung,
  call,
  createIssuer,
  demoIds,
  expectProblem,
  INV,
  mailsTo,
  newProduct,
  PASSWORD,
  type ProductSuite,
  useSuite,
} from './fixtures.ts';

const LOGGED_IN = 'Der Emittent kann nicht gelöscht werden, da er sich bereits eingeloggt hat.';
const SUBSCRIBED = 'Der Emittent kann nicht gelöscht werden, da Zeichnungen zu seinen Produkten existieren.';

let { ctx, t } = {} as ProductSuite;
let tenant: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  tenant = s.ids.tenant;
});

const del = (token: string, id: number, host?: string) =>
  call(ctx, 'DELETE', `/api/issuer/${id}/delete`, { token, host });

describe('DELETE /api/issuer/{id}/delete', () => {
  it('is the operator’s only (403 for every other role)', async () => {
    const issuer = await createIssuer(ctx, t.admin, 'nur-admin@example.com', tenant);
    for (const role of ['superuser', 'issuer', 'reseller'] as const) {
      expectProblem(await del(t[role], issuer.id), 403);
    }
    expectProblem(await del(t.investor, issuer.id, INV), 403);
    expectProblem(await del('', issuer.id), 401);
    expect((await call(ctx, 'GET', `/api/issuer/${issuer.id}`, { token: t.admin })).statusCode).toBe(200);
  });

  it('is refused once the issuer has logged in', async () => {
    const email = 'aktiv@example.com';
    const issuer = await createIssuer(ctx, t.admin, email, tenant);
    const code = /activationCode=([\w-]+)/.exec((await mailsTo(ctx, email))[0]!.text)![1];
    const done = await call(ctx, 'POST', '/api/set-password', {
      body: { email, password: PASSWORD, activationCode: code },
    });
    expect(done.statusCode, done.body).toBe(200);
    expectProblem(await del(t.admin, issuer.id), 409, LOGGED_IN);
    expectProblem(await del(t.admin, (await demoIds(ctx)).issuerId), 409, LOGGED_IN);
  });

  it('is refused while a product of the issuer has a subscription (any status)', async () => {
    const issuer = await createIssuer(ctx, t.admin, 'gezeichnet@example.com', tenant);
    const product = await newProduct(ctx, t.superuser, issuer.id);
    const z = await addZeichnung(ctx, product.id, 'O');
    expectProblem(await del(t.admin, issuer.id), 409, SUBSCRIBED);
    expect((await call(ctx, 'GET', `/api/product/${product.id}`, { token: t.superuser })).statusCode).toBe(
      200,
    );
    expect(z.status).toBe('O');
  });

  it('deletes the issuer and hides its products; the e-mail is free again', async () => {
    const email = 'weg@example.com';
    const issuer = await createIssuer(ctx, t.admin, email, tenant);
    const p1 = await newProduct(ctx, t.superuser, issuer.id);
    const p2 = await newProduct(ctx, t.admin, issuer.id);
    const res = await del(t.admin, issuer.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    expectProblem(await call(ctx, 'GET', `/api/issuer/${issuer.id}`, { token: t.admin }), 404);
    expectProblem(await del(t.admin, issuer.id), 404);
    for (const p of [p1, p2]) {
      expectProblem(await call(ctx, 'GET', `/api/product/${p.id}`, { token: t.superuser }), 404);
    }
    const list = (await call(ctx, 'GET', '/api/issuer/?page=1', { token: t.superuser })).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(issuer.id);
    const names = (await call(ctx, 'GET', '/api/issuer/names', { token: t.superuser })).json().names;
    expect(names.map((n: { id: number }) => n.id)).not.toContain(issuer.id);
    const productList = (await call(ctx, 'GET', '/api/product/?page=1', { token: t.superuser })).json();
    expect(productList.results.map((r: { id: number }) => r.id)).not.toEqual(expect.arrayContaining([p1.id]));

    // Records stay: rows are hidden, not removed; the old login is disabled.
    const [row] = await ctx.database.db.select().from(issuers).where(eq(issuers.id, issuer.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const hidden = await ctx.database.db.select().from(products).where(eq(products.issuerId, issuer.id));
    expect(hidden).toHaveLength(2);
    for (const p of hidden) expect(p.deletedAt).toBeInstanceOf(Date);
    const [old] = await ctx.database.db.select().from(users).where(eq(users.id, issuer.user.id));
    expect(old!.isActive).toBe(false);
    const login = await call(ctx, 'POST', '/api/login', { body: { email, password: PASSWORD } });
    expectProblem(login, 400);

    const again = await createIssuer(ctx, t.admin, email, tenant);
    expect(again.id).not.toBe(issuer.id);
    expect(again.user.email).toBe(email);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectProblem(await del(t.admin, 999999), 404);
    expectProblem(await call(ctx, 'DELETE', '/api/issuer/abc/delete', { token: t.admin }), 400);
  });
});
