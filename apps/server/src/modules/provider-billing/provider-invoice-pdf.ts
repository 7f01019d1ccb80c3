import {
  formatCents,
  formatDate,
  type ProviderInvoiceFeeLine,
  periodLabel,
  periodRange,
  providerInvoiceTexts,
  providerInvoicePdfTexts as T,
  VAT_RATE_PERCENT,
} from '@zp/domain';
import type { ProcessingFeeLine } from '@zp/domain/billing/provider-invoices.contract';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { cut, drawingAt, pdfWriter, type Weight } from '../../lib/pdf-text.ts';
import type { ProviderInvoiceParties } from './provider-billing.dto.ts';

export interface ProviderInvoicePdfData {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM */
  period: string;
  parties: ProviderInvoiceParties;
  lines: ProviderInvoiceFeeLine[];
  processingFeeCount: number;
  processingFeeCents: number;
  /** The processing fees, chunk by chunk (an invoice may bill very many; never all in memory at once). */
  fees: () => AsyncIterable<ProcessingFeeLine[]>;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const percent = (p: number) => `${p.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`;

/** A text of a fee line (setup, monthly with pro rata). */
export function feeLineText(l: ProviderInvoiceFeeLine, period: string): string {
  const label = periodLabel(period);
  if (l.kind === 'setup') return providerInvoiceTexts.lineSetup;
  return l.liveDays != null && l.days != null
    ? providerInvoiceTexts.lineMonthlyProRata(label, l.liveDays, l.days)
    : providerInvoiceTexts.lineMonthly(label);
}

/**
 * The operator's monthly invoice to a provider under §14 UStG (issue 19, decision 032): both parties (frozen at
 * creation) with the operator's tax number / VAT id, number, date, service period, the fee lines, one line per
 * processing fee (date, subscription, product, amount, rate, fee) over as many pages as needed, net, VAT 19 %,
 * gross and the operator's bank details.
 */
export async function renderProviderInvoice(data: ProviderInvoicePdfData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(T.title(data.number));
  pdf.setLanguage('de-DE');
  const writer = await pdfWriter(pdf);
  const { operator, provider } = data.parties;
  await writer.prepare(operator.name, operator.address, provider.name, ...provider.address, provider.email);
  const bold: Weight = 'bold';
  let pageNo = 1;
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const { text, right, rule } = drawingAt(writer, () => ({ page, y }));
  const newPage = () => {
    page = pdf.addPage([595.28, 841.89]);
    pageNo++;
    y = 800;
    right(`${data.number} · ${T.page(pageNo)}`, 545, 8);
    y -= 10;
  };

  // Issuer (left) and recipient (right)
  const top = y;
  text(T.issuer, 50, 8);
  y -= 13;
  text(operator.name, 50, 10, bold);
  y -= 12;
  text(operator.address, 50, 9);
  if (operator.taxNumber) {
    y -= 12;
    text(`${T.taxNumber}: ${operator.taxNumber}`, 50, 9);
  }
  if (operator.vatId) {
    y -= 12;
    text(`${T.vatId}: ${operator.vatId}`, 50, 9);
  }
  const leftEnd = y;
  y = top;
  text(T.recipient, 320, 8);
  y -= 13;
  text(cut(provider.name, 40), 320, 10, bold);
  for (const l of provider.address) {
    y -= 12;
    text(cut(l, 45), 320, 9);
  }
  if (provider.taxNumber) {
    y -= 12;
    text(`${T.taxNumber}: ${provider.taxNumber}`, 320, 9);
  }
  y = Math.min(y, leftEnd) - 36;

  text(T.title(data.number), 50, 16, bold);
  y -= 15;
  text(T.subtitle, 50, 8);
  y -= 16;
  const range = periodRange(data.period);
  text(`${T.number}: ${data.number}`, 50, 9);
  right(`${T.date}: ${formatDate(data.date)}`, 545, 9);
  y -= 13;
  right(
    `${T.period}: ${periodLabel(data.period)} (${formatDate(range.from)} – ${formatDate(range.to)})`,
    545,
    9,
  );

  y -= 24;
  text(T.position, 50, 9, bold);
  right(T.amount, 545, 9, bold);
  y -= 5;
  rule();
  for (const l of data.lines) {
    y -= 15;
    text(feeLineText(l, data.period), 50, 9);
    right(formatCents(l.amountCents), 545, 9);
    y -= 11;
    text(providerInvoiceTexts.lineModules(l.modules.join(', ')), 60, 7);
  }
  if (data.processingFeeCount > 0) {
    y -= 15;
    text(`${T.processingFees}: ${providerInvoiceTexts.processingFeesSum(data.processingFeeCount)}`, 50, 9);
    right(formatCents(data.processingFeeCents), 545, 9);
  }
  y -= 8;
  rule();
  const totals = () => {
    y -= 16;
    text(T.net, 300, 9);
    right(formatCents(data.netCents), 545, 9);
    y -= 13;
    text(T.vat(VAT_RATE_PERCENT), 300, 9);
    right(formatCents(data.vatCents), 545, 9);
    y -= 14;
    text(T.gross, 300, 10, bold);
    right(formatCents(data.grossCents), 545, 10, bold);
    y -= 24;
    text(T.due, 50, 9);
    y -= 16;
    text(T.bank, 50, 9, bold);
    y -= 13;
    text(`${operator.name} · ${T.payTo(operator.iban, operator.bic, operator.bankName)}`, 50, 9);
    y -= 13;
    text(T.reference(data.number), 50, 9);
  };
  totals();

  if (data.processingFeeCount > 0) {
    y -= 30;
    const header = () => {
      text(T.processingFees, 50, 10, bold);
      y -= 16;
      text(T.feeDate, 50, 8, bold);
      text(T.feeSubscription, 110, 8, bold);
      text(T.feeProduct, 175, 8, bold);
      right(T.feeAmount, 420, 8, bold);
      right(T.feeRate, 475, 8, bold);
      right(T.fee, 545, 8, bold);
      y -= 5;
      rule();
    };
    if (y < 160) newPage();
    header();
    for await (const chunk of data.fees()) {
      await writer.prepare(...new Set(chunk.map((f) => f.product)));
      for (const f of chunk) {
        if (y < 60) {
          newPage();
          header();
        }
        y -= 13;
        text(formatDate(f.paidOn), 50, 8);
        text(String(f.zeichnungId), 110, 8);
        text(cut(f.product, 36), 175, 8);
        right(formatCents(f.baseCents), 420, 8);
        right(percent(f.percentage), 475, 8);
        right(formatCents(f.amountCents), 545, 8);
      }
    }
    y -= 8;
    if (y < 60) newPage();
    rule();
    y -= 14;
    text(T.feesTotal, 300, 9, bold);
    right(formatCents(data.processingFeeCents), 545, 9, bold);
  }
  return Buffer.from(await pdf.save());
}
