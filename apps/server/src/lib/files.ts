import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  AppError,
  checkFile,
  type FileCheck,
  fileTexts,
  type ImageSet,
  VARIANT_IMAGE_EXTENSIONS,
} from '@zp/domain';
import { AwsClient } from 'aws4fetch';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Executor } from '../db/client.ts';
import { selectById } from '../db/prepared.ts';
import { storedFiles } from '../db/schema/index.ts';
import type { ImageVariant } from '../db/schema/platform.ts';
import { type ImageChild, ImageChildError, type ImageChildOptions, withImageChild } from './image-child.ts';
import type { MadeImage } from './image-variants.ts';
import type { JobQueue } from './jobs.ts';

/** A stored file's row by id, prepared once (decision 055): every document read and download asks. */
const fileById = selectById(storedFiles, 'zp_stored_file');

/** The job making a public image's resized copies after its upload committed (decision 038). */
export const IMAGE_VARIANTS_JOB = 'files.image-variants';

export type StoredFile = typeof storedFiles.$inferSelect;

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** What the bytes must look like for an extension; `null` means a text format file-type cannot sniff. */
const SNIFFED: Record<string, readonly string[] | null> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  ico: ['ico', 'cur', 'png'],
  docx: ['docx', 'zip'],
  gif: ['gif'],
  webp: ['webp'],
  csv: null,
  txt: null,
  xml: null,
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
  xml: 'application/xml',
};

export interface SaveInput {
  buffer: Buffer;
  originalName: string;
  check: FileCheck;
  visibility?: 'public' | 'private';
  ownerUserId?: number | null;
  /**
   * The displayed size of a public image the server generated itself (the demo seed's PNGs): taken as it is, its
   * bytes are not decoded before they are stored (an upload's always are). Its copies are made by the job as usual.
   */
  imageSize?: { width: number; height: number };
}

/** Stores uploads on local disk under DATA_DIR/files, or in an S3-compatible bucket when configured. */
export class FileStore {
  private readonly s3: AwsClient | null;

  constructor(
    private readonly db: Db,
    private readonly rootDir: string,
    private readonly s3Config?: S3Config,
    /** Where the copies of new public images are made; without it, the `files.image-variants` schedule does. */
    private readonly jobs?: JobQueue,
    /** Options of the child processes that read and resize images (their time limit per image). */
    private readonly imageChild: ImageChildOptions = {},
  ) {
    this.s3 = s3Config
      ? new AwsClient({
          accessKeyId: s3Config.accessKeyId,
          secretAccessKey: s3Config.secretAccessKey,
          region: s3Config.region,
          service: 's3',
        })
      : null;
  }

  /**
   * Validates name, size and content (magic bytes), then stores the bytes and a row. A public raster image is
   * decoded as well (a 400 when it is none, or too many pixels) and gets resized WebP/AVIF copies (decision 038);
   * its own bytes are stored unchanged.
   */
  async save(exec: Executor, input: SaveInput): Promise<StoredFile> {
    const ext = await this.validate(input);
    const visibility = input.visibility ?? 'private';
    const isImage = visibility === 'public' && VARIANT_IMAGE_EXTENSIONS.includes(ext);
    // Only checked and measured here (in a child process, like the copies); the copies are made by a job after the
    // transaction (encoding AVIF takes seconds, which no open transaction should wait for).
    const size = isImage ? (input.imageSize ?? (await this.readImageSize(input.buffer))) : null;
    const originalName = path.basename(input.originalName).slice(0, 200);
    const row = await this.insert(exec, input.buffer, {
      originalName,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      visibility,
      ownerUserId: input.ownerUserId ?? null,
      width: size?.width ?? null,
      height: size?.height ?? null,
      variants: null,
    });
    if (isImage && this.jobs)
      await this.jobs.enqueue(
        exec,
        IMAGE_VARIANTS_JOB,
        { fileId: row.id },
        { singletonKey: `variants:${row.id}` },
      );
    return row;
  }

  /**
   * Makes and records the resized copies of one public image that has none yet (the job after an upload, and the
   * schedule for older images), in a child process (`child`, or one started for this image). An image that cannot
   * be decoded gets an empty list and is not tried again; a crash or timeout of the child (ImageChildError) is
   * thrown, so that the job is retried later.
   */
  async addVariants(row: StoredFile, child?: ImageChild): Promise<void> {
    const image = child
      ? await this.makeVariants(row, child)
      : await withImageChild((c) => this.makeVariants(row, c), this.imageChild);
    await this.db.transaction(async (tx) => {
      const variants = image ? await this.saveVariants(tx, row.originalName, image, row.ownerUserId) : [];
      await tx
        .update(storedFiles)
        .set({ variants, width: image?.width ?? row.width, height: image?.height ?? row.height })
        .where(and(eq(storedFiles.id, row.id), isNull(storedFiles.variants)));
    });
  }

