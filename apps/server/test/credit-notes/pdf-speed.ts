// Manual measurement (not a test): npx tsx apps/server/test/credit-notes/pdf-speed.ts [lines...]
import { createHash } from 'node:crypto';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { renderCreditNote } from '../../src/modules/credit-notes/credit-note-pdf.ts';
import { pdfText } from '../support/pdf-text.ts';

async function contentHash(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const h = createHash('sha256');
  for (const page of doc.getPages()) {
    const c = page.node.Contents();
    const list = c instanceof PDFArray ? Array.from({ length: c.size() }, (_, i) => c.lookup(i)) : [c];
    for (const s of list) if (s instanceof PDFRawStream) h.update(decodePDFRawStream(s).decode());
  }
  return h.digest('hex').slice(0, 16);
}

const FIRST = ['Anna', 'Jürgen', 'Łukasz', 'Şahin', 'Zoë', 'Ωmar', 'Björn', 'Émile'];
const LAST = ['Müller', 'Schmidt', 'Kowalczyk', 'Öztürk', 'Nguyễn', 'Weiß', 'Łódź 🚀', 'Straße'];
export function data(n: number) {
  const lines = Array.from({ length: n }, (_, i) => ({
    date: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`,
    investor: `${FIRST[i % 8]} ${LAST[(i * 7) % 8]}-${i % 997}`,
    product: `Anleihe ${i % 200} Solarpark`,
    zeichnungId: i,
    level: i % 6,
    baseCents: 50000 * (1 + (i % 100)),
    percentage: [3, 1.5, 1, 0.5, 0.25, 0.125][i % 6]!,
    amountCents: 750 * (1 + (i % 1000)),
  }));
  return {
    number: 'GS-2026-000001',
    date: '2026-11-01',
    period: '2026-10',
    provider: {
      name: 'Łódź Invest GmbH',
      address: ['Hauptstraße 1', '10115 Berlin'],
      taxNumber: '12/345/67890',
    },
    partner: {
      name: 'Şahin Ω Vertrieb 😀',
      address: ['Weg 2', '20095 Hamburg'],
      taxNumber: '',
      email: 'p@example.com',
      iban: 'DE89370400440532013000',
    },
    isSubjectToVat: true,
    lines: lines as never,
    netCents: 100,
    vatCents: 19,
    grossCents: 119,
  };
}
const sizes = process.argv
  .slice(2)
  .filter((a) => a !== '--render-only')
  .map(Number);
const renderOnly = process.argv.includes('--render-only');
for (const n of sizes.length ? sizes : [10, 500, 2000]) {
  const t = performance.now();
  const pdf = await renderCreditNote(data(n));
  const ms = performance.now() - t;
  if (renderOnly) {
    console.log(`${n} lines: ${ms.toFixed(0)} ms (${(ms / n).toFixed(3)} ms/line), ${pdf.length} bytes`);
    continue;
  }
  const text = await pdfText(pdf);
  console.log(
    `${n} lines: ${ms.toFixed(0)} ms (${(ms / n).toFixed(3)} ms/line), ${pdf.length} bytes, text sha ${createHash('sha256').update(text).digest('hex').slice(0, 16)}, text ${text.length} chars, content sha ${await contentHash(pdf)}`,
  );
}
if (process.env.PER_NOTE) {
  const small = data(15);
  const t = performance.now();
  for (let i = 0; i < 50; i++) await renderCreditNote(small);
  console.log(`warm 15-line note: ${((performance.now() - t) / 50).toFixed(1)} ms each`);
}
