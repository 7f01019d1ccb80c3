import { formatCents, formatDate, tierLabel, VAT_RATE_PERCENT } from '@zp/domain';
import type { ResellerInvoiceLine } from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerInvoicePdfTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { cut, drawingAt, pdfWriter, type Weight } from '../../lib/pdf-text.ts';

export interface ResellerInvoiceParty {
  name: string;
  address: string[];
  taxNumber: string;
}

export interface ResellerInvoicePdfData {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** The operator, who issues the credit note (§14 Abs. 2 Satz 2 UStG). */
  issuer: ResellerInvoiceParty;
  /** The reseller, who rendered the service and receives the money. */
  recipient: ResellerInvoiceParty & { email: string; iban: string };
  isSubjectToVat: boolean;
  lines: ResellerInvoiceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const percent = (p: number) => `${p.toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

/**
 * A reseller credit note under §14 UStG (issue 19, decision 032): both parties' names, addresses and tax numbers,
 * number, date, one line per commission (provider, its invoice, level, tier, rate, base, amount), net, VAT 19 % and
 * gross — or the net amount with the §19 UStG note. Pages follow as the lines need.
 */
export async function renderResellerInvoice(data: ResellerInvoicePdfData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(T.title(data.number));
  pdf.setLanguage('de-DE');
  const writer = await pdfWriter(pdf);
  await writer.prepare(
    data.issuer.name,
    ...data.issuer.address,
    data.recipient.name,
    ...data.recipient.address,
    data.recipient.email,
    ...data.lines.flatMap((l) => [l.provider, l.providerInvoiceNumber]),
  );
  const bold: Weight = 'bold';
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const { text, right, rule } = drawingAt(writer, () => ({ page, y }));

  const party = (label: string, p: ResellerInvoiceParty, x: number) => {
    text(label, x, 8);
    y -= 13;
    text(p.name, x, 10, bold);
    for (const l of p.address) {
      y -= 12;
      text(l, x, 9);
    }
    if (p.taxNumber) {
      y -= 12;
      text(`${T.taxNumber}: ${p.taxNumber}`, x, 9);
    }
  };
  const top = y;
  party(T.issuer, data.issuer, 50);
  const leftEnd = y;
  y = top;
  party(T.recipient, data.recipient, 320);
  y = Math.min(y, leftEnd) - 36;

  text(T.title(data.number), 50, 16, bold);
  y -= 15;
  text(T.subtitle, 50, 8);
  y -= 16;
  text(`${T.number}: ${data.number}`, 50, 9);
  right(`${T.date}: ${formatDate(data.date)}`, 545, 9);
  y -= 13;
  text(T.service, 50, 9);

  const header = () => {
    y -= 24;
    text(T.lineProvider, 50, 8, bold);
    text(T.lineInvoice, 190, 8, bold);
    text(T.lineLevel, 290, 8, bold);
    text(T.lineTier, 335, 8, bold);
    right(T.lineBase, 440, 8, bold);
    right(T.lineRate, 485, 8, bold);
    right(T.lineAmount, 545, 8, bold);
    y -= 5;
    rule();
  };
  header();
  for (const l of data.lines) {
    if (y < 140) {
      page = pdf.addPage([595.28, 841.89]);
      y = 800;
      header();
    }
    y -= 14;
    text(cut(l.provider, 26), 50, 8);
    text(cut(l.providerInvoiceNumber, 18), 190, 8);
    text(l.level === 0 ? 'Eigen' : `Ebene ${l.level}`, 290, 8);
    text(tierLabel(l.tier), 335, 8);
    right(formatCents(l.baseCents), 440, 8);
    right(percent(l.percentage), 485, 8);
    right(formatCents(l.amountCents), 545, 8);
  }
  y -= 8;
  rule();
  y -= 16;
  if (data.isSubjectToVat) {
    text(T.net, 300, 9);
    right(formatCents(data.netCents), 545, 9);
    y -= 13;
    text(T.vat(VAT_RATE_PERCENT), 300, 9);
    right(formatCents(data.vatCents), 545, 9);
    y -= 14;
    text(T.gross, 300, 10, bold);
    right(formatCents(data.grossCents), 545, 10, bold);
  } else {
    text(T.total, 300, 10, bold);
    right(formatCents(data.grossCents), 545, 10, bold);
    y -= 22;
    text(T.exemption, 50, 8);
  }
  y -= 26;
  text(data.recipient.iban ? T.payout(data.recipient.iban) : T.payoutUnknown, 50, 9);
  return Buffer.from(await pdf.save());
}
