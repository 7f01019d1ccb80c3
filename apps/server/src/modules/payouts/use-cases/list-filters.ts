import { AppError, type scheduleListQuery, scheduleTexts } from '@zp/domain';
import type { z } from 'zod';
import type { ScheduleFilters } from '../payouts.repository.ts';

export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

/** The contract's query as repository filters; an end before the start is refused (400). */
export function filtersOf(q: ScheduleListQuery): ScheduleFilters {
  if (q['start-date'] && q['end-date'] && q['end-date'] < q['start-date'])
    throw AppError.validation({ 'end-date': scheduleTexts.dateRange });
  return {
    zeichnungUuid: q.uuid || undefined,
    productName: q['product-name'] || undefined,
    firstName: q['first-name'] || undefined,
    lastName: q['last-name'] || undefined,
    startDate: q['start-date'],
    endDate: q['end-date'],
    status: q.status,
    zeichnungId: q['zeichnung-id'],
  };
}
