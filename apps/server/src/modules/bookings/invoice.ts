import {
  catalogueOf,
  formatDate,
  formatEuro,
  invoicePdfTexts as T,
  VAT_RATE_PERCENT,
  withVat,
} from '@zp/domain';
import { PDFDocument, rgb } from 'pdf-lib';
import { pdfWriter, type Weight } from '../../lib/pdf-text.ts';

/** The invoicing party (configuration: OPERATOR_*). */
export interface InvoiceIssuer {
  name: string;
  address: string;
  taxNumber: string;
  vatId: string;
  iban: string;
  bic: string;
  bankName: string;
}

export interface InvoiceData {
  number: string;
  /** Invoice date, YYYY-MM-DD (Berlin). */
  date: string;
  issuer: InvoiceIssuer;
  providerName: string;
  /** The customer's address lines (street and number, zip and city, country); empty lines are left out. */
  providerAddress: string[];
  email: string;
  kind: 'Buchung' | 'Upgrade';
  modules: number[];
  moduleVersion: number;
  durationYears?: number;
  /** Service period of the monthly fees, YYYY-MM-DD. */
  servicePeriod: { from: string; to: string };
  setupFeeTotal: number;
  monthlyFeeTotal: number;
}

/**
 * A one-page A4 invoice under §14 UStG (issue 16): the operator's name, address, tax number / VAT id and bank
 * details, the customer's name and address, consecutive number, date, service period, the booked modules, and
 * net, VAT 19 % and gross of the one-off setup fees and of the monthly fees. Fonts: DejaVu Sans (and Noto Emoji)
 * embedded, so that a provider name in any script renders (issue 15).
 */
export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(T.title(data.number));
  pdf.setLanguage('de-DE');
  const page = pdf.addPage([595.28, 841.89]);
  const writer = await pdfWriter(pdf);
  await writer.prepare(
    data.providerName,
    data.email,
    ...data.providerAddress,
    data.issuer.name,
    data.issuer.address,
  );
  const bold: Weight = 'bold';
  let y = 800;
  const text = (s: string, x: number, size = 10, weight: Weight = 'regular') =>
    writer.draw(page, s, { x, y, size, weight, color: rgb(0.1, 0.1, 0.1) });
  const right = (s: string, xRight: number, size = 10, weight: Weight = 'regular') =>
    text(s, xRight - writer.width(s, size, weight), size, weight);
  const line = () => page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  const { issuer } = data;

  // Sender line and the operator's block (right)
  text(`${issuer.name} · ${issuer.address}`, 50, 8);
  right(issuer.name, 545, 9, bold);
  y -= 12;
  right(issuer.address, 545, 8);
  y -= 11;
  if (issuer.taxNumber) {
    right(`${T.taxNumber}: ${issuer.taxNumber}`, 545, 8);
    y -= 11;
  }
  if (issuer.vatId) {
    right(`${T.vatId}: ${issuer.vatId}`, 545, 8);
    y -= 11;
  }
  // Customer
  y -= 10;
  text(T.customer, 50, 8);
  y -= 14;
  text(data.providerName, 50, 11, bold);
  for (const l of data.providerAddress) {
    y -= 14;
    text(l, 50);
  }
  y -= 14;
  text(data.email, 50, 9);

  y -= 36;
  text(T.title(data.number), 50, 16, bold);
  y -= 18;
  text(`${T.number}: ${data.number}`, 50, 9);
  right(`${T.date}: ${formatDate(data.date)}`, 545, 9);
  y -= 13;
  const kind = `${T.kind[data.kind]}${data.durationYears ? ` · ${T.duration(data.durationYears)}` : ''}`;
  text(kind, 50, 9);
  right(`${T.serviceDate}: ${formatDate(data.date)}`, 545, 9);
  y -= 13;
  right(
    `${T.servicePeriod}: ${formatDate(data.servicePeriod.from)} – ${formatDate(data.servicePeriod.to)}`,
    545,
    9,
  );

  y -= 26;
  text(T.module, 50, 10, bold);
  right(T.setup, 430, 10, bold);
  right(T.monthly, 545, 10, bold);
  y -= 6;
  line();
  const catalogue = catalogueOf(data.moduleVersion);
  for (const n of data.modules) {
    const m = catalogue.find((c) => c.number === n);
    if (!m) continue;
    y -= 16;
    text(`${n} · ${m.desc}`.slice(0, 62), 50, 9);
    right(m.setupFee ? formatEuro(m.setupFee) : T.included, 430, 9);
    right(m.monthlyFee ? formatEuro(m.monthlyFee) : T.included, 545, 9);
  }
  y -= 10;
  line();

  const block = (title: string, netEuro: number) => {
    const v = withVat(Math.round(netEuro * 100));
    y -= 20;
    text(title, 50, 10, bold);
    y -= 15;
    text(T.net, 70, 9);
    right(formatEuro(v.netCents / 100), 545, 9);
    y -= 13;
    text(T.vat(VAT_RATE_PERCENT), 70, 9);
    right(formatEuro(v.vatCents / 100), 545, 9);
    y -= 13;
    text(T.gross, 70, 10, bold);
    right(formatEuro(v.grossCents / 100), 545, 10, bold);
  };
  block(T.setupBlock, data.setupFeeTotal);
  block(T.monthlyBlock, data.monthlyFeeTotal);

  y -= 30;
  text(T.setupDue, 50, 9);
  y -= 13;
  text(T.monthlyDue, 50, 8);
  y -= 13;
  text(T.portals, 50, 9);
  y -= 26;
  text(T.bank, 50, 10, bold);
  y -= 14;
  text(`${issuer.name} · ${T.payTo(issuer.iban, issuer.bic, issuer.bankName)}`, 50, 9);
  y -= 13;
  text(T.reference(data.number), 50, 9);
  return Buffer.from(await pdf.save());
}
