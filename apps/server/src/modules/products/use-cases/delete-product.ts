import { AppError, productTexts } from '@zp/domain';
import { assertCanOperateProduct } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../products.repository.ts';

/** DECISIONS.md: only without any subscription and while not subscribable; hidden, never hard-deleted. */
export async function deleteProduct(deps: Deps, c: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const p = await repo.findProduct(tx, id, true);
    if (!p) throw new AppError('NOT_FOUND');
    assertCanOperateProduct(c, p);
    if (p.isZeichnable || (await repo.subscriptionCounts(tx, id)).all > 0) {
      throw new AppError('CONFLICT', { detail: productTexts.notDeletable });
    }
    await repo.updateProductRow(tx, id, { deletedAt: new Date() });
    await writeAudit(tx, actor, { action: 'product.delete', entity: 'product', entityId: id, before: p });
  });
}
