import { AppError } from '@zp/domain';
import { resellerCommissionTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import { assertMayApproveResellerCommission } from '../../../access/reseller-commissions.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toCommissionDto } from '../reseller-commissions.dto.ts';
import * as repo from '../reseller-commissions.repository.ts';

/**
 * POST /reseller/commission/{id}/approve: the operator approves an open commission (O → A), under the row lock,
 * audited; any other status is a 409 naming it (a second approval too).
 */
export async function approveResellerCommission(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  assertMayApproveResellerCommission(caller);
  await deps.db.transaction(async (tx) => {
    const c = await repo.lockCommission(tx, id);
    if (!c) throw new AppError('NOT_FOUND', { detail: T.notFound });
    if (c.status !== 'O') throw new AppError('CONFLICT', { detail: T.notOpen(T.statusLabels[c.status]) });
    await repo.approveCommission(tx, id, actor.userId, deps.clock.now());
    await writeAudit(tx, actor, {
      action: 'reseller_commission.approved',
      entity: 'reseller_commission',
      entityId: id,
      before: { status: 'O' },
      after: { status: 'A' },
    });
  });
  return toCommissionDto((await repo.findCommission(deps.db, id))!);
}
