// The subscription list (GET /zeichnung/) for the 1M-row targets of docs/performance.md: see
// docs/decisions/004-subscription-list-memo.md for why it exists and what it costs.
export { EXACT_COUNT_LIMIT, QUICK_COUNT_LIMIT } from './estimates.ts';
export { listZeichnungen, type ZeichnungFilters } from './list-zeichnungen.ts';
export { ANCHOR_MIN_OFFSET, pruneZeichnungChanges } from './memo.ts';
export type { ListCursor, ZeichnungListRow, ZeichnungScope } from './statements.ts';
