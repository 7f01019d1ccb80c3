import { formatCents, formatDate, taxCertificatePdfTexts as T } from '@zp/domain';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { cut, drawingAt, pdfWriter, type Weight } from '../../lib/pdf-text.ts';

/** The sums of one product (or of the year). */
export interface CertificateAmounts {
  grossCents: number;
  exemptionUsedCents: number;
  kapitalertragsteuerCents: number;
  solidaritaetszuschlagCents: number;
  kirchensteuerCents: number;
  netCents: number;
}

export interface CertificateProduct extends CertificateAmounts {
  product: string;
  issuer: string;
  /** The payment dates of the year (YYYY-MM-DD), in order. */
  dates: string[];
}

export interface TaxCertificatePdfData {
  year: number;
  /** 1 for the first certificate of the year; a later one replaces it (payouts booked after it was issued). */
  version: number;
  /** YYYY-MM-DD (Berlin). */
  issuedOn: string;
  /** The moment it is issued (the PDF's creation date, from the injectable clock). */
  issuedAt: Date;
  investor: { name: string; address: string[]; taxId: string | null };
  /** The federal state's name when church tax was withheld. */
  churchState: string | null;
  products: CertificateProduct[];
  totals: CertificateAmounts;
}

const COLUMNS: [keyof CertificateAmounts, string, number][] = [
  ['grossCents', T.gross, 290],
  ['exemptionUsedCents', T.exemption, 345],
  ['kapitalertragsteuerCents', T.kapest, 398],
  ['solidaritaetszuschlagCents', T.soli, 444],
  ['kirchensteuerCents', T.church, 490],
  ['netCents', T.net, 545],
];

/**
 * The yearly tax certificate (Jahressteuerbescheinigung; issue 18, decision 027): the investor with its tax id, one
 * row per product (its issuer, the payment dates) with gross interest, exemption used, Kapitalertragsteuer,
 * Solidaritätszuschlag, church tax and net, and the year's totals. Rendered once and stored.
 */
export async function renderTaxCertificate(data: TaxCertificatePdfData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(T.title(data.year));
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(data.issuedAt);
  pdf.setModificationDate(data.issuedAt);
  const writer = await pdfWriter(pdf);
  await writer.prepare(
    data.investor.name,
    ...data.investor.address,
    ...data.products.flatMap((p) => [p.product, p.issuer]),
  );
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const { text, right, rule } = drawingAt(writer, () => ({ page, y }));

  text(T.recipient, 50, 8);
  y -= 13;
  text(data.investor.name, 50, 10, 'bold');
  for (const line of data.investor.address) {
    y -= 12;
    text(line, 50, 9);
  }
  y -= 12;
  text(`${T.taxId}: ${data.investor.taxId ?? T.taxIdMissing}`, 50, 9);
  y -= 36;
  text(T.title(data.year), 50, 16, 'bold');
  y -= 15;
  text(T.subtitle, 50, 8);
  y -= 14;
  text(T.period(data.year), 50, 9);
  right(`${T.issuedOn}: ${formatDate(data.issuedOn)}`, 545, 9);
  if (data.version > 1) {
    y -= 13;
    text(T.corrected(data.version), 50, 8, 'bold');
  }

  const header = () => {
    y -= 24;
    text(`${T.lineProduct} / ${T.lineIssuer}`, 50, 8, 'bold');
    for (const [, label, x] of COLUMNS) right(label, x, 8, 'bold');
    y -= 5;
    rule();
  };
  const amounts = (a: CertificateAmounts, weight: Weight = 'regular') => {
    for (const [key, , x] of COLUMNS) right(formatCents(a[key]), x, 8, weight);
  };
  header();
  for (const p of data.products) {
    if (y < 160) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
      header();
    }
    y -= 14;
    text(cut(p.product, 40), 50, 8);
    amounts(p);
    y -= 10;
    text(cut(p.issuer, 46), 50, 7);
    y -= 9;
    text(`${T.lineDate}: ${p.dates.map(formatDate).join(', ')}`.slice(0, 110), 50, 6.5);
  }
  y -= 8;
  rule();
  y -= 14;
  text(T.total, 50, 9, 'bold');
  amounts(data.totals, 'bold');
  y -= 26;
  if (data.churchState) {
    text(T.churchNote(data.churchState), 50, 8);
    y -= 12;
  }
  y -= 10;
  text(T.footer, 50, 7);
  return Buffer.from(await pdf.save());
}
