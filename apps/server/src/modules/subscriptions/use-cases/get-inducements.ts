import { AppError } from '@zp/domain';
import type { InducementsDto } from '@zp/domain/commissions/commissions.contract';
import { assertZeichnungAccess, productOf } from '../../../access/index.ts';
import { inducementsFor } from '../inducements.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/**
 * `GET /zeichnung/{id}/inducements`: the commissions the subscription would pay (§ 17 FinVermV), computed from its
 * current volume; readable by whoever may read the subscription (the investor itself, the operator side).
 */
export async function getInducements({ deps, caller }: UseCaseContext, id: number): Promise<InducementsDto> {
  const row = await repo.findZeichnung(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  assertZeichnungAccess(caller, row, await productOf(deps.db, row.productId));
  return { zeichnungId: row.id, ...(await inducementsFor(deps.db, row)) };
}
