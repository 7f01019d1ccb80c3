import type { PayoutDateDto, PayoutPreviewDto } from '@zp/domain';
import { PAYOUT_LEAD_DAYS } from '@zp/domain';
import { assertMayRunPayout } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../payout-runs.repository.ts';
import { addDays, computeRun, toPreview } from './payout-run-lines.ts';

/**
 * GET /product/{id}/payout-dates (admin, the product's issuer): the payment dates with unpaid events that are due or
 * fall within the next 14 days, oldest first.
 */
export async function listPayoutDates(
  deps: Deps,
  c: AuthClaims,
  productId: number,
): Promise<PayoutDateDto[]> {
  const product = await repo.productForRun(deps.db, productId);
  assertMayRunPayout(c, 'payoutRun.list', product);
  const today = deps.clock.today();
  const rows = await repo.openDates(deps.db, productId, addDays(today, PAYOUT_LEAD_DAYS));
  return rows.map((r) => ({ ...r, grossCents: Number(r.grossCents), isDue: r.date <= today }));
}

/** GET /product/{id}/payout-run/preview?date= (admin, the product's issuer): the run's table; nothing is written. */
export async function previewPayoutRun(
  deps: Deps,
  c: AuthClaims,
  productId: number,
  date: string,
): Promise<PayoutPreviewDto> {
  const product = await repo.productForRun(deps.db, productId);
  assertMayRunPayout(c, 'payoutRun.preview', product);
  return toPreview(product!, await computeRun(deps.db, product!, date, deps.clock.today()));
}
