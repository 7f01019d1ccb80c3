import { type InterestEventDto, type InterestSummaryDto, SCHEDULE_MAX_EVENTS } from '@zp/domain';
import { scheduleScope } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toEventDto } from '../payouts.dto.ts';
import * as repo from '../payouts.repository.ts';

/**
 * GET /zeichnung/interest-payment-events/summary: the investor's home figures (decision 028) — the next due event
 * and the sums paid this (Berlin) year, paid in total and open, of the caller's rows (optionally one subscription).
 */
export async function summarizeInterestEvents(
  deps: Deps,
  c: AuthClaims,
  zeichnungId: number | undefined,
): Promise<InterestSummaryDto> {
  const scope = scheduleScope(c, 'interestPayment.list');
  const today = deps.clock.today();
  const year = Number(today.slice(0, 4));
  const s = await repo.summarizeEvents(deps.db, scope, { zeichnungId }, today, `${year}-01-01`);
  return {
    year,
    paidThisYearCents: s.paidThisYear,
    paidTotalCents: s.paidTotal,
    openTotalCents: s.openTotal,
    next: s.next && { ...s.next, productName: s.next.productName ?? '' },
  };
}

/** GET /zeichnung/interest-payment-events/schedule: one subscription's events in the caller's scope, oldest first. */
export async function getInterestSchedule(
  deps: Deps,
  c: AuthClaims,
  zeichnungId: number,
): Promise<{ results: InterestEventDto[] }> {
  const scope = scheduleScope(c, 'interestPayment.list');
  const rows = await repo.scheduleOf(deps.db, scope, zeichnungId, SCHEDULE_MAX_EVENTS);
  return { results: rows.map(toEventDto) };
}
