import { AppError, zeichnungTexts } from '@zp/domain';
import { assertZeichnungAccess, productOf } from '../../../access/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { releaseVolume } from '../../products/volume.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/** Deletion (spec 001 §4): never for status A; a finished one gives its volume back; kept for the records. */
export async function deleteZeichnung({ deps, caller, actor }: UseCaseContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    assertZeichnungAccess(caller, z, await productOf(tx, z.productId));
    if (z.status === 'A') throw new AppError('CONFLICT', { detail: zeichnungTexts.notDeletableAccepted });
    if (z.status === 'F') await releaseVolume(tx, z.productId, z.volumeCents);
    await repo.markDeleted(tx, id);
    await writeAudit(tx, actor, { action: 'zeichnung.delete', entity: 'zeichnung', entityId: id, before: z });
  });
}
