import type { InterestEventDto } from '@zp/domain';
import { assertScheduleRowReadable, scheduleScope } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { ownersOf, toEventDto } from '../payouts.dto.ts';
import * as repo from '../payouts.repository.ts';
import { filtersOf, type ScheduleListQuery } from './list-filters.ts';

/** GET /zeichnung/interest-payment-events/: admin all, an issuer its products', an investor its own; newest due first. */
export async function listInterestEvents(deps: Deps, c: AuthClaims, url: string, q: ScheduleListQuery) {
  const scope = scheduleScope(c, 'interestPayment.list');
  const { count, rows } = await repo.listEvents(deps.db, scope, filtersOf(q), q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toEventDto));
}

/** GET /zeichnung/interest-payment-event/{id}: a row outside the caller's scope is not found. */
export async function getInterestEvent(deps: Deps, c: AuthClaims, id: number): Promise<InterestEventDto> {
  scheduleScope(c, 'interestPayment.list');
  const row = await repo.findEvent(deps.db, id);
  assertScheduleRowReadable(c, row && ownersOf(row));
  return toEventDto(row!);
}
