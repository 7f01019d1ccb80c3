// The durable side of finishing (docs/decisions/005): render the subscription document and send the
// confirmation. Enqueued in the finishing transaction; idempotent, so a re-run never makes a second of either.
import { type Inducements, zeichnungTexts } from '@zp/domain';
import { zeichnungsscheinTemplateOf, zeichnungWithParties } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import { documentData, mailConfirmation } from '../documents.ts';
import { inducementsFor, inducementsPage } from '../inducements.ts';
import * as repo from '../subscriptions.repository.ts';
import { withdrawalNoticeOf, withdrawalNoticePage } from '../withdrawal-notice.ts';
import { renderZeichnungsschein } from '../zeichnungsschein.ts';

export const ZEICHNUNG_FINISHED = 'zeichnung.finished';

export async function runZeichnungFinished(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const id = Number(payload.zeichnungId);
  // Everything read before the transaction: the file store reads through the pool, and the embedded database
  // has a single connection (a read inside the transaction would wait for it forever).
  const read = await zeichnungWithParties(deps.db, id);
  if (!read) return;
  const { z, p, inv } = read;
  if (z.status === 'O' || !z.investorId || z.zeichnungsscheinFileId || !inv) return;
  const template = await zeichnungsscheinTemplateOf(deps.db, p.id);
  const notice = await withdrawalNoticeOf(deps.db, z, p);
  // Frozen when the subscription was finished (use-cases/finish.ts); a repair job of older data computes it now.
  const inducements = (payload.inducements as Inducements | undefined) ?? (await inducementsFor(deps.db, z));
  let filled: Buffer | null = null;
  if (template) {
    try {
      filled = renderZeichnungsschein(
        (await deps.files.read(template.fileId)).buffer,
        documentData(z, p, inv.user),
        // the day it was signed, however late the job runs (a retry, a backlog, after a restart)
        z.finishedAt ?? deps.clock.now(),
        [inducementsPage(inducements), withdrawalNoticePage(zeichnungTexts.withdrawalNoticeTitle, notice)],
      );
    } catch (err) {
      // The confirmation still goes out; the broken template is logged for the issuer to fix.
      deps.log.error({ err, zeichnungId: id }, 'filling the zeichnungsschein failed');
    }
  }
  await deps.db.transaction(async (tx) => {
    // Under the row lock: a second run (another instance, a retry after a crash) finds the work done and stops.
    const locked = await repo.findZeichnung(tx, id, true);
    if (!locked || locked.zeichnungsscheinFileId || !(await deps.jobs.isOpen(tx, job.id))) return;
    let fileId: string | null = null;
    if (filled) {
      try {
        const saved = await deps.files.save(tx, {
          buffer: filled,
          originalName: `Zeichnungsschein-${id}.docx`,
          check: { label: zeichnungTexts.documentLabel, extensions: ['docx'] },
          ownerUserId: inv.user.id,
        });
        fileId = saved.id;
      } catch (err) {
        deps.log.error({ err, zeichnungId: id }, 'storing the zeichnungsschein failed');
      }
    }
    const row = await repo.updateZeichnung(tx, id, { zeichnungsscheinFileId: fileId });
    // A start-up repair of data from before the job existed (use-cases/requeue-finished.ts): the old code may
    // have sent a confirmation without document already; only one with the document is new to the investor.
    if (!payload.repair || fileId) await mailConfirmation(deps, tx, row, p, inv, fileId, notice);
    // Done in the same transaction as the mail and the link: a crash after the commit cannot run it again.
    await deps.jobs.complete(tx, job.id);
  });
}
