// The durable side of a reseller credit note (like decision 029): the payout request commits number, lines, totals,
// parties and the requested records; this job renders the PDF from them, stores it once and mails it to the
// reseller. Enqueued in the request's transaction; idempotent, so a re-run never makes a second PDF or mail.
import { formatCents } from '@zp/domain';
import type { ResellerInvoiceLine } from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerInvoiceTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import * as repo from '../reseller-commissions.repository.ts';
import { type ResellerInvoiceParty, renderResellerInvoice } from '../reseller-invoice-pdf.ts';

export const RESELLER_INVOICE_ISSUED = 'reseller-invoice.issued';

/** Operator and reseller as the credit note names them, frozen on the row when it was made. */
export interface ResellerInvoiceParties {
  issuer: ResellerInvoiceParty;
  recipient: ResellerInvoiceParty & { email: string; iban: string };
}

export async function runResellerInvoiceIssued(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const invoiceId = Number(payload.invoiceId);
  // Read and rendered before the transaction (the embedded database has one connection; rendering takes a while).
  const found = await repo.findInvoice(deps.db, invoiceId);
  if (!found || found.invoice.fileId) return;
  const { invoice } = found;
  const parties = invoice.parties as unknown as ResellerInvoiceParties;
  const pdf = await renderResellerInvoice({
    number: invoice.number,
    date: invoice.invoiceDate,
    issuer: parties.issuer,
    recipient: parties.recipient,
    isSubjectToVat: invoice.isSubjectToVat,
    lines: invoice.lines as unknown as ResellerInvoiceLine[],
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
  });
  await deps.db.transaction(async (tx) => {
    // Under the row lock: a second run (another instance, a retry) finds the PDF stored and stops.
    const locked = await repo.lockInvoice(tx, invoiceId);
    if (!locked || locked.fileId || !(await deps.jobs.isOpen(tx, job.id))) return;
    const file = await deps.files.save(tx, {
      buffer: pdf,
      originalName: `Gutschrift-${invoice.number}.pdf`,
      check: { label: 'Gutschrift', extensions: ['pdf'] },
    });
    await repo.setInvoiceFile(tx, invoiceId, file.id);
    const content = renderMail({
      greeting: T.mailGreeting(parties.recipient.name),
      paragraphs: [T.mailBody(formatCents(invoice.grossCents))],
    });
    await deps.mailer.send(tx, {
      to: parties.recipient.email,
      subject: T.mailSubject(invoice.number),
      ...content,
      attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
    });
    await deps.jobs.complete(tx, job.id);
  });
}
