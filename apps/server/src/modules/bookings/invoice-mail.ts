import { bookingTexts, invoiceNumberOf } from '@zp/domain';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { nextNumber } from '../../lib/numbers.ts';
import { type ProviderCols, providerNameOf } from './bookings.dto.ts';
import { type InvoiceData, renderInvoice } from './invoice.ts';

type InvoiceLines = Omit<
  InvoiceData,
  'number' | 'date' | 'providerName' | 'providerAddress' | 'email' | 'issuer'
>;

export interface ProviderAddress {
  street?: string | null;
  houseNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** The customer's address lines of the invoice (empty parts left out). */
export function addressLines(p: ProviderAddress): string[] {
  const join = (...parts: (string | null | undefined)[]) =>
    parts
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  return [join(p.street, p.houseNumber), join(p.zipCode, p.city), p.country?.trim() ?? ''].filter(Boolean);
}

/**
 * Issues the invoice of a booking or upgrade inside its transaction: the next number of the consecutive series
 * `invoice` (§14 Abs. 4 Nr. 4 UStG; a rolled-back booking gives it back), today's date (Berlin), the PDF stored and
 * mailed. Answers the stored file id, the number and the date for the row.
 */
export async function sendInvoice(
  deps: Deps,
  tx: Tx,
  provider: ProviderCols & ProviderAddress & { email: string },
  lines: InvoiceLines,
) {
  const to = provider.email;
  const data: InvoiceData = {
    number: invoiceNumberOf(await nextNumber(tx, 'invoice')),
    date: deps.clock.today(),
    issuer: deps.config.operator,
    providerName: providerNameOf(provider),
    providerAddress: addressLines(provider),
    email: provider.email,
    ...lines,
  };
  const pdf = await renderInvoice(data);
  const file = await deps.files.save(tx, {
    buffer: pdf,
    originalName: `Rechnung-${data.number}.pdf`,
    check: { label: 'Rechnung', extensions: ['pdf'] },
  });
  const content = renderMail({
    greeting: `Guten Tag ${data.providerName},`,
    paragraphs: [bookingTexts.invoiceBody],
  });
  await deps.mailer.send(tx, {
    to,
    subject: bookingTexts.invoiceSubject,
    ...content,
    attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
  });
  return { fileId: file.id, invoiceNumber: data.number, invoiceDate: data.date };
}
