// Text for generated PDFs in any script. The PDF standard fonts (Helvetica) know only Windows-1252: a provider
// named "Łódź Invest GmbH", "Şahin", "Ω" or with an emoji made pdf-lib throw and the booking fail (issue 15). Here
// each character is drawn with the first embedded font that has it: DejaVu Sans (Latin, Greek, Cyrillic, many
// symbols; @fontsource/dejavu-sans ships the whole font as WOFF) and Noto Emoji (@fontsource/noto-emoji, in
// slices). Fonts are embedded as subsets, and only when a text needs them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export type Weight = 'regular' | 'bold';

interface FontFile {
  bytes: Uint8Array;
  font: ReturnType<typeof fontkit.create>;
}

const require = createRequire(import.meta.url);
/** The `files/` folder of a @fontsource package (its package.json exports only LICENSE besides CSS). */
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files');

/**
 * WOFF 1.0 → TrueType (the same tables, inflated). fontkit reads WOFF too, but inflates a table on every glyph it
 * loads: an invoice took 3 s. Converted once at start, a glyph costs microseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [4, 8, 12].map((o) => woff.readUInt32BE(at + o)) as [
      number,
      number,
      number,
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : raw,
    };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/**
 * The font with its latest layouts kept (a few hundred texts). pdf-lib lays a text out twice in a row — to encode it
 * for drawText, then again for its width — and fontkit's layout (shaping) is the cost of a PDF line. A layout
 * depends only on the font, the text and the features, and pdf-lib only reads it (glyph ids, advance widths).
 */
function withRecentLayouts(font: FontFile['font']): FontFile['font'] {
  const layout = font.layout.bind(font);
  const recent = new Map<string, ReturnType<typeof layout>>();
  font.layout = ((text: string, ...rest: unknown[]) => {
    if (rest.some((r) => r !== undefined))
      return (layout as (...a: unknown[]) => ReturnType<typeof layout>)(text, ...rest);
    let run = recent.get(text);
    if (run === undefined) {
      if (recent.size >= 512) recent.clear();
      run = layout(text);
      recent.set(text, run);
    }
    return run;
  }) as typeof font.layout;
  return font;
}

let cache: Record<Weight, FontFile[]> | undefined;
function fontFiles(): Record<Weight, FontFile[]> {
  if (cache) return cache;
  const read = (file: string): FontFile => {
    const bytes = new Uint8Array(woffToSfnt(fs.readFileSync(file)));
    return { bytes, font: withRecentLayouts(fontkit.create(bytes)) };
  };
  const dejavu = filesOf('@fontsource/dejavu-sans');
  const emojiDir = filesOf('@fontsource/noto-emoji');
  const emoji = fs
    .readdirSync(emojiDir)
    .filter((f) => /^noto-emoji-[\w]+-400-normal\.woff$/.test(f))
    .sort()
    .map((f) => read(path.join(emojiDir, f)));
  cache = {
    regular: [read(path.join(dejavu, 'dejavu-sans-latin-400-normal.woff')), ...emoji],
    bold: [read(path.join(dejavu, 'dejavu-sans-latin-700-normal.woff')), ...emoji],
  };
  return cache;
}

/** Invisible code points no font draws (variation selectors, joiners, combining marks without a glyph). */
const INVISIBLE = /[\p{Cf}\p{Mn}]/u;
const REPLACEMENT = '\uFFFD';

export interface TextRun {
  font: number;
  text: string;
}

/** Splits `s` into runs of the first font (index into `files`) that has each character. */
export function runsOf(s: string, files: readonly FontFile[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    let font = files.findIndex((f) => f.font.hasGlyphForCodePoint(cp));
    let text = ch;
    if (font < 0) {
      if (INVISIBLE.test(ch)) continue;
      font = 0;
      text = REPLACEMENT;
    }
    const last = runs.at(-1);
    if (last?.font === font) last.text += text;
    else runs.push({ font, text });
  }
  return runs;
}

export interface PdfWriter {
  /** Embeds the fonts the texts need beyond DejaVu (emoji); call it for every text from outside before drawing. */
  prepare(...texts: string[]): Promise<void>;
  /** Width of `s` at `size` points. */
  width(s: string, size: number, weight?: Weight): number;
  /** Draws `s` with its left edge at x. */
  draw(
    page: PDFPage,
    s: string,
    o: { x: number; y: number; size: number; weight?: Weight; color?: Color },
  ): void;
}

