// Reads the text of a PDF that pdf-lib wrote with embedded fonts (issue 16: the invoice test reads its fields
// back). Per page: each font's ToUnicode map (glyph id → characters), then the content stream's `Tf` (font) and
// `Tj` / `TJ` (shown glyphs) operators; one line per text object (BT … ET).
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
const streamText = (s: PDFRawStream) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');

/** glyph id (hex, upper case) → characters, from a ToUnicode CMap. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(m[1]!.toUpperCase(), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const width = m[1]!.length;
      const lo = Number.parseInt(m[1]!, 16);
      const hi = Number.parseInt(m[2]!, 16);
      const targets = m[3]!.startsWith('[')
        ? [...m[3]!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => x[1]!)
        : null;
      for (let g = lo; g <= hi; g++) {
        const key = g.toString(16).toUpperCase().padStart(width, '0');
        if (targets) map.set(key, utf16(targets[g - lo]!));
        else {
          const base = Number.parseInt(m[3]!.slice(1, -1), 16) + (g - lo);
          map.set(key, utf16(base.toString(16).padStart(m[3]!.length - 2, '0')));
        }
      }
    }
  }
  return map;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const tu = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.decodeText(), tu instanceof PDFRawStream ? parseCMap(streamText(tu)) : new Map());
    }
    const contents = page.node.Contents();
    const streams: PDFRawStream[] = [];
    if (contents instanceof PDFArray) {
      for (let i = 0; i < contents.size(); i++) {
        const s = contents.lookup(i);
        if (s instanceof PDFRawStream) streams.push(s);
      }
    } else if (contents instanceof PDFRawStream) streams.push(contents);
    else if (contents instanceof PDFRef) {
      const s = doc.context.lookup(contents);
      if (s instanceof PDFRawStream) streams.push(s);
    }
    let current = new Map<string, string>();
    let line = '';
    const show = (hex: string) => {
      const width = [...current.keys()][0]?.length ?? 4;
      for (let i = 0; i < hex.length; i += width)
        line += current.get(hex.slice(i, i + width).toUpperCase()) ?? '';
    };
    for (const s of streams) {
      const content = streamText(s);
      for (const m of content.matchAll(
        /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g,
      )) {
        if (m[1]) current = fonts.get(m[1]) ?? new Map();
        else if (m[2] !== undefined) show(m[2]);
        else if (m[3] !== undefined) for (const h of m[3].matchAll(/<([0-9A-Fa-f]*)>/g)) show(h[1]!);
        else {
          lines.push(line);
          line = '';
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}
