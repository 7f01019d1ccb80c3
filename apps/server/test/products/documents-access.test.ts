// Issue 15 "Access": a reseller sees the figures of the providers it recruited, never their documents. Every
// document download of the platform, with the reseller refused and the legitimate roles still served.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, storedFiles, zeichnungen } from '../../src/db/schema/index.ts';
import { DOCX, formOf, PNG, pdf } from '../support/files.ts';
import {
  addZeichnung,
  call,
  createIssuer,
  expectProblem,
  INV,
  newProduct,
  type ProductSuite,
  READY,
  READY_DOCS,
  update,
  useSuite,
} from './fixtures.ts';

let { ctx, t } = {} as ProductSuite;
let tenant: number;
let issuer: { id: number };
type Product = { id: number; documents: Record<string, string | null> };
/** Released, of a new issuer of the demo tenant, with its documents and a logo. */
let product: Product;
/** In creation, of the demo issuer, with one document. */
let draft: Product;

useSuite(async (s) => {
  ({ ctx, t } = s);
  const ids = s.ids;
  tenant = ids.tenant;
  issuer = await createIssuer(ctx, t.admin, 'dokumente@example.com', tenant);
  const created = await newProduct(ctx, t.superuser, issuer.id);
  const logo = { bytes: PNG, name: 'logo.png', type: 'image/png' };
  const finished = await update(
    ctx,
    t.superuser,
    created.id,
    formOf({ ...READY, status: 'F' }, { ...READY_DOCS(), logo }),
  );
  expect(finished.statusCode, finished.body).toBe(200);
  const released = await update(ctx, t.superuser, created.id, { isZeichnable: true });
  expect(released.statusCode, released.body).toBe(200);
  product = released.json();
  const other = await newProduct(ctx, t.superuser, ids.issuerId);
  const withDoc = await update(
    ctx,
    t.superuser,
    other.id,
    formOf({}, { customerInformation: pdf('info.pdf') }),
  );
  expect(withDoc.statusCode, withDoc.body).toBe(200);
  draft = withDoc.json();
});

const get = (token: string, url: string, host?: string) => call(ctx, 'GET', url, { token, host });
const expectFile = async (token: string, url: string, host?: string) => {
  const res = await get(token, url, host);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.rawPayload.length).toBeGreaterThan(0);
};

describe('issuer documents (GET /api/issuer/{id}/documents/{type})', () => {
  const url = (type: string) => `/api/issuer/${issuer.id}/documents/${type}`;

  it('the recruiting reseller sees the issuer but not its documents: 403', async () => {
    expect((await get(t.reseller, `/api/issuer/${issuer.id}`)).statusCode).toBe(200);
    for (const type of ['projectFinanceContract', 'dataPrivacy', 'orderPrivacyContract'])
      expectProblem(await get(t.reseller, url(type)), 403);
  });

  it('admin and the tenant still download them', async () => {
    for (const token of [t.admin, t.superuser]) await expectFile(token, url('projectFinanceContract'));
  });
});

describe('product documents (GET /api/product/{id}/documents/{type})', () => {
  it('the recruiting reseller sees the product but not its documents: 403', async () => {
    expect((await get(t.reseller, `/api/product/${product.id}`)).statusCode).toBe(200);
    const types = Object.entries(product.documents).filter(([, u]) => u);
    expect(types.length).toBeGreaterThanOrEqual(4);
    for (const [, url] of types) expectProblem(await get(t.reseller, url!), 403);
  });

  it('admin, the tenant and the tenant investor (released product) still download them', async () => {
    const url = product.documents.customerInformation!;
    for (const token of [t.admin, t.superuser]) await expectFile(token, url);
    await expectFile(t.investor, url, INV);
  });

  it('the issuer downloads the documents of its own product; the reseller does not', async () => {
    const url = draft.documents.customerInformation!;
    await expectFile(t.issuer, url);
    expectProblem(await get(t.reseller, url), 403);
  });

  it('the public product page (promotional data and images) stays open to everyone', async () => {
    const res = await call(ctx, 'GET', `/api/product/${product.id}/public-data`, { host: INV });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('documents');
    const page = res.json();
    const images = Object.values(page.images as Record<string, string | null>).filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const file = await call(ctx, 'GET', image!, { host: INV });
      expect(file.statusCode, image!).toBe(200);
    }
  });
});

describe('every other download keeps the reseller out', () => {
  it('private files are never served by /api/files/{id} (not even to the tenant)', async () => {
    const [doc] = await ctx.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.visibility, 'private'))
      .limit(1);
    for (const token of [t.reseller, t.superuser, ''])
      expectProblem(await get(token, `/api/files/${doc!.id}`), 404);
  });

  it("the provider's booking invoice and its document list: 404 for the reseller", async () => {
    const [booking] = await ctx.database.db
      .select({ id: bookings.id, invoiceFileId: bookings.invoiceFileId })
      .from(bookings)
      .where(eq(bookings.superuserId, tenant));
    expectProblem(await get(t.reseller, `/api/booking/${booking!.id}/invoice`), 404);
    if (booking!.invoiceFileId) await expectFile(t.superuser, `/api/booking/${booking!.id}/invoice`);
    expectProblem(await get(t.reseller, `/api/superuser/${tenant}/documents`), 404);
    expect((await get(t.superuser, `/api/superuser/${tenant}/documents`)).statusCode).toBe(200);
  });

  it('the subscription document (Zeichnungsschein): 404 for the reseller', async () => {
    const z = await addZeichnung(ctx, product.id, 'F');
    const saved = await ctx.app.deps.files.save(ctx.database.db, {
      buffer: DOCX,
      originalName: `Zeichnungsschein-${z.id}.docx`,
      check: { label: 'Zeichnungsschein', extensions: ['docx'] },
    });
    await ctx.database.db
      .update(zeichnungen)
      .set({ zeichnungsscheinFileId: saved.id })
      .where(eq(zeichnungen.id, z.id));
    expectProblem(await get(t.reseller, `/api/zeichnung/${z.id}/zeichnungsschein`), 404);
    for (const token of [t.admin, t.superuser])
      await expectFile(token, `/api/zeichnung/${z.id}/zeichnungsschein`);
  });
});