  /**
   * Makes the resized copies of public images that have none (stored before decision 038, or whose job was lost),
   * up to `limit` a call, in one child process. Answers how many images were looked at. Images whose child crashed
   * or timed out are added to `failed`, keep no copies and are left out of further calls with the same set (the
   * next schedule run tries them again). A second instance doing the same at once only leaves unused copies
   * behind (the row is updated only while it has none), which the orphan sweep cannot see but are never served.
   */
  async addMissingVariants(limit = 20, failed = new Set<string>()): Promise<number> {
    const rows = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.visibility, 'public'),
          isNull(storedFiles.variants),
          inArray(storedFiles.contentType, ['image/png', 'image/jpeg', 'image/webp']),
          failed.size > 0 ? notInArray(storedFiles.id, [...failed]) : undefined,
        ),
      )
      .limit(limit);
    if (rows.length === 0) return 0;
    await withImageChild(async (child) => {
      for (const row of rows)
        await this.addVariants(row, child).catch((err) => {
          if (!(err instanceof ImageChildError)) throw err;
          failed.add(row.id);
        });
    }, this.imageChild);
    return rows.length;
  }

  /** The `ImageSet`s (URL, size, srcset strings) of public files by id, for answers that show images. */
  async imageSets(ids: readonly (string | null | undefined)[]): Promise<Map<string, ImageSet>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id && /^[0-9a-f-]{36}$/i.test(id)))];
    const sets = new Map<string, ImageSet>();
    if (wanted.length === 0) return sets;
    const rows = await this.db
      .select({
        id: storedFiles.id,
        width: storedFiles.width,
        height: storedFiles.height,
        variants: storedFiles.variants,
      })
      .from(storedFiles)
      .where(and(inArray(storedFiles.id, wanted), eq(storedFiles.visibility, 'public')));
    for (const row of rows) sets.set(row.id, toImageSet(row.id, row));
    return sets;
  }

  /**
   * Checks an upload is a decodable image of at most MAX_IMAGE_PIXELS and answers its size (a German 400 if not), in
   * a child process: the server process never loads libvips (decision 038, "Memory"). A crash of the child is the
   * server's fault, answered as 503 (try again), not as a bad image.
   */
  private async readImageSize(buffer: Buffer): Promise<{ width: number; height: number }> {
    try {
      return await withImageChild((child) => child.readSize(buffer), this.imageChild);
    } catch (err) {
      if (err instanceof ImageChildError) throw new AppError('UNAVAILABLE', { internal: err.message });
      throw err;
    }
  }

  /** The copies of a stored image, or null when its bytes are gone or are no image (nothing to retry). */
  private async makeVariants(row: StoredFile, child: ImageChild): Promise<MadeImage | null> {
    const bytes = await this.readBytes(row).catch(() => null);
    if (!bytes) return null;
    return child.makeVariants(bytes).catch((err) => {
      if (err instanceof ImageChildError) throw err;
      return null;
    });
  }

  private async saveVariants(
    exec: Executor,
    originalName: string,
    image: MadeImage,
    ownerUserId: number | null | undefined,
  ): Promise<ImageVariant[]> {
    const stem = originalName.replace(/\.[^.]*$/, '');
    const saved: ImageVariant[] = [];
    for (const v of image.variants) {
      const row = await this.insert(exec, v.buffer, {
        originalName: `${stem}-${v.width}.${v.format}`,
        contentType: `image/${v.format}`,
        visibility: 'public',
        ownerUserId: ownerUserId ?? null,
        width: v.width,
        height: v.height,
        variants: [],
      });
      saved.push({ fileId: row.id, format: v.format, width: v.width, height: v.height });
    }
    return saved;
  }

  private async insert(
    exec: Executor,
    buffer: Buffer,
    fields: Pick<
      StoredFile,
      'originalName' | 'contentType' | 'visibility' | 'ownerUserId' | 'width' | 'height' | 'variants'
    >,
  ): Promise<StoredFile> {
    const id = crypto.randomUUID();
    const key = `${new Date().toISOString().slice(0, 7)}/${id}`;
    await this.writeBytes(key, buffer);
    const [row] = await exec
      .insert(storedFiles)
      .values({
        id,
        storage: this.s3 ? 's3' : 'local',
        key,
        sizeBytes: buffer.length,
        sha256: createHash('sha256').update(buffer).digest('hex'),
        ...fields,
      })
      .returning();
    return row!;
  }

  /** Returns the extension on success; throws a 400 AppError with the German message otherwise. */
  async validate(input: Pick<SaveInput, 'buffer' | 'originalName' | 'check'>): Promise<string> {
    const message = checkFile(input.originalName, input.buffer.length, input.check);
    if (message) throw new AppError('VALIDATION', { detail: message });
    const ext = input.originalName.toLowerCase().split('.').pop() ?? '';
    const expected = SNIFFED[ext];
    if (expected === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    if (expected !== null) {
      const sniffed = await fileTypeFromBuffer(input.buffer);
      if (!sniffed || !expected.includes(sniffed.ext)) {
        throw new AppError('VALIDATION', { detail: fileTexts.wrongContent });
      }
    }
    return ext;
  }

  /**
   * Removes stored bytes that no row points at: an upload is written before its row is inserted, so a request
   * whose transaction rolled back leaves its bytes behind. Only files older than `minAgeMs` are considered
   * (a younger one may belong to a transaction still open). Local disk only: for an S3 bucket, the orphaned
   * objects are left to a lifecycle rule (see docs/operations.md). Returns the number of files removed.
   */
  async sweepOrphans(minAgeMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
    if (this.s3) return 0;
    let months: string[];
    try {
      months = await fs.readdir(this.rootDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const month of months.filter((m) => /^\d{4}-\d{2}$/.test(m))) {
      const dir = path.join(this.rootDir, month);
      const candidates: string[] = [];
      for (const name of await fs.readdir(dir)) {
        if (!/^[0-9a-f-]{36}$/i.test(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile() && now - stat.mtimeMs >= minAgeMs) candidates.push(name);
      }
      for (let i = 0; i < candidates.length; i += 500) {
        const batch = candidates.slice(i, i + 500);
        const known = new Set(
          (
            await this.db
              .select({ id: storedFiles.id })
              .from(storedFiles)
              .where(inArray(storedFiles.id, batch))
          ).map((r) => r.id),
        );
        for (const name of batch.filter((n) => !known.has(n))) {
          await fs.rm(path.join(dir, name), { force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  /** Pass the open transaction as `exec` inside one (the embedded database has a single connection). */
  async find(id: string, exec: Executor = this.db): Promise<StoredFile | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return fileById(exec, id);
  }

  async read(id: string, exec: Executor = this.db): Promise<{ meta: StoredFile; buffer: Buffer }> {
    const meta = await this.find(id, exec);
    if (!meta) throw new AppError('NOT_FOUND');
    return { meta, buffer: await this.readBytes(meta) };
  }

  /** The stored bytes as a stream (large files, archives): nothing is held in memory beyond the stream's buffer. */
  async openStream(meta: StoredFile): Promise<Readable> {
    if (meta.storage === 's3') {
      if (!this.s3) throw new Error('file is in S3 but S3 is not configured');
      const res = await this.s3.fetch(this.objectUrl(meta.key));
      if (!res.ok || !res.body) throw new Error(`S3 download failed with ${res.status}`);
      return Readable.fromWeb(res.body as Parameters<typeof Readable.fromWeb>[0]);
    }
    return createReadStream(path.join(this.rootDir, meta.key));
  }

  /**
   * Deletes a file for good (the retention job, when a legal period has ended; decision 035): its row in the
   * transaction given, its bytes at once (bytes whose row survives a rollback read as missing, never as another
   * file's). Unknown ids are ignored. Answers whether a file was removed.
   */
  async remove(id: string, exec: Executor = this.db): Promise<boolean> {
    const meta = await this.find(id, exec);
    if (!meta) return false;
    for (const variant of meta.variants ?? []) await this.remove(variant.fileId, exec);
    await exec.delete(storedFiles).where(eq(storedFiles.id, meta.id));
    if (meta.storage === 's3') {
      if (!this.s3) throw new Error('file is in S3 but S3 is not configured');
      const res = await this.s3.fetch(this.objectUrl(meta.key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed with ${res.status}`);
    } else {
      await fs.rm(path.join(this.rootDir, meta.key), { force: true });
    }
    return true;
  }

  private objectUrl(key: string): string {
    const c = this.s3Config!;
    return `${c.endpoint.replace(/\/$/, '')}/${c.bucket}/${key}`;
  }

  private async writeBytes(key: string, buffer: Buffer): Promise<void> {
    if (this.s3) {
      const res = await this.s3.fetch(this.objectUrl(key), { method: 'PUT', body: buffer });
      if (!res.ok) throw new Error(`S3 upload failed with ${res.status}`);
      return;
    }
    const file = path.join(this.rootDir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, buffer);
  }

  private async readBytes(meta: StoredFile): Promise<Buffer> {
    if (meta.storage === 's3') {
      if (!this.s3) throw new Error('file is in S3 but S3 is not configured');
      const res = await this.s3.fetch(this.objectUrl(meta.key));
      if (!res.ok) throw new Error(`S3 download failed with ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    }
    return fs.readFile(path.join(this.rootDir, meta.key));
  }
}

/** Public URL under which a public file is served. */
export const fileUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}` : null);

const srcSet = (variants: ImageVariant[], format: ImageVariant['format']): string | null =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${fileUrl(v.fileId)} ${v.width}w`)
    .join(', ') || null;

/** An image's URL, size and `srcset` strings of its copies (both null while it has none). */
export function toImageSet(
  id: string,
  row: { width: number | null; height: number | null; variants: ImageVariant[] | null },
): ImageSet {
  const variants = row.variants ?? [];
  return {
    src: fileUrl(id)!,
    width: row.width,
    height: row.height,
    avif: srcSet(variants, 'avif'),
    webp: srcSet(variants, 'webp'),
  };
}
