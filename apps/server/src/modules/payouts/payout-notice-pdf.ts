// The payout notice (Zinsabrechnung, issue 18, decision 026): issuer, investor, product, payment date, the events paid
// (period, days, gross), the exemption used, the withheld taxes and the net amount with the account credited. One
// page per investor line (more when an investor has many subscriptions); issued once, never changed.
import { formatCents, formatDate, payoutTexts as P, payoutRunTexts as T } from '@zp/domain';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { drawingAt, pdfWriter, type Weight } from '../../lib/pdf-text.ts';

export interface PayoutNoticeData {
  issuer: string;
  investor: { name: string; address: string[] };
  product: string;
  date: string;
  executionDate: string;
  events: { zeichnung: string; periodStart: string; periodEnd: string; days: number; amountCents: number }[];
  grossCents: number;
  exemptionUsedCents: number;
  hasExemptionOrder: boolean;
  nonAssessment: boolean;
  taxableCents: number;
  kapitalertragsteuerCents: number;
  solidaritaetszuschlagCents: number;
  kirchensteuerCents: number;
  churchRate: number | null;
  netCents: number;
  iban: string;
}

export async function renderPayoutNotice(d: PayoutNoticeData): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${T.noticeTitle} ${d.product} ${formatDate(d.date)}`);
  pdf.setLanguage('de-DE');
  const writer = await pdfWriter(pdf);
  await writer.prepare(d.issuer, d.investor.name, ...d.investor.address, d.product);
  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const { text, right } = drawingAt(writer, () => ({ page, y }));
  const row = (label: string, cents: number, weight: Weight = 'regular') => {
    y -= 16;
    text(label, 50, 10, weight);
    right(formatCents(cents), 545, 10, weight);
  };

  text(`${T.noticeIssuer}: ${d.issuer}`, 50, 9);
  y -= 30;
  text(d.investor.name, 50, 11, 'bold');
  for (const l of d.investor.address) {
    y -= 13;
    text(l, 50, 10);
  }
  y -= 40;
  text(T.noticeTitle, 50, 18, 'bold');
  y -= 22;
  text(`${T.noticeProduct}: ${d.product}`, 50, 10);
  y -= 14;
  text(`${T.noticePaymentDate}: ${formatDate(d.date)}`, 50, 10);
  right(`${T.noticeExecutionDate}: ${formatDate(d.executionDate)}`, 545, 10);
  y -= 28;
  text(T.noticeSubscription, 50, 8, 'bold');
  text(T.noticePeriod, 270, 8, 'bold');
  right(T.noticeDays, 440, 8, 'bold');
  right(T.noticeAmount, 545, 8, 'bold');
  for (const e of d.events) {
    if (y < 260) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
    y -= 14;
    text(e.zeichnung, 50, 8);
    text(`${formatDate(e.periodStart)} – ${formatDate(e.periodEnd)}`, 270, 8);
    right(String(e.days), 440, 8);
    right(formatCents(e.amountCents), 545, 8);
  }
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  row(P.grossInterest, d.grossCents, 'bold');
  if (d.nonAssessment) {
    y -= 16;
    text(P.nonAssessmentNote, 50, 9);
  } else {
    if (d.hasExemptionOrder) row(P.exemptionUsed, -d.exemptionUsedCents);
    else {
      y -= 16;
      text(T.noticeExemptionNone, 50, 9);
    }
    row(P.taxable, d.taxableCents);
    row(P.kapitalertragsteuer, -d.kapitalertragsteuerCents);
    row(P.solidaritaetszuschlag, -d.solidaritaetszuschlagCents);
    if (d.churchRate != null) row(T.noticeChurch(d.churchRate), -d.kirchensteuerCents);
  }
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  row(P.net, d.netCents, 'bold');
  y -= 22;
  text(`${T.noticeAccount}: ${d.iban}`, 50, 9);
  y -= 30;
  for (const l of T.noticeFooter) {
    text(l, 50, 7);
    y -= 10;
  }
  return Buffer.from(await pdf.save());
}
