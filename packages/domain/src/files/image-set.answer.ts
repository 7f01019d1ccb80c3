import { z } from 'zod';
import type { ImageSet } from './images.ts';

/** The answer schema of an `ImageSet` (kept out of the package's index: the web entry must not load zod). */
export const imageSetAnswer = z.object({
  src: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  avif: z.string().nullable(),
  webp: z.string().nullable(),
}) satisfies z.ZodType<ImageSet>;
