import { formatCents, tierLabel } from '@zp/domain';
import type { ResellerInvoiceLine } from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerInvoicePdfTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import {
  drawCreditTotals,
  drawPartiesWithTaxNumbers,
  drawTitle,
  pdfCanvas,
} from '../../lib/pdf-document-parts.ts';
import { cut, type Weight } from '../../lib/pdf-text.ts';

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
  const c = await pdfCanvas(T.title(data.number), [
    data.issuer.name,
    ...data.issuer.address,
    data.recipient.name,
    ...data.recipient.address,
    data.recipient.email,
    ...data.lines.flatMap((l) => [l.provider, l.providerInvoiceNumber]),
  ]);
  const { at, text, right, rule } = c;
  const bold: Weight = 'bold';
  drawPartiesWithTaxNumbers(c, T, data.issuer, data.recipient);
  drawTitle(c, T, data.number, data.date);
  text(T.service, 50, 9);

  const header = () => {
    at.y -= 24;
    text(T.lineProvider, 50, 8, bold);
    text(T.lineInvoice, 190, 8, bold);
    text(T.lineLevel, 290, 8, bold);
    text(T.lineTier, 335, 8, bold);
    right(T.lineBase, 440, 8, bold);
    right(T.lineRate, 485, 8, bold);
    right(T.lineAmount, 545, 8, bold);
    at.y -= 5;
    rule();
  };
  header();
  for (const l of data.lines) {
    if (at.y < 140) {
      c.addPage();
      header();
    }
    at.y -= 14;
    text(cut(l.provider, 26), 50, 8);
    text(cut(l.providerInvoiceNumber, 18), 190, 8);
    text(l.level === 0 ? 'Eigen' : `Ebene ${l.level}`, 290, 8);
    text(tierLabel(l.tier), 335, 8);
    right(formatCents(l.baseCents), 440, 8);
    right(percent(l.percentage), 485, 8);
    right(formatCents(l.amountCents), 545, 8);
  }
  at.y -= 8;
  rule();
  at.y -= 16;
  drawCreditTotals(c, T, { ...data, iban: data.recipient.iban });
  return Buffer.from(await c.pdf.save());
}
