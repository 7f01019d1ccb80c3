import { bookingTexts } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { type ProviderCols, providerNameOf } from './bookings.dto.ts';
import { type InvoiceData, renderInvoice } from './invoice.ts';

const invoiceNumber = (prefix: string, id: number) =>
  `${prefix}-${new Date().getUTCFullYear()}-${String(id).padStart(5, '0')}`;

type InvoiceLines = Omit<InvoiceData, 'number' | 'date' | 'providerName' | 'email'>;

/** Renders, stores and mails the invoice of a booking (RE-…) or upgrade (UP-…); returns the stored file id. */
export async function sendInvoice(
  deps: Deps,
  exec: Executor,
  provider: ProviderCols & { email: string },
  rowId: number,
  lines: InvoiceLines,
) {
  const to = provider.email;
  const data: InvoiceData = {
    number: invoiceNumber(lines.kind === 'Buchung' ? 'RE' : 'UP', rowId),
    date: new Date(),
    providerName: providerNameOf(provider),
    email: provider.email,
    ...lines,
  };
  const pdf = await renderInvoice(data);
  const file = await deps.files.save(exec, {
    buffer: pdf,
    originalName: `Rechnung-${data.number}.pdf`,
    check: { label: 'Rechnung', extensions: ['pdf'] },
  });
  const content = renderMail({
    greeting: `Guten Tag ${data.providerName},`,
    paragraphs: [bookingTexts.invoiceBody],
  });
  await deps.mailer.send(exec, {
    to,
    subject: bookingTexts.invoiceSubject,
    ...content,
    attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
  });
  return file.id;
}
