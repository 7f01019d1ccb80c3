import {
  formatCents,
  formatDate,
  type ProviderInvoiceFeeLine,
  periodLabel,
  providerInvoiceTexts,
  providerInvoicePdfTexts as T,
} from '@zp/domain';
import type { ProcessingFeeLine } from '@zp/domain/billing/provider-invoices.contract';
import {
  drawParties,
  drawPeriod,
  drawTitle,
  drawVatTotals,
  partyLines,
  pdfCanvas,
} from '../../lib/pdf-document-parts.ts';
import { cut, type Weight } from '../../lib/pdf-text.ts';
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
  const { operator, provider } = data.parties;
  const c = await pdfCanvas(T.title(data.number), [
    operator.name,
    operator.address,
    provider.name,
    ...provider.address,
    provider.email,
  ]);
  const { at, text, right, rule } = c;
  const bold: Weight = 'bold';
  let pageNo = 1;
  const newPage = () => {
    c.addPage();
    pageNo++;
    right(`${data.number} · ${T.page(pageNo)}`, 545, 8);
    at.y -= 10;
  };

  drawParties(
    c,
    {
      label: T.issuer,
      name: operator.name,
      lines: [
        ...partyLines([operator.address], T.taxNumber, operator.taxNumber),
        ...(operator.vatId ? [`${T.vatId}: ${operator.vatId}`] : []),
      ],
    },
    {
      label: T.recipient,
      name: cut(provider.name, 40),
      lines: partyLines(
        provider.address.map((l) => cut(l, 45)),
        T.taxNumber,
        provider.taxNumber,
      ),
    },
  );
  drawTitle(c, T, data.number, data.date);
  drawPeriod(c, T, data.period);

  at.y -= 24;
  text(T.position, 50, 9, bold);
  right(T.amount, 545, 9, bold);
  at.y -= 5;
  rule();
  for (const l of data.lines) {
    at.y -= 15;
    text(feeLineText(l, data.period), 50, 9);
    right(formatCents(l.amountCents), 545, 9);
    at.y -= 11;
    text(providerInvoiceTexts.lineModules(l.modules.join(', ')), 60, 7);
  }
  if (data.processingFeeCount > 0) {
    at.y -= 15;
    text(`${T.processingFees}: ${providerInvoiceTexts.processingFeesSum(data.processingFeeCount)}`, 50, 9);
    right(formatCents(data.processingFeeCents), 545, 9);
  }
  at.y -= 8;
  rule();
  const totals = () => {
    at.y -= 16;
    drawVatTotals(c, T, data);
    at.y -= 24;
    text(T.due, 50, 9);
    at.y -= 16;
    text(T.bank, 50, 9, bold);
    at.y -= 13;
    text(`${operator.name} · ${T.payTo(operator.iban, operator.bic, operator.bankName)}`, 50, 9);
    at.y -= 13;
    text(T.reference(data.number), 50, 9);
  };
  totals();

  if (data.processingFeeCount > 0) {
    at.y -= 30;
    const header = () => {
      text(T.processingFees, 50, 10, bold);
      at.y -= 16;
      text(T.feeDate, 50, 8, bold);
      text(T.feeSubscription, 110, 8, bold);
      text(T.feeProduct, 175, 8, bold);
      right(T.feeAmount, 420, 8, bold);
      right(T.feeRate, 475, 8, bold);
      right(T.fee, 545, 8, bold);
      at.y -= 5;
      rule();
    };
    if (at.y < 160) newPage();
    header();
    for await (const chunk of data.fees()) {
      await c.writer.prepare(...new Set(chunk.map((f) => f.product)));
      for (const f of chunk) {
        if (at.y < 60) {
          newPage();
          header();
        }
        at.y -= 13;
        text(formatDate(f.paidOn), 50, 8);
        text(String(f.zeichnungId), 110, 8);
        text(cut(f.product, 36), 175, 8);
        right(formatCents(f.baseCents), 420, 8);
        right(percent(f.percentage), 475, 8);
        right(formatCents(f.amountCents), 545, 8);
      }
    }
    at.y -= 8;
    if (at.y < 60) newPage();
    rule();
    at.y -= 14;
    text(T.feesTotal, 300, 9, bold);
    right(formatCents(data.processingFeeCents), 545, 9, bold);
  }
  return Buffer.from(await c.pdf.save());
}
