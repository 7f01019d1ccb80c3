import { churchTaxRateOf, formatCents, formatDate, payoutRunTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { renderPayoutNotice } from '../payout-notice-pdf.ts';
import * as repo from '../payout-runs.repository.ts';

/** One job per payout line, enqueued by the confirming transaction (decision 026). */
export const PAYOUT_NOTICE = 'payouts.notice';

/**
 * Renders a line's payout notice, stores it on the line and mails it with the PDF attached. Read and rendered before
 * the transaction (the embedded database has one connection); under the line's row lock a second run (retry, another
 * instance) finds the notice set and stops, and the job completes with the mail and the link.
 */
export async function runPayoutNotice(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const id = Number(payload.lineId);
  const row = await repo.findLine(deps.db, id);
  if (!row || row.l.noticeFileId) return;
  const { l, r } = row;
  const product = await repo.productForRun(deps.db, r.productId);
  const user = l.investorId == null ? null : await repo.investorContact(deps.db, l.investorId);
  if (!product || !user) return;
  const events = await repo.eventsOfLine(deps.db, r.id, l.investorId, l.eventId);
  const tax = await repo.taxDataOf(deps.db, user ? (l.investorId as number) : 0, r.issuerId ?? 0, l.year);
  const nonAssessment = tax.nonAssessmentUntil != null && tax.nonAssessmentUntil >= r.executionDate;
  const name = (user.isCompany && user.company?.trim()) || `${user.firstName} ${user.lastName}`.trim();
  const address = [
    `${user.street ?? ''} ${user.houseNumber ?? ''}`.trim(),
    `${user.zipCode ?? ''} ${user.city ?? ''}`.trim(),
  ].filter(Boolean);
  const pdf = await renderPayoutNotice({
    issuer: product.issuerCompany?.trim() || `${product.issuerFirstName} ${product.issuerLastName}`.trim(),
    investor: { name, address },
    product: row.productName ?? '',
    date: row.date,
    executionDate: r.executionDate,
    events: events.map((e) => ({
      zeichnung: `Nr. ${e.zeichnungId} · ${e.number}. Zinszahlung`,
      periodStart: e.periodStart,
      periodEnd: e.periodEnd,
      days: e.days,
      amountCents: e.amountCents,
    })),
    grossCents: l.grossCents,
    exemptionUsedCents: l.exemptionUsedCents,
    hasExemptionOrder: tax.hasOrder,
    nonAssessment,
    taxableCents: l.taxableCents,
    kapitalertragsteuerCents: l.kapitalertragsteuerCents,
    solidaritaetszuschlagCents: l.solidaritaetszuschlagCents,
    kirchensteuerCents: l.kirchensteuerCents,
    churchRate: tax.churchMember ? churchTaxRateOf(tax.federalState) : null,
    netCents: l.netCents,
    iban: l.iban,
  });
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findLine(tx, id, true);
    if (!locked || locked.l.noticeFileId || !(await deps.jobs.isOpen(tx, job.id))) return;
    const file = await deps.files.save(tx, {
      buffer: pdf,
      originalName: T.noticeFileName(row.date),
      check: { label: T.noticeTitle, extensions: ['pdf'] },
      ownerUserId: user.id,
    });
    await repo.setNotice(tx, id, file.id);
    const content = renderMail({
      greeting: T.mailGreeting(name),
      paragraphs: [T.mailBody(row.productName ?? '', formatDate(row.date), formatCents(l.netCents))],
    });
    await deps.mailer.send(tx, {
      to: user.email,
      subject: T.mailSubject(row.productName ?? ''),
      ...content,
      attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
    });
    await deps.jobs.complete(tx, job.id);
  });
}
