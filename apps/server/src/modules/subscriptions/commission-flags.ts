import type { Tx } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import * as repo from './subscriptions.repository.ts';

/**
 * The subscriptions whose commission records are all paid out (a credit note ticked paid, issue 17) carry
 * `commissionPaid` (spec 000 §4), set in the transaction that paid them, one audit entry per subscription.
 */
export async function markCommissionsPaid(tx: Tx, zeichnungIds: number[], actor: Actor): Promise<void> {
  for (const row of await repo.markCommissionPaid(tx, zeichnungIds))
    await writeAudit(tx, actor, {
      action: 'zeichnung.commission_paid',
      entity: 'zeichnung',
      entityId: row.id,
      before: { commissionPaid: false },
      after: { commissionPaid: true },
    });
}
