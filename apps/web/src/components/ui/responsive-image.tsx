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

/**
 * A public image as `<picture>`: AVIF, then WebP copies at 480/960/1600 px (`srcset` + `sizes`), the original as the
 * fallback; `width`/`height` carry the original's aspect ratio, so nothing moves when it arrives (decision 038).
 */
export function ResponsiveImage({ set, src, alt, sizes, priority, sx, testId }: ResponsiveImageProps) {
  const url = set?.src ?? src;
  if (!url) return null;
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {set?.avif && <source type="image/avif" srcSet={set.avif} sizes={sizes} />}
      {set?.webp && <source type="image/webp" srcSet={set.webp} sizes={sizes} />}
      <Box
        component="img"
        src={url}
        alt={alt}
        width={set?.width ?? undefined}
        height={set?.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' } : {})}
        data-testid={testId}
        sx={[{ display: 'block', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Box>
  );
}
