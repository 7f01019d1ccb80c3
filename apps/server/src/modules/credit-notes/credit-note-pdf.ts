import {
  formatCents,
  formatDate,
  periodLabel,
  periodRange,
  creditNotePdfTexts as T,
  VAT_RATE_PERCENT,
} from '@zp/domain';
import type { CreditNoteLine } from '@zp/domain/commissions/credit-notes.contract';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { cut, drawingAt, pdfWriter, type Weight } from '../../lib/pdf-text.ts';

export interface CreditNoteParty {
  name: string;
  address: string[];
  taxNumber: string;
}

export interface CreditNotePdfData {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM */
  period: string;
  /** The provider, who issues the credit note (§14 Abs. 2 Satz 2 UStG). */
  provider: CreditNoteParty;
  /** The partner, who renders the service and receives the money. */
  partner: CreditNoteParty & { email: string; iban: string };
  isSubjectToVat: boolean;
  lines: CreditNoteLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const percent = (p: number) => `${p.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`;

/**
 * `f` with its answers kept (up to 10 000, then forgotten at once): a run formats the same dates, amounts and rates
 * thousands of times, and each formatting builds an Intl formatter (decision 021).
 */
function kept<K, V>(f: (k: K) => V): (k: K) => V {
  const answers = new Map<K, V>();
  return (k) => {
    if (answers.has(k)) return answers.get(k) as V;
    const v = f(k);
    if (answers.size >= 10_000) answers.clear();
    answers.set(k, v);
    return v;
  };
}
const date = kept(formatDate);
const cents = kept(formatCents);
const rate = kept(percent);

/**
 * A credit note under §14 UStG (issue 17, decision 018): both parties' names, addresses and tax numbers, number,
 * date, service period, one line per subscription and level, net, VAT 19 % and gross — or the net amount with the
 * exemption note of §19 UStG. Pages follow as the lines need; fonts embedded (any script, see pdf-text.ts).
 */
export async function renderCreditNote(data: CreditNotePdfData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(T.title(data.number));
  pdf.setLanguage('de-DE');
  const writer = await pdfWriter(pdf);
  await writer.prepare(
    data.provider.name,
    ...data.provider.address,
    data.partner.name,
    ...data.partner.address,
    data.partner.email,
    ...data.lines.flatMap((l) => [l.investor, l.product]),
  );
  const bold: Weight = 'bold';
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const { text, right, rule } = drawingAt(writer, () => ({ page, y }));

  const party = (
    label: string,
    p: CreditNoteParty,
    x: number,
    at: (s: string, x: number, size?: number, w?: Weight) => void,
  ) => {
    at(label, x, 8);
    y -= 13;
    at(p.name, x, 10, bold);
    for (const l of p.address) {
      y -= 12;
      at(l, x, 9);
    }
    if (p.taxNumber) {
      y -= 12;
      at(`${T.taxNumber}: ${p.taxNumber}`, x, 9);
    }
  };
  const top = y;
  party(T.issuer, data.provider, 50, text);
  const leftEnd = y;
  y = top;
  party(T.recipient, data.partner, 320, text);
  y = Math.min(y, leftEnd) - 36;

  text(T.title(data.number), 50, 16, bold);
  y -= 15;
  text(T.subtitle, 50, 8);
  y -= 16;
  const range = periodRange(data.period);
  text(`${T.number}: ${data.number}`, 50, 9);
  right(`${T.date}: ${formatDate(data.date)}`, 545, 9);
  y -= 13;
  text(T.service, 50, 9);
  right(
    `${T.period}: ${periodLabel(data.period)} (${formatDate(range.from)} – ${formatDate(range.to)})`,
    545,
    9,
  );

  const header = () => {
    y -= 24;
    text(T.lineDate, 50, 8, bold);
    text(T.lineInvestor, 105, 8, bold);
    text(T.lineProduct, 225, 8, bold);
    text(T.lineLevel, 345, 8, bold);
    right(T.lineBase, 430, 8, bold);
    right(T.lineRate, 480, 8, bold);
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
    text(date(l.date), 50, 8);
    text(cut(l.investor, 24), 105, 8);
    text(cut(l.product, 24), 225, 8);
    text(l.level === 0 ? 'Eigen' : String(l.level), 345, 8);
    right(cents(l.baseCents), 430, 8);
    right(rate(l.percentage), 480, 8);
    right(cents(l.amountCents), 545, 8);
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
  text(data.partner.iban ? T.payout(data.partner.iban) : T.payoutUnknown, 50, 9);
  return Buffer.from(await pdf.save());
}
