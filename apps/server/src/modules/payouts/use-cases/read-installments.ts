import type { InstallmentDto } from '@zp/domain';
import { assertScheduleRowReadable, scheduleScope } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { hasProductWith } from '../../products/products.service.ts';
import { ownersOf, toInstallmentDto } from '../payouts.dto.ts';
import * as repo from '../payouts.repository.ts';
import { filtersOf, type ScheduleListQuery } from './list-filters.ts';

/** GET /zeichnung/installment/: admin all, an issuer its products', an investor its own; newest rate first. */
export async function listInstallments(deps: Deps, c: AuthClaims, url: string, q: ScheduleListQuery) {
  const scope = scheduleScope(c, 'installment.view');
  const { count, rows } = await repo.listInstallments(deps.db, scope, filtersOf(q), q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toInstallmentDto));
}

/** GET /zeichnung/installment/{id}: a row outside the caller's scope is not found. */
export async function getInstallment(deps: Deps, c: AuthClaims, id: number): Promise<InstallmentDto> {
  scheduleScope(c, 'installment.view');
  const row = await repo.findInstallment(deps.db, id);
  assertScheduleRowReadable(c, row && ownersOf(row));
  return toInstallmentDto(row!);
}

/** GET /zeichnung/installment/exists: the Ratenzahlungen tab shows when the caller has a product with instalments. */
export async function installmentsExist(deps: Deps, c: AuthClaims) {
  scheduleScope(c, 'installment.list');
  return { hasInstallments: await hasProductWith(deps.db, c, 'installments') };
}
