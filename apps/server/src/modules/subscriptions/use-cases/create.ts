import { AppError, zeichnungTexts } from '@zp/domain';
import { isOwnInvestor } from '@zp/domain/auth/access';
import { lockInvestorWithUser, productOf } from '../../../access/index.ts';
import { auditCreated } from '../../../lib/audit.ts';
import { contractStatusOf } from '../../smart-contracts/smart-contracts.service.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/**
 * Starts (or continues) the investor's subscription of a released product in status O; answers the row with the
 * product and the investor it read (the answer is built from them).
 */
export async function createZeichnung(
  { deps, caller: c, actor }: UseCaseContext,
  productId: number,
  investorId: number,
) {
  if (!isOwnInvestor(c, investorId)) throw new AppError('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const p = await productOf(tx, productId);
    if (p.superuserId !== c.tenantId) throw new AppError('NOT_FOUND');
    if (!p.isZeichnable || p.status !== 'F')
      throw new AppError('CONFLICT', { detail: zeichnungTexts.notReleased });
    // "Zeichnung pausieren" (issue 16): no new subscription while the provider has paused the product.
    if (p.pausedAt) throw new AppError('CONFLICT', { detail: zeichnungTexts.paused });
    // A tokenized product can be subscribed only once its smart contract is deployed (spec 000 §4).
    if (p.isTokenized && (await contractStatusOf(tx, p.id)) !== 'D')
      throw new AppError('CONFLICT', { detail: zeichnungTexts.notDeployed });
    // The investor row lock serializes a double-click: the second request then finds the first one's row. The
    // investor's user comes with it for the answer.
    const inv = await lockInvestorWithUser(tx, investorId);
    const open = await repo.findOpen(tx, productId, investorId);
    if (open) return { row: open, p, inv };
    const row = await repo.insertOpenZeichnung(tx, {
      productId,
      investorId,
      superuserId: p.superuserId,
      salesrepId: inv?.investor.salesrepId ?? null,
    });
    await auditCreated(tx, actor, 'zeichnung.create', 'zeichnung', row.id, row);
    return { row, p, inv };
  });
}
