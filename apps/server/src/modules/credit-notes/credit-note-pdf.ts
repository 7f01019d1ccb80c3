import { formatCents, formatDate, creditNotePdfTexts as T } from '@zp/domain';
import type { CreditNoteLine } from '@zp/domain/commissions/credit-notes.contract';
import {
  drawCreditTotals,
  drawPartiesWithTaxNumbers,
  drawPeriod,
  drawTitle,
  pdfCanvas,
} from '../../lib/pdf-document-parts.ts';
import { cut, type Weight } from '../../lib/pdf-text.ts';

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
  const c = await pdfCanvas(T.title(data.number), [
    data.provider.name,
    ...data.provider.address,
    data.partner.name,
    ...data.partner.address,
    data.partner.email,
    ...data.lines.flatMap((l) => [l.investor, l.product]),
  ]);
  const { at, text, right, rule } = c;
  const bold: Weight = 'bold';
  drawPartiesWithTaxNumbers(c, T, data.provider, data.partner);
  drawTitle(c, T, data.number, data.date);
  text(T.service, 50, 9);
  drawPeriod(c, T, data.period);

  const header = () => {
    at.y -= 24;
    text(T.lineDate, 50, 8, bold);
    text(T.lineInvestor, 105, 8, bold);
    text(T.lineProduct, 225, 8, bold);
    text(T.lineLevel, 345, 8, bold);
    right(T.lineBase, 430, 8, bold);
    right(T.lineRate, 480, 8, bold);
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
    text(date(l.date), 50, 8);
    text(cut(l.investor, 24), 105, 8);
    text(cut(l.product, 24), 225, 8);
    text(l.level === 0 ? 'Eigen' : String(l.level), 345, 8);
    right(cents(l.baseCents), 430, 8);
    right(rate(l.percentage), 480, 8);
    right(cents(l.amountCents), 545, 8);
  }
  at.y -= 8;
  rule();
  at.y -= 16;
  drawCreditTotals(c, T, { ...data, iban: data.partner.iban });
  return Buffer.from(await c.pdf.save());
}
