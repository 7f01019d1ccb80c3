import { AppError, formatNumber, validateWholeZeichnung, zeichnungTexts } from '@zp/domain';
import type { UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { remainingVolumeOf } from '../../../access/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { licensedSalesrepFor } from '../../people/salesreps.service.ts';
import { bookVolumeAtCommit, volumeExceeded } from '../../products/volume.ts';
import { inducementsFor } from '../inducements.ts';
import { ZEICHNUNG_FINISHED } from '../jobs/zeichnung-finished.ts';
import { rememberSelfDisclosure } from '../self-disclosure.ts';
import * as repo from '../subscriptions.repository.ts';
import { amountsOf } from '../terms.ts';
import type { UseCaseContext } from './context.ts';
import { wizardChange } from './wizard-change.ts';

/**
 * The investor finishes (status F) in ONE transaction: sets F, enqueues the durable job that renders the document
 * and sends the confirmation (docs/decisions/005), books the volume and writes the audit entry. The job
 * runs in the worker, woken by the commit (docs/decisions/037): the answer does not wait for the document.
 * Answers the row as written with the product and investor read under the lock (no re-read).
 */
export async function finishZeichnung(
  { deps, caller, actor }: UseCaseContext,
  id: number,
  patch: UpdateInput,
) {
  const today = deps.clock.today();
  let productId = 0;
  try {
    return await deps.db.transaction(async (tx) => {
      const { z, p, inv, terms, input, ctx, values } = await wizardChange(tx, caller, id, patch, today);
      if (!p.isZeichnable) throw new AppError('CONFLICT', { detail: zeichnungTexts.notReleased });
      if (p.pausedAt) throw new AppError('CONFLICT', { detail: zeichnungTexts.paused });
      const errors = validateWholeZeichnung(terms, input, inv.user, ctx);
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const a = amountsOf(p, input, today);
      productId = p.id;
      const row = await repo.updateZeichnung(tx, id, {
        ...values,
        status: 'F',
        volumeCents: a.amount,
        agioCents: a.agio,
        accruedInterestCents: a.accrued,
        installmentTotalCents: a.installments,
        totalAmountCents: a.total,
        installmentEndDate: p.flags.withInstallments ? p.installmentEndDate : null,
        finishedAt: deps.clock.now(),
        // the partner that legally brokers it: itself if licensed for the kind, else the next one up (decision 017)
        licensedSalesrepId: z.salesrepId
          ? ((await licensedSalesrepFor(tx, z.salesrepId, p.kind))?.id ?? null)
          : null,
      });
      await rememberSelfDisclosure(tx, actor, z.investorId!, p, input);
      // The disclosure as it stands at finishing (decision 019), frozen in the job: the document shows what the
      // investor confirmed, even if the job runs later and another subscription got paid meanwhile.
      const inducements = await inducementsFor(tx, row);
      await deps.jobs.add(tx, ZEICHNUNG_FINISHED, { zeichnungId: id, inducements });
      // The two rows every finish of a launch shares come last, right before the commit: the product's volume (its row
      // lock) and the audit entry (the tenant's chain head). Neither answer is waited for: both leave with the commit,
      // so each row is held only while PostgreSQL runs the rest of this transaction (decisions 052 and 057). A booking
      // beyond the volume fails the transaction (below).
      await bookVolumeAtCommit(tx, p.id, a.amount);
      await writeAudit(tx, actor, {
        action: 'zeichnung.finish',
        entity: 'zeichnung',
        entityId: id,
        before: z,
        after: row,
      });
      // The product as the booking leaves it (its remaining volume in the answer).
      return { row, p: { ...p, investedVolumeCents: p.investedVolumeCents + a.amount }, inv };
    });
  } catch (err) {
    if (!volumeExceeded(err)) throw err;
    // Nothing of the finish was committed. What is left now (other finishes may have booked meanwhile).
    const left = await remainingVolumeOf(deps.db, productId);
    throw AppError.validation({ volume: zeichnungTexts.remainingExceeded(formatNumber(left)) });
  }
}
