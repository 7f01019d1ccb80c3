import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FileCheck, fileTexts, MAX_UPLOAD_BYTES } from '@zp/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const LOGO: FileCheck = { label: 'Logo', extensions: ['png', 'jpg', 'jpeg'] };
const WRONG_EXT = 'Logo Datei muss mit .png oder .jpg oder .jpeg enden.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const save = (
  buffer: Buffer,
  originalName: string,
  extra: { visibility?: 'public' | 'private'; check?: FileCheck } = {},
) =>
  ctx.app.deps.files.save(ctx.database.db, {
    buffer,
    originalName,
    check: extra.check ?? LOGO,
    visibility: extra.visibility,
  });
const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(storedFiles))[0]!.n;
const filesDir = () => path.join(ctx.dataDir, 'files');

describe('FileStore.save', () => {
  it('stores a real PNG under DATA_DIR/files with its checksum', async () => {
    expect(PNG.subarray(1, 4).toString()).toBe('PNG');
    const row = await save(PNG, '../../etc/Firmen Logo.PNG', { visibility: 'public' });
    expect(row).toMatchObject({
      storage: 'local',
      originalName: 'Firmen Logo.PNG',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      visibility: 'public',
      ownerUserId: null,
    });
    expect(row.key).toMatch(new RegExp(`^\\d{4}-\\d{2}/${row.id}$`));
    const stored = path.join(filesDir(), row.key);
    expect(fs.readFileSync(stored).equals(PNG)).toBe(true);
    expect(path.relative(filesDir(), stored).startsWith('..')).toBe(false);
  });

  it('stores a JPEG as image/jpeg and keeps files private by default', async () => {
    const row = await save(JPEG, 'foto.jpeg');
    expect(row).toMatchObject({ contentType: 'image/jpeg', visibility: 'private' });
  });

  it.each<[string, Buffer, string, string]>([
    ['a GIF for a logo', GIF, 'logo.gif', WRONG_EXT],
    ['a file without extension', PNG, 'logo', WRONG_EXT],
    [
      'text renamed to .png',
      Buffer.from('Das ist kein Bild, nur Text.\n'),
      'logo.png',
      fileTexts.wrongContent,
    ],
    ['a PNG renamed to .jpg', PNG, 'logo.jpg', fileTexts.wrongContent],
    ['an empty .png', Buffer.alloc(0), 'leer.png', fileTexts.wrongContent],
  ])('refuses %s with the German message and stores nothing', async (_what, buffer, name, detail) => {
    const rowsBefore = await rowCount();
    await expect(save(buffer, name)).rejects.toMatchObject({ status: 400, code: 'VALIDATION', detail });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('accepts exactly the size limit and refuses one byte more', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length)]);
    expect(atLimit.length).toBe(12428800);
    const row = await save(atLimit, 'gross.png');
    expect(row.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    expect(fs.statSync(path.join(filesDir(), row.key)).size).toBe(MAX_UPLOAD_BYTES);

    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    await expect(save(over, 'zu-gross.png')).rejects.toMatchObject({
      status: 400,
      detail: 'Ihre Datei ist größer als 12428800 bytes',
    });
  });

  it('refuses a type the store cannot check with 415', async () => {
    await expect(
      save(Buffer.from('MZ'), 'tool.exe', { check: { label: 'Datei', extensions: ['exe'] } }),
    ).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('GET /api/files/:id', () => {
  it('serves a public file with its content type', async () => {
    const row = await save(PNG, 'logo.png', { visibility: 'public' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('hides private files and unknown ids behind a German 404', async () => {
    const secret = await save(PNG, 'ausweis.png', { visibility: 'private' });
    for (const id of [secret.id, randomUUID()]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe('Die angeforderte Ressource wurde nicht gefunden.');
      expect(res.rawPayload.includes(PNG)).toBe(false);
    }
  });

  it.each(['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', `${randomUUID()}x`])(
    'answers %s with a 400 problem',
    async (id) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        status: 400,
        errors: { id: 'Dieser Text hat nicht das korrekte Format' },
      });
    },
  );
});

describe('FileStore.sweepOrphans', () => {
  it('removes old bytes without a row and keeps stored files and young uploads', async () => {
    const kept = await save(PNG, 'kept.png');
    const month = path.join(filesDir(), '2026-01');
    fs.mkdirSync(month, { recursive: true });
    const orphan = path.join(month, randomUUID());
    const young = path.join(month, randomUUID());
    fs.writeFileSync(orphan, PNG);
    fs.writeFileSync(young, PNG);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(orphan, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(path.join(filesDir(), kept.key), twoHoursAgo, twoHoursAgo);

    expect(await ctx.app.deps.files.sweepOrphans()).toBe(1);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect((await ctx.app.deps.files.read(kept.id)).buffer.equals(PNG)).toBe(true);
  });

  it('leaves the bytes of an upload whose transaction rolled back to the sweep', async () => {
    let key = '';
    await ctx.database.db
      .transaction(async (tx) => {
        key = (await ctx.app.deps.files.save(tx, { buffer: PNG, originalName: 'x.png', check: LOGO })).key;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const stored = path.join(filesDir(), key);
    expect(fs.existsSync(stored)).toBe(true);
    const later = Date.now() + 2 * 60 * 60 * 1000;
    // Two hours later: the rolled-back upload (and the young orphan of the previous test) are gone.
    expect(await ctx.app.deps.files.sweepOrphans(60 * 60 * 1000, later)).toBe(2);
    expect(fs.existsSync(stored)).toBe(false);
    expect(await rowCount()).toBeGreaterThan(0);
  });
});
