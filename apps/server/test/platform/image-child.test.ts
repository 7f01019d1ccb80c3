// Decision 038, "Memory": images are decoded and encoded in a short-lived child process, so that libvips' working
// memory never stays in the server process. A crash or timeout of the child is a fault to retry, never a bad image
// and never a crash of the server; bytes that are no image get an empty list of copies (not retried).
import path from 'node:path';
import { fileTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.ts';
import { FileStore, type StoredFile } from '../../src/lib/files.ts';
import { ImageChild, ImageChildError, withImageChild } from '../../src/lib/image-child.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { PDF } from '../support/files.ts';

let ctx: TestContext;
let PHOTO: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  PHOTO = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx?.close());

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (event-loop turns, no clock) until the child of `image` has been started for a request in flight. */
async function startedPid(image: ImageChild): Promise<number> {
  while (image.lastPid === undefined) await new Promise((r) => setImmediate(r));
  return image.lastPid;
}

const CHECK = { label: 'Bild', extensions: ['jpg'] };
const storePhoto = async (files: FileStore): Promise<StoredFile> => {
  const row = await files.save(ctx.database.db, {
    buffer: PHOTO,
    originalName: 'foto.jpg',
    check: CHECK,
    visibility: 'public',
  });
  expect(row).toMatchObject({ width: 1200, height: 800, variants: null });
  return row;
};
const variantsOf = async (id: string) =>
  (await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]!.variants;

describe('ImageChild', () => {
  it('makes the copies in another process, which has exited when the work is done', async () => {
    let pid = 0;
    const made = await withImageChild(async (image) => {
      const result = await image.makeVariants(PHOTO);
      pid = image.lastPid!;
      return result;
    });
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(isAlive(pid)).toBe(false);
    expect(made).toMatchObject({ width: 1200, height: 800 });
    expect(made.variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual([
      'avif 480×320',
      'webp 480×320',
      'avif 960×640',
      'webp 960×640',
      'avif 1200×800',
      'webp 1200×800',
    ]);
    expect(Buffer.isBuffer(made.variants[0]!.buffer)).toBe(true);
    expect((await sharp(made.variants[1]!.buffer).metadata()).format).toBe('webp');
  });

  it('answers bytes that are no image with the German 400, and the child lives on', async () => {
    await withImageChild(async (image) => {
      await expect(image.readSize(PDF)).rejects.toMatchObject({
        code: 'VALIDATION',
        detail: fileTexts.notAnImage,
      });
      const pid = image.lastPid;
      expect(await image.readSize(PHOTO)).toEqual({ width: 1200, height: 800 });
      expect(image.lastPid).toBe(pid);
    });
  });

  it('a killed child fails its request with ImageChildError; the next request gets a new child', async () => {
    await withImageChild(async (image) => {
      const pending = image.makeVariants(PHOTO);
      const first = await startedPid(image);
      process.kill(first, 'SIGKILL');
      await expect(pending).rejects.toThrow(ImageChildError);
      await expect(pending).rejects.toThrow(/SIGKILL/);
      expect(await image.readSize(PHOTO)).toEqual({ width: 1200, height: 800 });
      expect(image.lastPid).not.toBe(first);
    });
  });

  it('a child that does not answer in time is killed', async () => {
    const image = new ImageChild({ timeoutMs: 1 });
    const pending = image.makeVariants(PHOTO);
    const pid = await startedPid(image);
    await expect(pending).rejects.toThrow(/no answer within 1 ms/);
    await image.close();
    expect(isAlive(pid)).toBe(false);
  });
});

describe('FileStore with the image child', () => {
  // a child that never answers in time: every image "crashes"
  const crashing = () =>
    new FileStore(ctx.database.db, path.join(ctx.dataDir, 'files'), undefined, undefined, { timeoutMs: 1 });

  it('a crash while checking an upload is a 503, and nothing is stored', async () => {
    await expect(
      crashing().save(ctx.database.db, {
        buffer: PHOTO,
        originalName: 'foto.jpg',
        check: CHECK,
        visibility: 'public',
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
  });

  it('a crash while making copies is thrown (the job retries) and leaves the image without a list', async () => {
    const row = await storePhoto(ctx.app.deps.files);
    await expect(crashing().addVariants(row)).rejects.toThrow(ImageChildError);
    expect(await variantsOf(row.id)).toBeNull();
    // the retry, with a working child
    await ctx.app.deps.files.addVariants(row);
    expect((await variantsOf(row.id))?.map((v) => v.width)).toEqual([480, 480, 960, 960, 1200, 1200]);
  });

  it('the schedule skips images whose child crashed for the rest of its run, and tries them next time', async () => {
    const row = await storePhoto(ctx.app.deps.files);
    const failed = new Set<string>();
    const store = crashing();
    let looked = 0;
    for (
      let n = await store.addMissingVariants(20, failed);
      n > 0;
      n = await store.addMissingVariants(20, failed)
    )
      looked += n;
    expect(looked).toBeGreaterThanOrEqual(1);
    expect(failed.has(row.id)).toBe(true);
    expect(await variantsOf(row.id)).toBeNull();
    // the next run (a new set), with a working child
    while ((await ctx.app.deps.files.addMissingVariants(20, new Set())) > 0);
    expect((await variantsOf(row.id))?.length).toBe(6);
  });
});
