// Issue 15: a provider whose company name has characters outside Windows-1252 could never book — the invoice PDF
// (Helvetica, WinAnsi) could not draw the name and the booking answered 500. Now the PDF embeds DejaVu Sans (and
// Noto Emoji) and carries the name as text (its ToUnicode map names every character drawn).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, bookingSuite, call, newSuperuser } from '../bookings/fixtures.ts';
import type { TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ({ ctx } = await bookingSuite());
});
afterAll(() => ctx?.close());

/** The inflated content of every Flate stream of a PDF (fonts, ToUnicode maps, page content). */
function streamsOf(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return out.join('\n');
}

/** The UTF-16BE hex a ToUnicode map gives a character, as pdf-lib writes it (`<0141>`, `<D83DDE80>`). */
const utf16Hex = (ch: string) =>
  [...Buffer.from(ch, 'utf16le').swap16()]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

describe('a booking of a provider named outside Windows-1252', () => {
  it.each([
    ['Łódź Invest GmbH', 'lodz'],
    ['Şahin Kapital', 'sahin'],
    ['Ω Capital', 'omega'],
    ['Rakete 🚀 GmbH', 'rakete'],
  ])(
    '%s books, and the invoice PDF embeds a Unicode font and names every character',
    async (company, sub) => {
      const su = await newSuperuser(ctx, `${sub}@example.com`);
      const upd = await call(ctx, 'PUT', `/api/user/${su.userId}/update`, {
        token: su.token,
        body: { company },
      });
      expect(upd.statusCode, upd.body).toBe(200);
      const b = await book(ctx, su.token, bookingBody(sub));
      expect(b.providerName).toBe(company);
      const res = await call(ctx, 'GET', b.invoiceUrl, { token: su.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      const pdf = res.rawPayload;
      const streams = streamsOf(pdf); // pdf-lib puts the font dictionaries into compressed object streams
      const baseFonts = [...streams.matchAll(/\/BaseFont\s*\/([\w+-]+)/g)].map((m) => m[1]);
      expect(baseFonts.join(' ')).toMatch(/DejaVuSans-Bold/);
      for (const ch of new Set(company.replaceAll(' ', ''))) {
        expect(streams, `${ch} in a ToUnicode map`).toContain(`<${utf16Hex(ch)}>`);
      }
    },
  );
});
