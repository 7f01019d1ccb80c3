import { AppError } from '@zp/domain';
import {
  type CommissionAccountDto,
  mayRequestResellerPayout,
  RESELLER_PAYOUT_THRESHOLD_CENTS,
  type ResellerCommissionStatus,
} from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerCommissionTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import { resellerCommissionScopeOf } from '../../../access/reseller-commissions.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toCommissionDto } from '../reseller-commissions.dto.ts';
import * as repo from '../reseller-commissions.repository.ts';

/** GET /reseller/commission?page=&status=: the operator all (or one reseller's), a reseller its own. */
export async function listResellerCommissions(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  q: { page: number; isAscending: boolean; status?: ResellerCommissionStatus; reseller?: number },
) {
  const scope = resellerCommissionScopeOf(caller);
  // A reseller's own rows only, whatever `reseller` it names.
  const resellerId = 'resellerId' in scope ? scope.resellerId : q.reseller;
  const { count, rows } = await repo.listCommissions(
    deps.db,
    { resellerId, status: q.status },
    q.page,
    q.isAscending,
  );
  return toPage(url, q.page, count, rows.map(toCommissionDto));
}

/** GET /reseller/commission-account: a reseller its own sums; the operator one reseller's (`?reseller=`) or all. */
export async function getCommissionAccount(
  deps: Deps,
  caller: AuthClaims,
  q: { reseller?: number },
): Promise<CommissionAccountDto> {
  const scope = resellerCommissionScopeOf(caller);
  const resellerId = 'resellerId' in scope ? scope.resellerId : q.reseller;
  if ('all' in scope && resellerId !== undefined && !(await repo.resellerExists(deps.db, resellerId)))
    throw new AppError('NOT_FOUND', { detail: T.resellerNotFound });
  const sums = new Map((await repo.sumsByStatus(deps.db, resellerId)).map((s) => [s.status, s.cents]));
  const cents = (s: ResellerCommissionStatus) => sums.get(s) ?? 0;
  return {
    resellerId: resellerId ?? null,
    open: cents('O') / 100,
    approved: cents('A') / 100,
    requested: cents('R') / 100,
    paid: cents('P') / 100,
    openCents: cents('O'),
    approvedCents: cents('A'),
    requestedCents: cents('R'),
    paidCents: cents('P'),
    thresholdCents: RESELLER_PAYOUT_THRESHOLD_CENTS,
    canRequestPayment: resellerId !== undefined && mayRequestResellerPayout(cents('A')),
  };
}