/**
 * fontkit for pdf-lib, handing out the fonts parsed once: fontkit parses a font's layout tables on its first text
 * (~0.2 s for DejaVu), so a fresh parse per document made an invoice take 3 s; a parsed font is not changed by
 * embedding (each document makes its own subset), so sharing it is safe.
 */
const sharedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const known = Object.values(fontFiles())
      .flat()
      .find((f) => f.bytes === bytes);
    return known && !postscriptName ? known.font : fontkit.create(bytes, postscriptName);
  },
} as typeof fontkit;

/**
 * A font of one document with its encodings and widths kept per text. pdf-lib lays a text out with fontkit
 * (shaping: GSUB, GPOS) on every `encodeText` and `widthOfTextAtSize` — ~0.2 ms each; a credit note of 19 000 lines
 * draws the same dates, amounts, products and levels thousands of times (decision 021). The subset records a
 * text's glyphs on its first encoding, so the same encoding again adds nothing to it: handing out the kept one is
 * what pdf-lib would produce. Per document only (the subset's glyph ids belong to it).
 */
function memoized(font: PDFFont): PDFFont {
  const encoded = new Map<string, ReturnType<PDFFont['encodeText']>>();
  const widths = new Map<string, number>();
  const encodeText = font.encodeText.bind(font);
  const widthOfTextAtSize = font.widthOfTextAtSize.bind(font);
  font.encodeText = (text) => {
    let e = encoded.get(text);
    if (e === undefined) {
      e = encodeText(text);
      encoded.set(text, e);
    }
    return e;
  };
  font.widthOfTextAtSize = (text, size) => {
    const key = `${size}\u0000${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = widthOfTextAtSize(text, size);
      widths.set(key, w);
    }
    return w;
  };
  return font;
}

/** A writer for `pdf` with DejaVu Sans regular and bold embedded (as subsets: only the glyphs drawn). */
export async function pdfWriter(pdf: PDFDocument): Promise<PdfWriter> {
  pdf.registerFontkit(sharedFontkit);
  const files = fontFiles();
  const embedded = new Map<string, PDFFont>();
  const embed = async (weight: Weight, i: number) => {
    const key = `${weight}:${i}`;
    if (!embedded.has(key))
      embedded.set(key, memoized(await pdf.embedFont(files[weight][i]!.bytes, { subset: true })));
  };
  await embed('regular', 0);
  await embed('bold', 0);
  const fontOf = (weight: Weight, i: number): PDFFont => {
    const f = embedded.get(`${weight}:${i}`);
    if (!f) throw new Error(`pdf-text: font ${weight}:${i} not prepared`);
    return f;
  };
  // The runs of a text per weight (a font lookup per character otherwise).
  const runCache: Record<Weight, Map<string, TextRun[]>> = { regular: new Map(), bold: new Map() };
  const runs = (s: string, weight: Weight) => {
    let r = runCache[weight].get(s);
    if (r === undefined) {
      r = runsOf(s, files[weight]);
      runCache[weight].set(s, r);
    }
    return r;
  };
  return {
    async prepare(...texts) {
      for (const weight of ['regular', 'bold'] as const)
        for (const t of texts) for (const r of runs(t, weight)) await embed(weight, r.font);
    },
    width: (s, size, weight = 'regular') =>
      runs(s, weight).reduce((w, r) => w + fontOf(weight, r.font).widthOfTextAtSize(r.text, size), 0),
    draw(page, s, { x, y, size, weight = 'regular', color }) {
      let at = x;
      for (const r of runs(s, weight)) {
        const font = fontOf(weight, r.font);
        page.drawText(r.text, { x: at, y, size, font, ...(color ? { color } : {}) });
        at += font.widthOfTextAtSize(r.text, size);
      }
    },
  };
}

/** Shortens `s` to `max` characters with an ellipsis. */
export const cut = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

const INK = rgb(0.1, 0.1, 0.1);

/**
 * Drawing at the document's current position: `at` answers the page and the baseline y as they are now (the
 * caller's own variables, moved as it lays out). `text` from the left edge x, `right` ending at xRight, `rule` a
 * hairline across the A4 text width (50–545 pt).
 */
export function drawingAt(writer: PdfWriter, at: () => { page: PDFPage; y: number }) {
  const text = (s: string, x: number, size = 10, weight: Weight = 'regular') => {
    const { page, y } = at();
    writer.draw(page, s, { x, y, size, weight, color: INK });
  };
  const right = (s: string, xRight: number, size = 10, weight: Weight = 'regular') =>
    text(s, xRight - writer.width(s, size, weight), size, weight);
  const rule = () => {
    const { page, y } = at();
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  };
  return { text, right, rule };
}
