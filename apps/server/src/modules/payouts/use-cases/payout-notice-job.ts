import { churchTaxRateOf, formatCents, formatDate, payoutRunTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { type PayoutNoticeData, renderPayoutNotice } from '../payout-notice-pdf.ts';
import * as repo from '../payout-runs.repository.ts';

/** One job per payout line, enqueued by the confirming transaction (decision 026). */
export const PAYOUT_NOTICE = 'payouts.notice';

/**
 * Renders a line's payout notice, stores it on the line and mails it with the PDF attached. Read and rendered before
 * the transaction (the embedded database has one connection); under the line's row lock a second run (retry, another
 * instance) finds the notice set and stops, and the job completes with the mail and the link.
 */
/**
 * What the notice states about the investor's taxes, frozen by the confirming transaction in the job's payload
 * (issue 18): a tax profile or exemption order changed after the confirmation must not change the notice of a
 * payout already booked. Jobs enqueued before the payload carried it fall back to the profile as it is now.
 */
export interface FrozenNoticeTax {
  churchRate: number | null;
  nonAssessment: boolean;
  hasExemptionOrder: boolean;
}

const frozenOf = (payload: Record<string, unknown>): FrozenNoticeTax | null =>
  typeof payload.nonAssessment === 'boolean' && typeof payload.hasExemptionOrder === 'boolean'
    ? {
        churchRate: typeof payload.churchRate === 'number' ? payload.churchRate : null,
        nonAssessment: payload.nonAssessment,
        hasExemptionOrder: payload.hasExemptionOrder,
      }
    : null;

/** The notice's content for one line (null: the line is gone, has its notice already, or has no investor). */
export async function readPayoutNotice(deps: Deps, payload: Record<string, unknown>) {
  const id = Number(payload.lineId);
  const row = await repo.findLine(deps.db, id);
  if (!row || row.l.noticeFileId) return null;
  const { l, r } = row;
  const product = await repo.productForRun(deps.db, r.productId);
  const user = l.investorId == null ? null : await repo.investorContact(deps.db, l.investorId);
  if (!product || !user) return null;
  const events = await repo.eventsOfLine(deps.db, r.id, l.investorId, l.eventId);
  let tax = frozenOf(payload);
  if (!tax) {
    const now = await repo.taxDataOf(deps.db, l.investorId as number, r.issuerId ?? 0, l.year);
    tax = {
      churchRate: now.churchMember ? churchTaxRateOf(now.federalState) : null,
      nonAssessment: now.nonAssessmentUntil != null && now.nonAssessmentUntil >= r.executionDate,
      hasExemptionOrder: now.hasOrder,
    };
  }
  const name = (user.isCompany && user.company?.trim()) || `${user.firstName} ${user.lastName}`.trim();
  const address = [
    `${user.street ?? ''} ${user.houseNumber ?? ''}`.trim(),
    `${user.zipCode ?? ''} ${user.city ?? ''}`.trim(),
  ].filter(Boolean);
  const data: PayoutNoticeData = {
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
    hasExemptionOrder: tax.hasExemptionOrder,
    nonAssessment: tax.nonAssessment,
    taxableCents: l.taxableCents,
    kapitalertragsteuerCents: l.kapitalertragsteuerCents,
    solidaritaetszuschlagCents: l.solidaritaetszuschlagCents,
    kirchensteuerCents: l.kirchensteuerCents,
    churchRate: tax.churchRate,
    netCents: l.netCents,
    iban: l.iban,
  };
  return { id, row, user, name, data };
}

/**
 * Renders a line's payout notice, stores it on the line and mails it with the PDF attached. Read and rendered before
 * the transaction (the embedded database has one connection); under the line's row lock a second run (retry, another
 * instance) finds the notice set and stops, and the job completes with the mail and the link.
 */
export async function runPayoutNotice(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const notice = await readPayoutNotice(deps, payload);
  if (!notice) return;
  const { id, row, user, name } = notice;
  const { l } = row;
  const pdf = await renderPayoutNotice(notice.data);
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
