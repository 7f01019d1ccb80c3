import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageSet } from '@zp/domain';

export interface ResponsiveImageProps {
  /** The image's sizes and resized copies from the API; without copies only `src` is used. */
  set: ImageSet | null | undefined;
  /** Used when `set` is missing (an answer without image sets). */
  src?: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the smallest copy that suffices. */
  sizes: string;
  /** Lazy below the fold; the hero (largest paint) loads eagerly and first. */
  priority?: boolean;
  /** The box it is shown in (width/height or aspect-ratio, object-fit): it is reserved before the bytes arrive. */
  sx?: SxProps<Theme>;
  testId?: string;
}

/** The image fills the picture's box; object-fit and -position are the box's (set through `sx`). */
const FILL = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'inherit',
  objectPosition: 'inherit',
} as const;

/**
 * A public image as `<picture>`: AVIF, then WebP copies at 480/960/1600 px (`srcset` + `sizes`), the original as the
 * fallback; `width`/`height` carry the original's aspect ratio, so nothing moves when it arrives (decision 038).
 * `sx` styles the picture (the box the image fills): the styles stay outside `<picture>` when rendered on the
 * server, where only `<source>` and `<img>` belong.
 */
export function ResponsiveImage({ set, src, alt, sizes, priority, sx, testId }: ResponsiveImageProps) {
  const url = set?.src ?? src;
  if (!url) return null;
  return (
    <Box
      component="picture"
      sx={[{ display: 'block', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {set?.avif && <source type="image/avif" srcSet={set.avif} sizes={sizes} />}
      {set?.webp && <source type="image/webp" srcSet={set.webp} sizes={sizes} />}
      <img
        src={url}
        alt={alt}
        width={set?.width ?? undefined}
        height={set?.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        data-testid={testId}
        style={FILL}
      />
    </Box>
  );
}
