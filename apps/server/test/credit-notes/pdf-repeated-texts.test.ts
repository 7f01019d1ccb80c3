// Decision 021: the credit-note PDF keeps the encoding, width and layout of each text and the formatted dates and
// amounts instead of laying a text out again for every line. The kept encodings must still name every glyph the
// page shows: a long note (several pages) that repeats the same names, products and amounts — Unicode and emoji
// among them — is read back line by line from the PDF's text (ToUnicode maps + content streams).
import { describe, expect, it } from 'vitest';
import { renderCreditNote } from '../../src/modules/credit-notes/credit-note-pdf.ts';
import { pdfText } from '../support/pdf-text.ts';

const INVESTORS = ['Łukasz Kowalczyk', 'Şahin Öztürk', 'Ωmega Straße', 'Zoë 🚀 Weiß', 'Anna Müller'];
const PRODUCTS = ['Solarpark Łódź', 'Windpark Nord', 'Anleihe Ω 2030'];

function note(lines: number) {
  return {
    number: 'GS-2026-000042',
    date: '2026-11-01',
    period: '2026-10',
    provider: {
      name: 'Łódź Invest GmbH',
      address: ['Hauptstraße 1', '10115 Berlin'],
      taxNumber: '12/345/67890',
    },
    partner: {
      name: 'Şahin Vertrieb 😀',
      address: ['Weg 2', '20095 Hamburg'],
      taxNumber: '',
      email: 'partner@example.com',
      iban: 'DE89370400440532013000',
    },
    isSubjectToVat: true,
    lines: Array.from({ length: lines }, (_, i) => ({
      zeichnungId: 1000 + i,
      date: `2026-10-${String(1 + (i % 3)).padStart(2, '0')}`,
      investor: INVESTORS[i % INVESTORS.length]!,
      product: PRODUCTS[i % PRODUCTS.length]!,
      level: i % 6,
      baseCents: 100_000 * (1 + (i % 4)),
      percentage: [3, 1.5, 0.25][i % 3]!,
      amountCents: 3_000 + (i % 7),
    })),
    netCents: 1_000_000,
    vatCents: 190_000,
    grossCents: 1_190_000,
  };
}

describe('a long credit note with repeated texts', () => {
  it('shows every line with all its characters, on every page', async () => {
    const data = note(300);
    const text = (await pdfText(await renderCreditNote(data as never))).replace(/\u00a0/g, ' ');
    const rows = text.split('\n');
    expect(rows.filter((r) => r.includes('Datum')).length).toBeGreaterThan(5); // the header on each page
    for (const name of [...INVESTORS, ...PRODUCTS]) {
      const expected = data.lines.filter((l) => l.investor === name || l.product === name).length;
      // a text with an emoji is drawn in runs (DejaVu, Noto Emoji, DejaVu): one row each
      for (const run of name.split(/(🚀)/).filter(Boolean))
        expect(rows.filter((r) => r === run).length, run).toBe(expected);
    }
    for (const amount of ['30,00 €', '30,06 €', '1.000,00 €', '4.000,00 €', '0,25 %', '1,5 %'])
      expect(rows.filter((r) => r === amount).length, amount).toBeGreaterThan(10);
    expect(rows).toContain('Şahin Vertrieb 😀');
    expect(rows).toContain('Łódź Invest GmbH');
    expect(rows).toContain('11.900,00 €');
  });

  it('draws the same page content as a note rendered alone (nothing kept from another document)', async () => {
    const alone = await pdfText(await renderCreditNote(note(20) as never));
    await renderCreditNote(note(300) as never);
    expect(await pdfText(await renderCreditNote(note(20) as never))).toBe(alone);
  });
});
