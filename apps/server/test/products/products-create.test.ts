import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { DOCX } from '../support/files.ts';
import {
  call,
  createIssuer,
  DEMO,
  expectProblem,
  finishedProduct,
  newProduct,
  newTenant,
  type ProductSuite,
  update,
  useSuite,
} from './fixtures.ts';

const NO_ISSUER = 'Sie können ein Produkt erst anlegen, wenn Sie mindestens einen Emittent erstellt haben.';

let { ctx, t } = {} as ProductSuite;
let tenant: number;
let demoIssuer: number;
let other: { tenant: number; token: string };
let foreignIssuer: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  ({ tenant, issuerId: demoIssuer } = s.ids);
  other = await newTenant(ctx, 'fremd');
});

const create = (token: string, body: unknown, host?: string) =>
  call(ctx, 'POST', '/api/product/create', { token, body, host });

describe('POST /api/product/create', () => {
  it('creates a draft (status O, step 0) for an issuer of the tenant', async () => {
    const res = await create(t.superuser, { issuer: demoIssuer });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      superuserId: tenant,
      issuerId: demoIssuer,
      issuerName: 'Demo Emittent AG',
      copyOfProductId: null,
      kind: 0,
      kindLabel: 'Eigenemission (bis 1 Mio. €)',
      status: 'O',
      activeStep: 0,
      isZeichnable: false,
      isTokenized: false,
      isShown: true,
      withInterest: false,
      editable: true,
      hasZeichnungs: false,
      smartContract: null,
      wizardSteps: ['general', 'optional', 'payments', 'dates', 'documents', 'summary'],
    });
    expect(p.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.documents.zeichnungsschein).toBeNull();
    expect(p.images.logo).toBeNull();
    expect((await call(ctx, 'GET', `/api/product/${p.id}`, { token: t.issuer })).statusCode).toBe(200);
  });

  it('lets admin and the issuer itself create products', async () => {
    expect((await newProduct(ctx, t.admin, demoIssuer)).issuerId).toBe(demoIssuer);
    expect((await newProduct(ctx, t.issuer, demoIssuer)).issuerId).toBe(demoIssuer);
  });

  it('409 with the German dialog text when the tenant has no issuer yet', async () => {
    expectProblem(await create(other.token, {}), 409, NO_ISSUER);
  });

  it('refuses investors, salesreps and resellers (403)', async () => {
    expectProblem(await create(t.investor, { issuer: demoIssuer }, DEMO.investor.host), 403);
    expectProblem(await create(t.salesrep, { issuer: demoIssuer }, DEMO.salesrep.host), 403);
    expectProblem(await create(t.reseller, { issuer: demoIssuer }), 403);
    expectProblem(await create('', { issuer: demoIssuer }), 401);
  });

  it('refuses another tenant’s issuer and another issuer (400)', async () => {
    foreignIssuer = (await createIssuer(ctx, t.admin, 'fremd-emittent@example.com', other.tenant)).id;
    const msg = 'Dieser Emittent existiert nicht.';
    expectProblem(await create(t.superuser, { issuer: foreignIssuer }), 400, msg, { issuer: msg });
    expectProblem(await create(other.token, { issuer: demoIssuer }), 400, msg);
    expectProblem(await create(t.issuer, { issuer: foreignIssuer }), 400, msg);
    expectProblem(await create(t.superuser, { issuer: 999999 }), 400, msg);
  });

  it('answers bad input with a German 400, never a 500', async () => {
    expectProblem(await create(t.superuser, { issuer: 'eins' }), 400);
    expectProblem(await create(t.superuser, { issuer: 0 }), 400);
    expectProblem(await create(t.superuser, [1, 2]), 400);
    expectProblem(await create(t.superuser, 'issuer=1'), 415);
    expectProblem(await create(t.superuser, {}), 400, 'Dieses Feld wird benötigt');
  });
});

describe('POST /api/product/create-funded', () => {
  it('copies a product of the tenant as kind 12 with its documents', async () => {
    const source = await finishedProduct(ctx, t.superuser, demoIssuer);
    const res = await call(ctx, 'POST', '/api/product/create-funded', {
      token: t.superuser,
      body: { sourceProduct: source.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy.uuid).not.toBe(source.uuid);
    expect(copy).toMatchObject({
      kind: 12,
      kindLabel: 'Vorgängerprodukt',
      status: 'O',
      isZeichnable: false,
      copyOfProductId: source.id,
      issuerId: demoIssuer,
      name: source.name,
      volume: source.volume,
      interest: source.interest,
      wizardSteps: ['general', 'optional', 'payments', 'dates', 'documents', 'summary'],
      requiredDocuments: [],
    });
    for (const type of ['zeichnungsschein', 'customerInformation', 'notInUSA', 'bondConditions']) {
      expect(copy.documents[type], type).toBe(`/api/product/${copy.id}/documents/${type}`);
    }
    const doc = await call(ctx, 'GET', copy.documents.zeichnungsschein, { token: t.superuser });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(DOCX)).toBe(true);
    const done = await update(ctx, t.superuser, copy.id, { status: 'F', realizedProjectInterest: 4.2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'F', kind: 12, realizedProjectInterest: 4.2 });
    const release = await update(ctx, t.superuser, copy.id, { isZeichnable: true });
    expectProblem(release, 409);
  });

  it('refuses another tenant’s product (404) and unknown ids', async () => {
    const mine = await newProduct(ctx, t.superuser, demoIssuer);
    const url = '/api/product/create-funded';
    expectProblem(
      await call(ctx, 'POST', url, { token: other.token, body: { sourceProduct: mine.id } }),
      404,
    );
    expectProblem(await call(ctx, 'POST', url, { token: t.superuser, body: { sourceProduct: 999999 } }), 404);
    expectProblem(await call(ctx, 'POST', url, { token: t.superuser, body: {} }), 400);
    const reseller = await call(ctx, 'POST', url, { token: t.reseller, body: { sourceProduct: mine.id } });
    expectProblem(reseller, 403);
  });
});

describe('another tenant’s product', () => {
  it('is a 404 for GET, PUT, DELETE and the helper routes; nothing changes', async () => {
    const p = await newProduct(ctx, t.superuser, demoIssuer);
    const token = other.token;
    expectProblem(await call(ctx, 'GET', `/api/product/${p.id}`, { token }), 404);
    expectProblem(await update(ctx, token, p.id, { name: 'Gekapert' }), 404);
    expectProblem(await call(ctx, 'DELETE', `/api/product/${p.id}/delete`, { token }), 404);
    for (const path of ['has-zeichnungs', 'get-volume']) {
      expectProblem(await call(ctx, 'GET', `/api/product/${p.id}/${path}`, { token }), 404);
    }
    const prev = await call(ctx, 'POST', `/api/product/${p.id}/prev-interest-payment`, {
      token,
      body: { date: '2030-01-01' },
    });
    expectProblem(prev, 404);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.name).toBeNull();
    expect(row!.deletedAt).toBeNull();
  });

  it('is a 404 for the other issuer of the same tenant too', async () => {
    const second = await createIssuer(ctx, t.admin, 'zweiter@example.com', tenant);
    const p = await newProduct(ctx, t.superuser, second.id);
    expectProblem(await call(ctx, 'GET', `/api/product/${p.id}`, { token: t.issuer }), 404);
    expectProblem(await update(ctx, t.issuer, p.id, { name: 'Fremd' }), 404);
  });
});
