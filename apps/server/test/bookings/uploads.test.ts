import { MAX_UPLOAD_BYTES } from '@zp/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, storedFiles } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  bookingBody,
  bookingContext,
  call,
  expectProblem,
  formOf,
  ICO,
  type NewSuperuser,
  newSuperuser,
  PNG,
  type UploadPart,
} from './fixtures.ts';

const WRONG_LOGO = 'Logo Datei muss mit .png oder .jpg oder .jpeg enden.';
const WRONG_FAVICON = 'Favicon Datei muss mit .ico enden.';
const WRONG_CONTENT = 'Der Inhalt der Datei passt nicht zu ihrer Endung.';
const TOO_LARGE = `Ihre Datei ist größer als ${MAX_UPLOAD_BYTES} bytes`;

let ctx: TestContext;
let su: NewSuperuser;
let refused: NewSuperuser;

beforeAll(async () => {
  ctx = await bookingContext();
  su = await newSuperuser(ctx, 'branding@example.com');
  refused = await newSuperuser(ctx, 'abgelehnt@example.com');
});
afterAll(() => ctx?.close());

const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(storedFiles))[0]!.n;
const multipart = (token: string, fields: Record<string, unknown>, files: Record<string, UploadPart> = {}) =>
  call(ctx, 'POST', '/api/booking/create', { token, body: formOf(fields, files) });

describe('POST /api/booking/create as multipart/form-data', () => {
  it('stores a real PNG logo and a real ICO favicon and serves them publicly', async () => {
    const res = await multipart(su.token, bookingBody('marke', { setupFeeTotal: '1', module16: 'true' }), {
      investorLogoFile: { bytes: PNG, name: 'Logo.PNG', type: 'image/png' },
      brokerLogoFile: { bytes: PNG, name: 'partner.png', type: 'image/png' },
      faviconFile: { bytes: ICO, name: 'favicon.ico', type: 'image/x-icon' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'P',
      duration: 2,
      modules: [1, 2, 11, 16],
      setupFeeTotal: 499,
      monthlyFeeTotal: 248,
      affiliateSubdomain: 'marke-partner',
      primaryColor: '#112233',
    });
    expect(b.salesrepPercentages).toMatchObject({ ownfirst: 5, level1first: 2 });
    for (const [url, type, bytes] of [
      [b.investorLogoUrl, 'image/png', PNG],
      [b.brokerLogoUrl, 'image/png', PNG],
      [b.faviconUrl, 'image/x-icon', ICO],
    ] as const) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const file = await call(ctx, 'GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain(type);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each<[string, Record<string, UploadPart>, string, string]>([
    ['a .gif logo', { investorLogoFile: { bytes: PNG, name: 'logo.gif' } }, 'investorLogoFile', WRONG_LOGO],
    [
      'a logo without extension',
      { brokerLogoFile: { bytes: PNG, name: 'logo' } },
      'brokerLogoFile',
      WRONG_LOGO,
    ],
    [
      'a text file named logo.png',
      { investorLogoFile: { bytes: Buffer.from('Ich bin kein Bild.\n'), name: 'logo.png' } },
      'investorLogoFile',
      WRONG_CONTENT,
    ],
    [
      'a PNG named logo.jpg',
      { investorLogoFile: { bytes: PNG, name: 'logo.jpg' } },
      'investorLogoFile',
      WRONG_CONTENT,
    ],
    ['a .png favicon', { faviconFile: { bytes: PNG, name: 'favicon.png' } }, 'faviconFile', WRONG_FAVICON],
    [
      'a PDF named favicon.ico',
      { faviconFile: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'favicon.ico' } },
      'faviconFile',
      WRONG_CONTENT,
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, files, field, message) => {
    const before = await fileCount();
    const res = await multipart(refused.token, bookingBody('abgelehnt'), files);
    expectProblem(res, 400, message, { [field]: message });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over 12428800 bytes with the German size message', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG.copy(big);
    const res = await multipart(refused.token, bookingBody('abgelehnt'), {
      investorLogoFile: { bytes: big, name: 'riesig.png', type: 'image/png' },
    });
    expectProblem(res, 400, TOO_LARGE, { investorLogoFile: TOO_LARGE });
  });

  it('accepts a file of exactly 12428800 bytes as far as the size goes', async () => {
    const edge = Buffer.alloc(MAX_UPLOAD_BYTES);
    const res = await multipart(refused.token, bookingBody('abgelehnt'), {
      investorLogoFile: { bytes: edge, name: 'genau.png', type: 'image/png' },
    });
    expectProblem(res, 400, WRONG_CONTENT);
  });

  it('refuses an unknown file field, never a 500', async () => {
    const res = await multipart(refused.token, bookingBody('abgelehnt'), {
      agb: { bytes: PNG, name: 'logo.png' },
    });
    expectProblem(res, 400, 'Unbekanntes Feld', { agb: 'Unbekanntes Feld' });
  });

  it('answers field errors in multipart like in JSON', async () => {
    const res = await multipart(refused.token, { ...bookingBody('abgelehnt'), duration: '3', module2: 'ja' });
    expectProblem(res, 400, undefined, { duration: 'Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.' });
  });

  it.each<[string, string, string]>([
    [
      'no boundary',
      'multipart/form-data',
      '--abc\r\nContent-Disposition: form-data; name="duration"\r\n\r\n2',
    ],
    [
      'a cut-off body',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="x"',
    ],
    ['garbage', 'multipart/form-data; boundary=abc', 'kein multipart'],
  ])('refuses a malformed multipart body (%s) with 400, never a 500', async (_what, type, body) => {
    const res = await call(ctx, 'POST', '/api/booking/create', {
      token: refused.token,
      body,
      headers: { 'content-type': type },
    });
    expectProblem(res, 400, 'Die Anfrage ist ungültig.');
  });

  it('refuses more than 20 files with 413 and a German detail', async () => {
    const form = formOf(bookingBody('abgelehnt'));
    for (let i = 0; i < 21; i++) form.append('faviconFile', new Blob([ICO]), `f${i}.ico`);
    const res = await call(ctx, 'POST', '/api/booking/create', { token: refused.token, body: form });
    expectProblem(res, 413, 'Die Anfrage ist zu groß.');
  });

  it('stored no booking for the refused provider', async () => {
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.superuserId, refused.superuserId));
    expect(rows).toEqual([]);
  });
});
