import { AppError, creditNoteTexts as T } from '@zp/domain';
import { assertMayMarkCreditNotePaid } from '../../../access/credit-notes.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { markCommissionsPaid } from '../../subscriptions/commission-flags.ts';
import * as repo from '../credit-notes.repository.ts';
import { getCreditNote } from './read-credit-notes.ts';

/**
 * POST /zeichnung/commissions-invoice/{id}/update {isPaid}: the operator ticks "Provision wurde überwiesen"; the
 * note's records go R → P in the same transaction, audited. Ticking a paid note again changes nothing (double
 * clicks, concurrent requests: the row is locked); a paid note is never unticked (409). Lines and totals never
 * change. A subscription all of whose records are then paid carries commissionPaid
 * (set through the subscriptions area's service, same transaction).
 */
export async function markCreditNotePaid(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  isPaid: boolean,
) {
  assertMayMarkCreditNotePaid(caller);
  await deps.db.transaction(async (tx) => {
    const note = await repo.lockNote(tx, id);
    if (!note) throw new AppError('NOT_FOUND', { detail: T.notFound });
    if (note.isPaid === isPaid) return;
    if (!isPaid) throw new AppError('CONFLICT', { detail: T.cannotUnpay });
    const paidIds = await repo.markNotePaid(tx, id, actor.userId, deps.clock.now());
    await writeAudit(tx, actor, {
      action: 'credit_note.paid',
      entity: 'commission_invoice',
      entityId: id,
      before: { isPaid: false },
      after: { isPaid: true, commissionIds: paidIds },
    });
    await markCommissionsPaid(tx, await repo.fullyPaidZeichnungenOf(tx, id), actor);
  });
  return getCreditNote(deps, caller, id);
}
