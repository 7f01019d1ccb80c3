import { AppError, euroToCents, formatNumber, zeichnungTexts } from '@zp/domain';
import type { CreateExternalInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { isSalesrepOfTenant, productOf } from '../../../access/index.ts';
import { auditCreated } from '../../../lib/audit.ts';
import { bookVolume } from '../../products/volume.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/** The operator's external subscription (counted in the product volume, status A). */
export async function createExternal({ deps, actor }: UseCaseContext, input: CreateExternalInput) {
  return deps.db.transaction(async (tx) => {
    const p = await productOf(tx, input.product);
    if (input.salesrep != null && !(await isSalesrepOfTenant(tx, input.salesrep, p.superuserId)))
      throw new AppError('NOT_FOUND');
    const cents = euroToCents(input.volume);
    if (!(await bookVolume(tx, p.id, cents))) {
      const left = ((p.volumeCents ?? 0) - p.investedVolumeCents) / 100;
      throw AppError.validation({ volume: zeichnungTexts.remainingExceeded(formatNumber(left)) });
    }
    const row = await repo.insertZeichnung(tx, {
      productId: p.id,
      superuserId: p.superuserId,
      salesrepId: input.salesrep ?? null,
      status: 'A',
      volumeCents: cents,
      totalAmountCents: cents,
      isExternal: true,
      externalId: input.externalId,
      acceptedAt: deps.clock.now(),
      acceptor: 'extern',
    });
    await auditCreated(tx, actor, 'zeichnung.create_external', 'zeichnung', row.id, row);
    return row;
  });
}
