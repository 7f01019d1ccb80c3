// The planner's row estimates, kept briefly: above the exact-count limits the list's count is the estimate.

import {
  ZEICHNUNG_LIST_EXACT_COUNT,
  ZEICHNUNG_LIST_QUICK_COUNT,
} from '@zp/domain/subscriptions/subscriptions.contract';

export { estimateRows, knownEstimate } from '../../../lib/row-estimates.ts';

/**
 * The list's `count` is exact up to this many matching subscriptions unless the planner estimates more; above,
 * it is the planner's estimate (never below what the page itself proves). An exact count(*) over hundreds of
 * thousands of rows costs tens of milliseconds per request.
 */
export const EXACT_COUNT_LIMIT = ZEICHNUNG_LIST_EXACT_COUNT;
/** Counted in passing with every full page (about 0.2 ms); only lists above it ask the planner. */
export const QUICK_COUNT_LIMIT = ZEICHNUNG_LIST_QUICK_COUNT;
