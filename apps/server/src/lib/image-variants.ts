// the domain's own files, not its index: the image child process (image-child-entry.ts) starts faster without the
// whole domain (its contracts and zod schemas), especially under tsx in tests
import { AppError } from '@zp/domain/errors/app-error';
import { MAX_IMAGE_PIXELS, variantWidthsFor } from '@zp/domain/files/images';
import { fileTexts } from '@zp/domain/texts/de/common';
import sharp from 'sharp';

export interface MadeVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  buffer: Buffer;
}

export interface MadeImage {
  /** Displayed size of the original (after its EXIF orientation). */
  width: number;
  height: number;
  variants: MadeVariant[];
}

// The server encodes a few images now and then, in a job: libvips' operation cache (up to 50 MB) and one worker
// thread per core (each with its own malloc arena) would stay in the process's memory for good (the idle server
// grew by ~170 MiB after the demo images' copies; issue 21's export memory target counts the whole process).
sharp.cache(false);
sharp.concurrency(1);

/** Quality settings chosen for photos on phones: visually equal to the JPEG at a third to a fifth of its bytes. */
const WEBP = { quality: 75, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2 } as const;

const open = (buffer: Buffer) =>
  // failOn 'error': a truncated JPEG whose decoder only warns is still shown by browsers, so resize it too.
  sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });

/** A sharp failure as the German 400 an uploader can act on (never a 500: the bytes are the uploader's). */
function unreadable(err: unknown): AppError {
  const message = err instanceof Error ? err.message : String(err);
  const detail = /pixel limit/i.test(message)
    ? fileTexts.tooManyPixels(MAX_IMAGE_PIXELS / 1_000_000)
    : fileTexts.notAnImage;
  return new AppError('VALIDATION', { detail });
}

/**
 * Checks an upload is a decodable image of at most MAX_IMAGE_PIXELS (refused before decoding) and answers its
 * displayed size: quick (the decoder shrinks JPEGs on load), so an upload does not wait for its copies.
 */
export async function readImageSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await open(buffer).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) throw new Error('no size');
    if (width * height > MAX_IMAGE_PIXELS) throw new Error('Input image exceeds pixel limit');
    // decodes every byte (a cut or corrupt file fails here), at a small size
    await open(buffer).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer();
    return { width, height };
  } catch (err) {
    throw unreadable(err);
  }
}

/**
 * Decodes an uploaded image (refusing more than MAX_IMAGE_PIXELS before decoding) and makes its resized WebP and
 * AVIF copies at `variantWidthsFor(width)`, upright (EXIF orientation applied) and without metadata (no camera or
 * GPS data leaves with a public copy). Throws a 400 AppError with a German message for bytes that are no image.
 */
export async function makeImageVariants(buffer: Buffer): Promise<MadeImage> {
  const { width, height } = await readImageSize(buffer);
  const variants: MadeVariant[] = [];
  try {
    for (const target of variantWidthsFor(width)) {
      const resized = open(buffer).rotate().resize({ width: target, withoutEnlargement: true });
      for (const format of ['avif', 'webp'] as const) {
        const pipeline = resized.clone();
        const { data, info } = await (format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP)).toBuffer(
          {
            resolveWithObject: true,
          },
        );
        variants.push({ format, width: info.width, height: info.height, buffer: data });
      }
    }
  } catch (err) {
    throw unreadable(err);
  }
  return { width, height, variants };
}
