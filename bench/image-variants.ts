// What the resized copies of an uploaded photo weigh against the original (issue 22, decision 038), and how long
// making them takes: the server's own code (real sharp). IMAGE=path measures a file of your own; by default a
// photo-like JPEG made here (smooth colour waves with fine grain, as a camera picture compresses), 1600 × 1067 px.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { makeImageVariants } from '../apps/server/src/lib/image-variants.ts';
import { heading, isMain, kib, printTable } from './lib/format.ts';

// sharp is the server's dependency, not the bench's: load it from there
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp').default;

async function photoLike(width = 1600, height = 1067): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 22;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 24) - 12;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = 128 + 90 * Math.sin(x / 67 + y / 151) + grain();
      raw[i + 1] = 128 + 80 * Math.sin(y / 43 - x / 211) + grain();
      raw[i + 2] = 128 + 70 * Math.cos((x + y) / 109) + grain();
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function runImageVariants(): Promise<void> {
  const original = process.env.IMAGE ? await fs.readFile(process.env.IMAGE) : await photoLike();
  const started = performance.now();
  const made = await makeImageVariants(original);
  const ms = performance.now() - started;
  heading(
    `Resized copies of a ${made.width} × ${made.height} px photo (${kib(original.length)} KiB), made in ${Math.round(ms)} ms`,
  );
  printTable(
    ['copy', 'size px', 'KiB', '% of original'],
    [
      ['original (JPEG/PNG, kept unchanged)', `${made.width}×${made.height}`, kib(original.length), '100'],
      ...made.variants.map((v) => [
        `${v.format} ${v.width} w`,
        `${v.width}×${v.height}`,
        kib(v.buffer.length),
        ((100 * v.buffer.length) / original.length).toFixed(1),
      ]),
    ],
  );
}

if (isMain(import.meta.url)) await runImageVariants();
