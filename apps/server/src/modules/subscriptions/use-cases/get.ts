import { AppError } from '@zp/domain';
import { assertZeichnungAccess, productOf, zeichnungWithParties } from '../../../access/index.ts';
import { zeichnungAnswer } from '../subscriptions.dto.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/** One subscription, for the investor itself and the operator side. */
export async function getZeichnung({ deps, caller }: UseCaseContext, id: number) {
  const read = await zeichnungWithParties(deps.db, id);
  if (!read) throw new AppError('NOT_FOUND');
  const { z: row, p, inv } = read;
  assertZeichnungAccess(caller, row, p);
  // The product and investor read with the row answer too (not read a second time).
  return zeichnungAnswer(deps.db, row, deps.clock.today(), { p, inv });
}

/** The filled subscription document (.docx) of a finished subscription. */
export async function readZeichnungsschein({ deps, caller }: UseCaseContext, id: number) {
  const row = await repo.findZeichnung(deps.db, id);
  if (!row?.zeichnungsscheinFileId) throw new AppError('NOT_FOUND');
  assertZeichnungAccess(caller, row, await productOf(deps.db, row.productId));
  return deps.files.read(row.zeichnungsscheinFileId);
}
