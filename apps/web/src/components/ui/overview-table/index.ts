export { OverviewTable } from './overview-table.tsx';
export { TablePager } from './table-pager.tsx';
export type {
  OverviewColumn,
  OverviewFetcher,
  OverviewFilter,
  OverviewFilterOption,
  OverviewFilterValues,
  OverviewPage,
  OverviewParams,
  OverviewTableProps,
} from './types.ts';
export { OVERVIEW_PAGE_SIZE, toOverviewQuery } from './types.ts';
