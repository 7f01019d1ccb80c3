import { MAX_UPLOAD_BYTES } from '@zp/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.ts';
import { DOCX, docx, formOf, PDF, PNG, pdf, type UploadPart } from '../support/files.ts';
import {
  call,
  expectProblem,
  INV,
  newProduct,
  newTenant,
  type ProductSuite,
  update,
  useSuite,
} from './fixtures.ts';

const WRONG_CONTENT = 'Der Inhalt der Datei passt nicht zu ihrer Endung.';
const WRONG_IMAGE = 'Bild Datei muss mit .png oder .jpg oder .jpeg enden.';
const TOO_LARGE = `Ihre Datei ist größer als ${MAX_UPLOAD_BYTES} bytes`;

let { ctx, t } = {} as ProductSuite;
let productId: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  productId = (await newProduct(ctx, t.superuser, s.ids.issuerId)).id;
});

const upload = (files: Record<string, UploadPart>, fields: Record<string, unknown> = {}) =>
  update(ctx, t.superuser, productId, formOf(fields, files));
const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(storedFiles))[0]!.n;

describe('document uploads', () => {
  it('stores a real .docx zeichnungsschein and PDFs, served to authorised callers only', async () => {
    const res = await upload(
      { zeichnungsschein: docx('Beitrittserklärung.docx'), customerInformation: pdf('info.pdf') },
      { description: 'Mit Dokumenten' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.description).toBe('Mit Dokumenten');
    expect(p.documents.zeichnungsschein).toBe(`/api/product/${productId}/documents/zeichnungsschein`);
    const doc = await call(ctx, 'GET', p.documents.zeichnungsschein, { token: t.issuer });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('wordprocessingml');
    expect(doc.rawPayload.equals(DOCX)).toBe(true);
    const info = await call(ctx, 'GET', p.documents.customerInformation, { token: t.superuser });
    expect(info.rawPayload.equals(PDF)).toBe(true);
    expectProblem(await call(ctx, 'GET', p.documents.zeichnungsschein), 401);
    const other = await newTenant(ctx, 'fremd');
    expectProblem(await call(ctx, 'GET', p.documents.zeichnungsschein, { token: other.token }), 404);
    const investor = await call(ctx, 'GET', p.documents.zeichnungsschein, { host: INV, token: t.investor });
    expectProblem(investor, 404);
    const missing = await call(ctx, 'GET', `/api/product/${productId}/documents/vib`, { token: t.superuser });
    expectProblem(missing, 404);
  });

  it('replaces a document on a second upload', async () => {
    const again = await upload({ customerInformation: pdf('neu.pdf') });
    expect(again.statusCode, again.body).toBe(200);
    const res = await call(ctx, 'GET', again.json().documents.customerInformation, { token: t.superuser });
    expect(res.headers['content-disposition']).toContain('neu.pdf');
  });

  it.each<[string, Record<string, UploadPart>, string, string]>([
    [
      'a PDF renamed .docx',
      { zeichnungsschein: { bytes: PDF, name: 'zeichnungsschein.docx' } },
      'zeichnungsschein',
      WRONG_CONTENT,
    ],
    [
      'a zeichnungsschein as .pdf',
      { zeichnungsschein: pdf('zeichnungsschein.pdf') },
      'zeichnungsschein',
      'Zeichnungsschein (Beitrittserklärung) Datei muss mit .docx enden.',
    ],
    [
      'a Word file named .pdf',
      { bondConditions: { bytes: DOCX, name: 'bedingungen.pdf' } },
      'bondConditions',
      WRONG_CONTENT,
    ],
    [
      'a PNG as customer information',
      { customerInformation: { bytes: PNG, name: 'info.png' } },
      'customerInformation',
      'Kundeninformation Datei muss mit .pdf enden.',
    ],
    ['a .gif image', { logo: { bytes: PNG, name: 'logo.gif' } }, 'logo', WRONG_IMAGE],
    ['an image without extension', { img3: { bytes: PNG, name: 'bild' } }, 'img3', WRONG_IMAGE],
    ['a PDF named .png', { img1: { bytes: PDF, name: 'bild.png' } }, 'img1', WRONG_CONTENT],
    ['an unknown file field', { passport: pdf('pass.pdf') }, 'passport', 'Unbekanntes Feld'],
  ])('refuses %s with a German 400 and stores nothing', async (_, files, field, message) => {
    const before = await fileCount();
    expectProblem(await upload(files, { name: 'Nicht gespeichert' }), 400, message, { [field]: message });
    expect(await fileCount()).toBe(before);
    const p = (await call(ctx, 'GET', `/api/product/${productId}`, { token: t.superuser })).json();
    expect(p.name).not.toBe('Nicht gespeichert');
  });

  it('refuses an image over 12428800 bytes with the German size message, never a 500', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG.copy(big);
    const res = await upload({ logo: { bytes: big, name: 'riesig.png', type: 'image/png' } });
    expectProblem(res, 400, TOO_LARGE, { logo: TOO_LARGE });
  });
});

describe('images', () => {
  it('stores a logo and pictures as public files', async () => {
    const res = await upload({
      logo: { bytes: PNG, name: 'logo.PNG', type: 'image/png' },
      img2: { bytes: PNG, name: 'bild.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { images } = res.json();
    expect(images.logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(images.img2).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(images.img1).toBeNull();
    const file = await call(ctx, 'GET', images.logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const next = await upload({ img1: { bytes: PNG, name: 'eins.png' } });
    expect(next.json().images).toMatchObject({ logo: images.logo, img2: images.img2 });
    expect(next.json().images.img1).toMatch(/^\/api\/files\//);
  });

  it('refuses multipart bodies that are cut off or have no boundary (400, not 500)', async () => {
    const headers = {
      host: 'localhost',
      authorization: `Bearer ${t.superuser}`,
      'content-type': 'multipart/form-data; boundary=xyz',
    };
    const cut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/product/${productId}/update`,
      headers,
      payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc',
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const noBoundary = await ctx.app.inject({
      method: 'PUT',
      url: `/api/product/${productId}/update`,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'irgendwas',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });
});
