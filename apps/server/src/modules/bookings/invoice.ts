import { catalogueOf, formatDate, formatEuro } from '@zp/domain';
import { PDFDocument, rgb } from 'pdf-lib';
import { pdfWriter, type Weight } from '../../lib/pdf-text.ts';

export interface InvoiceData {
  number: string;
  date: Date;
  providerName: string;
  email: string;
  kind: 'Buchung' | 'Upgrade';
  modules: number[];
  moduleVersion: number;
  durationYears?: number;
  setupFeeTotal: number;
  monthlyFeeTotal: number;
}

/**
 * A one-page A4 invoice listing the booked modules and their fees. Fonts: DejaVu Sans (and Noto Emoji) embedded,
 * so that a provider name in any script renders (Helvetica knew only Windows-1252: issue 15).
 */
export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rechnung ${data.number}`);
  pdf.setLanguage('de-DE');
  const page = pdf.addPage([595.28, 841.89]);
  const writer = await pdfWriter(pdf);
  await writer.prepare(data.providerName, data.email);
  const bold: Weight = 'bold';
  let y = 790;
  const text = (s: string, x: number, size = 10, weight: Weight = 'regular') =>
    writer.draw(page, s, { x, y, size, weight, color: rgb(0.1, 0.1, 0.1) });
  const right = (s: string, xRight: number, size = 10, weight: Weight = 'regular') =>
    text(s, xRight - writer.width(s, size, weight), size, weight);

  text('Zeichnungsplattform GmbH · Musterstraße 1 · 10115 Berlin', 50, 8);
  y -= 40;
  text(data.providerName, 50, 11, bold);
  y -= 14;
  text(data.email, 50);
  y -= 40;
  text(`Rechnung ${data.number}`, 50, 16, bold);
  right(`Datum: ${formatDate(data.date)}`, 545);
  y -= 20;
  text(`${data.kind}${data.durationYears ? ` · Laufzeit ${data.durationYears} Jahre` : ''}`, 50);
  y -= 30;
  text('Modul', 50, 10, bold);
  right('Einrichtung', 430, 10, bold);
  right('Monatlich', 545, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  const catalogue = catalogueOf(data.moduleVersion);
  for (const n of data.modules) {
    const m = catalogue.find((c) => c.number === n);
    if (!m) continue;
    y -= 16;
    text(`${n} · ${m.desc}`.slice(0, 70), 50, 9);
    right(m.setupFee ? formatEuro(m.setupFee) : 'inklusiv', 430, 9);
    right(m.monthlyFee ? formatEuro(m.monthlyFee) : 'inklusiv', 545, 9);
  }
  y -= 10;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 18;
  text('Summe', 50, 10, bold);
  right(formatEuro(data.setupFeeTotal), 430, 10, bold);
  right(formatEuro(data.monthlyFeeTotal), 545, 10, bold);
  y -= 40;
  text('Die Einrichtungsgebühr ist sofort fällig, die monatlichen Gebühren jeweils zum Monatsbeginn.', 50, 9);
  y -= 14;
  text('Ihre Portale werden nach Zahlungseingang freigeschaltet.', 50, 9);
  y -= 14;
  text('Alle Beträge zzgl. gesetzlicher Umsatzsteuer.', 50, 9);
  return Buffer.from(await pdf.save());
}
