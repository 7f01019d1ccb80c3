import { AppError, type PayoutRunDetailDto, payoutRunTexts as T } from '@zp/domain';
import {
  assertPayoutNoticeReadable,
  assertPayoutRunReadable,
  payoutRunScope,
} from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toLineDto, toNoticeDto, toRunDto } from '../payout-runs.dto.ts';
import * as repo from '../payout-runs.repository.ts';

interface Paging {
  page: number;
  isAscending: boolean;
}

/** GET /payout-run/?page=: admin all runs, an issuer its products', newest first. */
export async function listPayoutRuns(
  deps: Deps,
  c: AuthClaims,
  url: string,
  q: Paging & { 'product-id'?: number },
) {
  const scope = payoutRunScope(c, 'payoutRun.list');
  const { count, rows } = await repo.listRuns(deps.db, scope, q['product-id'], q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toRunDto));
}

/** GET /payout-run/{id}: the run with its lines; outside the caller's scope 404. */
export async function getPayoutRun(deps: Deps, c: AuthClaims, id: number): Promise<PayoutRunDetailDto> {
  payoutRunScope(c, 'payoutRun.list');
  const row = await repo.findRun(deps.db, id);
  assertPayoutRunReadable(c, row);
  return { ...toRunDto(row!), lines: (await repo.linesOfRun(deps.db, id)).map(toLineDto) };
}

/** GET /payout-run/{id}/sepa: the stored pain.001 file. */
export async function readPayoutRunSepa(deps: Deps, c: AuthClaims, id: number) {
  payoutRunScope(c, 'payoutRun.list');
  const row = await repo.findRun(deps.db, id);
  assertPayoutRunReadable(c, row);
  if (!row!.r.sepaFileId) throw new AppError('NOT_FOUND');
  return deps.files.read(row!.r.sepaFileId);
}

/** GET /payout-notice/?page=: an investor its own notices, an issuer its products', admin all; newest first. */
export async function listPayoutNotices(deps: Deps, c: AuthClaims, url: string, q: Paging) {
  const scope = payoutRunScope(c, 'payoutNotice.list');
  const { count, rows } = await repo.listNotices(deps.db, scope, q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toNoticeDto));
}

/** GET /payout-notice/{id}/pdf: the notice of one line (404 outside the scope; not rendered yet: 404 with a note). */
export async function readPayoutNotice(deps: Deps, c: AuthClaims, id: number) {
  payoutRunScope(c, 'payoutNotice.list');
  const row = await repo.findLine(deps.db, id);
  assertPayoutNoticeReadable(
    c,
    row && { productIssuerId: row.productIssuerId, investorId: row.l.investorId },
  );
  if (!row!.l.noticeFileId) throw new AppError('NOT_FOUND', { detail: T.noticeNotReady });
  return deps.files.read(row!.l.noticeFileId);
}
