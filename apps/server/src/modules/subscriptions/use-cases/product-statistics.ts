import { assertProductOperatorOf, productOf } from '../../../access/index.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/** The product's Statistik tab: subscribed volume against target, over time, by status, by country. */
export async function productStatistics({ deps, caller }: UseCaseContext, productId: number) {
  const p = await productOf(deps.db, productId);
  assertProductOperatorOf(caller, p);
  return {
    volume: (p.volumeCents ?? 0) / 100,
    subscribed: p.investedVolumeCents / 100,
    ...(await repo.productStatistics(deps.db, p.id)),
  };
}
