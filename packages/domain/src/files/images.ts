/** Widths (px) of the resized copies made of every public image (decision 038): phone, tablet/2× phone, desktop. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * Largest image (in pixels) that is decoded at all: 40 megapixels (8000 × 5000) are more than any camera photo a
 * provider uploads, and stop decompression bombs (a small file that would unpack to gigabytes) before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Extensions whose public uploads get resized WebP/AVIF copies (not favicons, not GIFs). */
export const VARIANT_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'webp'];

/**
 * What a page needs to show a public image without layout shift and at the size the screen needs: the original's
 * URL and pixel size, and `srcset` strings of the resized AVIF and WebP copies ("url 480w, url 960w"), null while
 * none exist.
 */
export interface ImageSet {
  src: string;
  width: number | null;
  height: number | null;
  avif: string | null;
  webp: string | null;
}

/** The widths a copy is made at for an image `width` px wide: the standard ones clearly below it, and its own width (capped). */
export function variantWidthsFor(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width * 0.8);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * The `sizes` of the public pages' images (how wide each is shown), one list for the app and the server's first
 * paint (decision 039), so both pick the same copy and the app's image is a cache hit.
 */
export const PUBLIC_IMAGE_SIZES = {
  hero: '(min-width: 1200px) 1152px, 100vw',
  card: '(min-width: 1200px) 376px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw',
  cardLogo: '160px',
  logo: '96px',
} as const;
