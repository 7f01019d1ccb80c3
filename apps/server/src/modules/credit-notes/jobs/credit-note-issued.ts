// The durable side of a credit note (decision 029): the run commits number, lines, totals and the settled records;
// this job renders the PDF from them and the parties frozen in its payload, stores it once and mails it. Enqueued in
// the note's transaction; idempotent, so a re-run never makes a second PDF or mail.
import { formatCents, periodLabel, creditNoteTexts as T } from '@zp/domain';
import type { CreditNoteLine } from '@zp/domain/commissions/credit-notes.contract';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { type CreditNoteParty, renderCreditNote } from '../credit-note-pdf.ts';
import * as repo from '../credit-notes.repository.ts';

export const CREDIT_NOTE_ISSUED = 'credit-note.issued';

/** Provider and partner as the note names them, taken when the note was created. */
export interface CreditNoteParties {
  provider: CreditNoteParty;
  partner: CreditNoteParty & { email: string; iban: string };
}

export async function runCreditNoteIssued(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const noteId = Number(payload.noteId);
  const parties = payload as unknown as CreditNoteParties;
  // Read and rendered before the transaction (the embedded database has one connection; rendering takes a while).
  const found = await repo.findNote(deps.db, noteId);
  if (!found || found.note.fileId) return;
  const { note } = found;
  const pdf = await renderCreditNote({
    number: note.number,
    date: note.invoiceDate,
    period: note.period,
    provider: parties.provider,
    partner: parties.partner,
    isSubjectToVat: note.isSubjectToVat,
    lines: note.lines as unknown as CreditNoteLine[],
    netCents: note.netCents,
    vatCents: note.vatCents,
    grossCents: note.grossCents,
  });
  await deps.db.transaction(async (tx) => {
    // Under the row lock: a second run (another instance, a retry) finds the PDF stored and stops.
    const locked = await repo.lockNote(tx, noteId);
    if (!locked || locked.fileId || !(await deps.jobs.isOpen(tx, job.id))) return;
    const file = await deps.files.save(tx, {
      buffer: pdf,
      originalName: `Gutschrift-${note.number}.pdf`,
      check: { label: 'Gutschrift', extensions: ['pdf'] },
    });
    await repo.setNoteFile(tx, noteId, file.id);
    const content = renderMail({
      greeting: T.mailGreeting(parties.partner.name),
      paragraphs: [T.mailBody(periodLabel(note.period), formatCents(note.grossCents))],
    });
    await deps.mailer.send(tx, {
      to: parties.partner.email,
      subject: T.mailSubject(note.number),
      ...content,
      attachments: [{ filename: file.originalName, fileId: file.id, contentType: 'application/pdf' }],
    });
    await deps.jobs.complete(tx, job.id);
  });
}
