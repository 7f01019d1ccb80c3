import { AppError, productTexts } from '@zp/domain';
import { assertCanOperateProduct } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../products.repository.ts';

/**
 * `POST /product/{id}/pause` and `/resume`: "Zeichnung pausieren" / "Zeichnung fortsetzen" of a released product
 * (issue 16). Only `paused_at` changes: the product stays released, its subscriptions and documents stay; while
 * paused the subscriptions module refuses new subscriptions. Audited.
 */
export async function setProductPaused(deps: Deps, c: AuthClaims, actor: Actor, id: number, paused: boolean) {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findProduct(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    assertCanOperateProduct(c, current);
    if (!current.isZeichnable || current.status !== 'F')
      throw new AppError('CONFLICT', { detail: productTexts.pauseNotReleased });
    if (paused && current.pausedAt) throw new AppError('CONFLICT', { detail: productTexts.alreadyPaused });
    if (!paused && !current.pausedAt) throw new AppError('CONFLICT', { detail: productTexts.notPaused });
    const row = await repo.updateProductRow(tx, id, { pausedAt: paused ? deps.clock.now() : null });
    await writeAudit(tx, actor, {
      action: paused ? 'product.pause' : 'product.resume',
      entity: 'product',
      entityId: id,
      before: { pausedAt: current.pausedAt },
      after: { pausedAt: row.pausedAt },
    });
    return row;
  });
}
