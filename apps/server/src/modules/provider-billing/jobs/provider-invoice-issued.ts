// The durable side of a provider invoice (decision 029, 032): the run commits number, lines, totals, the billed
// fees and the frozen parties; this job renders the PDF from them, stores it once and mails it to the provider.
// Enqueued in the invoice's transaction; idempotent, so a re-run never makes a second PDF or mail.
import { formatCents, type ProviderInvoiceFeeLine, periodLabel, providerInvoiceTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import type { ProviderInvoiceParties } from '../provider-billing.dto.ts';
import * as repo from '../provider-billing.repository.ts';
import { renderProviderInvoice } from '../provider-invoice-pdf.ts';

export const PROVIDER_INVOICE_ISSUED = 'provider-invoice.issued';

/** Fees read per query while rendering. */
const FEES_PER_CHUNK = 2_000;

export async function runProviderInvoiceIssued(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const invoiceId = Number(payload.invoiceId);
  // Read and rendered before the transaction (the embedded database has one connection; rendering takes a while).
  const found = await repo.findInvoice(deps.db, invoiceId);
  if (!found || found.invoice.fileId) return;
  const inv = found.invoice;
  const parties = inv.parties as unknown as ProviderInvoiceParties;
  const pdf = await renderProviderInvoice({
    number: inv.number,
    date: inv.invoiceDate,
    period: inv.period,
    parties,
    lines: inv.lines as unknown as ProviderInvoiceFeeLine[],
    processingFeeCount: inv.processingFeeCount,
    processingFeeCents: inv.processingFeeCents,
    async *fees() {
      let after = 0;
      for (;;) {
        const chunk = await repo.feesOfInvoice(deps.db, invoiceId, after, FEES_PER_CHUNK);
        if (chunk.length === 0) return;
        yield chunk;
        after = chunk[chunk.length - 1]!.id;
        if (chunk.length < FEES_PER_CHUNK) return;
      }
    },
    netCents: inv.netCents,
    vatCents: inv.vatCents,
    grossCents: inv.grossCents,
  });
  await deps.db.transaction(async (tx) => {
    // Under the row lock: a second run (another instance, a retry) finds the PDF stored and stops.
    const locked = await repo.lockInvoice(tx, invoiceId);
    if (!locked || locked.fileId || !(await deps.jobs.isOpen(tx, job.id))) return;
    const file = await deps.files.save(tx, {
      buffer: pdf,
      originalName: `Rechnung-${inv.number}.pdf`,
      check: { label: 'Rechnung', extensions: ['pdf'] },
    });
    await repo.setInvoiceFile(tx, invoiceId, file.id);
    const content = renderMail({
      greeting: T.mailGreeting(parties.provider.name),
      paragraphs: [T.mailBody(periodLabel(inv.period), formatCents(inv.grossCents))],
    });
    await deps.mailer.send(tx, {
      to: parties.provider.email,
      subject: T.mailSubject(inv.number),
      ...content,
      attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
    });
    await deps.jobs.complete(tx, job.id);
  });
}
