// The parts the frozen documents' PDFs share (credit notes, reseller credit notes, provider invoices): an A4
// document with a cursor, the two party blocks, the title block, the service period and the totals. Every part
// draws at the cursor's page and baseline and moves the baseline down as the documents always did.
import { formatCents, formatDate, periodLabel, periodRange, VAT_RATE_PERCENT } from '@zp/domain';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { drawingAt, type PdfWriter, pdfWriter } from './pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
/** The baseline at the top of a page. */
const TOP = 800;

export interface PdfCanvas extends ReturnType<typeof drawingAt> {
  pdf: PDFDocument;
  writer: PdfWriter;
  /** The page drawn on and the baseline now: parts move `y` down; a renderer moves it too. */
  at: { page: PDFPage; y: number };
  /** Starts a new A4 page, the baseline at its top. */
  addPage(): void;
}

/**
 * A German A4 document titled `title`, its fonts prepared for `texts` (the texts from outside: names, addresses,
 * lines), the first page added.
 */
export async function pdfCanvas(title: string, texts: string[]): Promise<PdfCanvas> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('de-DE');
  const writer = await pdfWriter(pdf);
  await writer.prepare(...texts);
  const at = { page: pdf.addPage(A4), y: TOP };
  return {
    pdf,
    writer,
    at,
    ...drawingAt(writer, () => at),
    addPage() {
      at.page = pdf.addPage(A4);
      at.y = TOP;
    },
  };
}

/** One party: a small label, the name in bold, then its lines (address, tax number …). */
export interface PartyBlock {
  label: string;
  name: string;
  lines: string[];
}

/** A party's address and — when it has one — its tax number as `<label>: <number>`. */
export const partyLines = (address: string[], taxNumberLabel: string, taxNumber: string): string[] =>
  taxNumber ? [...address, `${taxNumberLabel}: ${taxNumber}`] : address;

/** The issuer (left) and the recipient (right), the baseline then 36 pt below the longer one. */
export function drawParties(c: PdfCanvas, issuer: PartyBlock, recipient: PartyBlock): void {
  const party = (p: PartyBlock, x: number) => {
    c.text(p.label, x, 8);
    c.at.y -= 13;
    c.text(p.name, x, 10, 'bold');
    for (const l of p.lines) {
      c.at.y -= 12;
      c.text(l, x, 9);
    }
  };
  const top = c.at.y;
  party(issuer, 50);
  const leftEnd = c.at.y;
  c.at.y = top;
  party(recipient, 320);
  c.at.y = Math.min(c.at.y, leftEnd) - 36;
}

/** Issuer and recipient as name, address lines and tax number (when they have one). */
export function drawPartiesWithTaxNumbers(
  c: PdfCanvas,
  t: { issuer: string; recipient: string; taxNumber: string },
  issuer: { name: string; address: string[]; taxNumber: string },
  recipient: { name: string; address: string[]; taxNumber: string },
): void {
  const block = (label: string, p: typeof issuer): PartyBlock => ({
    label,
    name: p.name,
    lines: partyLines(p.address, t.taxNumber, p.taxNumber),
  });
  drawParties(c, block(t.issuer, issuer), block(t.recipient, recipient));
}

/** The title, its subtitle, then number (left) and date (right); the baseline ends on the next line. */
export function drawTitle(
  c: PdfCanvas,
  t: { title: (n: string) => string; subtitle: string; number: string; date: string },
  number: string,
  date: string,
): void {
  c.text(t.title(number), 50, 16, 'bold');
  c.at.y -= 15;
  c.text(t.subtitle, 50, 8);
  c.at.y -= 16;
  c.text(`${t.number}: ${number}`, 50, 9);
  c.right(`${t.date}: ${formatDate(date)}`, 545, 9);
  c.at.y -= 13;
}

/** "Leistungszeitraum: März 2026 (01.03.2026 – 31.03.2026)" at the right edge. */
export function drawPeriod(c: PdfCanvas, t: { period: string }, period: string): void {
  const range = periodRange(period);
  c.right(
    `${t.period}: ${periodLabel(period)} (${formatDate(range.from)} – ${formatDate(range.to)})`,
    545,
    9,
  );
}

export interface TotalsTexts {
  net: string;
  vat: (rate: number) => string;
  gross: string;
}

/** Net, VAT 19 % and gross (bold) in the right half. */
export function drawVatTotals(
  c: PdfCanvas,
  t: TotalsTexts,
  d: { netCents: number; vatCents: number; grossCents: number },
): void {
  c.text(t.net, 300, 9);
  c.right(formatCents(d.netCents), 545, 9);
  c.at.y -= 13;
  c.text(t.vat(VAT_RATE_PERCENT), 300, 9);
  c.right(formatCents(d.vatCents), 545, 9);
  c.at.y -= 14;
  c.text(t.gross, 300, 10, 'bold');
  c.right(formatCents(d.grossCents), 545, 10, 'bold');
}

/**
 * A credit note's totals: net, VAT and gross — or, without VAT, the total with the §19 UStG note — and then the
 * payout line (to the recipient's IBAN, or that it is not known yet).
 */
export function drawCreditTotals(
  c: PdfCanvas,
  t: TotalsTexts & {
    total: string;
    exemption: string;
    payout: (iban: string) => string;
    payoutUnknown: string;
  },
  d: { isSubjectToVat: boolean; netCents: number; vatCents: number; grossCents: number; iban: string },
): void {
  if (d.isSubjectToVat) drawVatTotals(c, t, d);
  else {
    c.text(t.total, 300, 10, 'bold');
    c.right(formatCents(d.grossCents), 545, 10, 'bold');
    c.at.y -= 22;
    c.text(t.exemption, 50, 8);
  }
  c.at.y -= 26;
  c.text(d.iban ? t.payout(d.iban) : t.payoutUnknown, 50, 9);
}
