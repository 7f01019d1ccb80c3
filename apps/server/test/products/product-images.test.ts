// Issue 22 / decision 038: uploaded product images get resized AVIF/WebP copies (real sharp, real files), the public
// answers carry their sizes and srcset strings, and bad images are refused with a German 400.
import { fileTexts, MAX_IMAGE_PIXELS } from '@zp/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.ts';
import { formOf, PDF, type UploadPart } from '../support/files.ts';
import {
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

let { ctx, t, issuer } = {} as ProductSuite;
let releasable: number;
useSuite(async (s) => {
  ({ ctx, t, issuer } = s);
  releasable = (await createIssuer(ctx, t.admin, 'bilder@example.com', s.ids.tenant)).id;
});

/** A photo-like JPEG (smooth colour waves, as a camera picture compresses), 2000 × 1333 px. */
async function photo(width = 2000, height = 1333): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = 128 + 100 * Math.sin(x / 97 + y / 211);
      raw[i + 1] = 128 + 90 * Math.sin(y / 53 - x / 301);
      raw[i + 2] = 128 + 80 * Math.cos((x + y) / 149);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const jpeg = (bytes: Uint8Array, name = 'foto.jpg'): UploadPart => ({ bytes, name, type: 'image/jpeg' });
const fileCount = async () => (await ctx.database.db.select({ n: count() }).from(storedFiles))[0]!.n;
const urlsOf = (srcset: string) => srcset.split(', ').map((part) => part.split(' ') as [string, string]);

let PHOTO: Buffer;
beforeAll(async () => {
  PHOTO = await photo();
});

describe('uploaded product images', () => {
  let productId: number;

  it('a released product’s public answers carry the photo’s size and AVIF/WebP srcsets at 480/960/1600 px', async () => {
    productId = (await newProduct(ctx, t.superuser, releasable)).id;
    const res = await update(
      ctx,
      t.superuser,
      productId,
      formOf({ ...READY, status: 'F' }, { ...READY_DOCS(), img1: jpeg(PHOTO) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const released = await update(ctx, t.superuser, productId, { isZeichnable: true });
    expect(released.statusCode, released.body).toBe(200);
    // the copies are made by a job after the upload's transaction (encoding takes seconds)
    await ctx.app.deps.jobs.runDue();

    const answer = await call(ctx, 'GET', `/api/product/${productId}/public-data`);
    expect(answer.statusCode, answer.body).toBe(200);
    const set = answer.json().imageSets.img1;
    expect(set).toMatchObject({ src: answer.json().images.img1, width: 2000, height: 1333 });
    expect(urlsOf(set.avif).map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
    expect(urlsOf(set.webp).map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
    expect(answer.json().imageSets.img2).toBeNull();

    // the investor portal's list (what the offers page renders) carries the same
    const listed = (await call(ctx, 'GET', '/api/portal/products', { host: INV })).json().results;
    expect(listed.find((p: { id: number }) => p.id === productId).imageSets.img1).toEqual(set);
  });

  it('serves each copy with its type, its size and a year of immutable caching; the original unchanged', async () => {
    const set = (await call(ctx, 'GET', `/api/product/${productId}/public-data`)).json().imageSets.img1;
    for (const [format, srcset] of [
      ['avif', set.avif],
      ['webp', set.webp],
    ] as const) {
      for (const [url, w] of urlsOf(srcset)) {
        const res = await call(ctx, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(`${meta.width}w`).toBe(w);
        expect(meta.height).toBe(Math.round((meta.width! * 1333) / 2000));
        expect(res.rawPayload.length).toBeLessThan(PHOTO.length);
      }
    }
    const original = await call(ctx, 'GET', set.src);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(PHOTO)).toBe(true);
  });

  it('a phone (480 px copy) gets a small part of the original’s bytes', async () => {
    const set = (await call(ctx, 'GET', `/api/product/${productId}/public-data`)).json().imageSets.img1;
    const [phoneAvif] = urlsOf(set.avif)[0]!;
    const bytes = (await call(ctx, 'GET', phoneAvif)).rawPayload.length;
    expect(bytes * 10).toBeLessThan(PHOTO.length);
  });
});

describe('bad images', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await newProduct(ctx, t.superuser, issuer)).id;
  });
  const upload = (files: Record<string, UploadPart>) =>
    update(ctx, t.superuser, productId, formOf({ name: 'Nicht gespeichert' }, files));

  it.each<[string, () => Promise<Buffer>, string, string]>([
    [
      'a JPEG cut off after its header',
      async () => PHOTO.subarray(0, 2000),
      'foto.jpg',
      fileTexts.notAnImage,
    ],
    [
      'a decompression bomb (48 megapixels of black in 140 KB)',
      () =>
        sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      'bombe.png',
      fileTexts.tooManyPixels(MAX_IMAGE_PIXELS / 1_000_000),
    ],
  ])('refuses %s with a German 400 and stores nothing', async (_, bytes, name, message) => {
    const before = await fileCount();
    expectProblem(await upload({ img1: { bytes: await bytes(), name } }), 400, message, { img1: message });
    expect(await fileCount()).toBe(before);
    const p = (await call(ctx, 'GET', `/api/product/${productId}`, { token: t.superuser })).json();
    expect(p.name).not.toBe('Nicht gespeichert');
  });
});

describe('images stored before decision 038', () => {
  it('get their copies from the backfill; an unreadable one is marked and not tried again', async () => {
    const saved = await ctx.app.deps.files.save(ctx.database.db, {
      buffer: PHOTO,
      originalName: 'alt.jpg',
      check: { label: 'Bild', extensions: ['jpg'] },
      visibility: 'public',
    });
    // as an upload of an older version left it: no size, no copies
    await ctx.database.db
      .update(storedFiles)
      .set({ variants: null, width: null, height: null })
      .where(eq(storedFiles.id, saved.id));
    // and bytes that do not decode (a PDF recorded as a public PNG)
    const broken = await ctx.app.deps.files.save(ctx.database.db, {
      buffer: PDF,
      originalName: 'kaputt.pdf',
      check: { label: 'Dokument', extensions: ['pdf'] },
    });
    await ctx.database.db
      .update(storedFiles)
      .set({ contentType: 'image/png', visibility: 'public' })
      .where(eq(storedFiles.id, broken.id));
    expect((await ctx.app.deps.files.imageSets([saved.id])).get(saved.id)).toMatchObject({ avif: null });

    while ((await ctx.app.deps.files.addMissingVariants(5)) > 0);
    const set = (await ctx.app.deps.files.imageSets([saved.id])).get(saved.id)!;
    expect(set).toMatchObject({ width: 2000, height: 1333 });
    expect(set.webp).toMatch(/ 480w, .* 960w, .* 1600w$/);
    const [marked] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, broken.id));
    expect(marked!.variants).toEqual([]);
    expect((await ctx.app.deps.files.imageSets([broken.id])).get(broken.id)).toMatchObject({ webp: null });
  });
});
