import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One column; `render` defaults to the row's value under `key`. */
export interface OverviewColumn<T> {
  key: string;
  label: ReactNode;
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface OverviewFilterOption {
  value: string;
  label: string;
}

/** A filter field; its value travels to the fetcher under `key` (dates as YYYY-MM-DD). */
export type OverviewFilter =
  | { key: string; label: string; type: 'text' }
  | { key: string; label: string; type: 'date' }
  | { key: string; label: string; type: 'select'; options: readonly OverviewFilterOption[] };

export type OverviewFilterValues = Record<string, string>;

/**
 * Where a page starts, as the API's `next` / `previous` link of the page before says (lists that page by
 * position: `after` / `before` a row), so that paging on reads from there instead of counting off every earlier
 * row. Empty for page 1, for a jump and for lists whose links carry none.
 */
export interface OverviewPosition {
  after?: string;
  before?: string;
}

/** What the fetcher is asked for: `page` starts at 1; newest first unless `isAscending`. */
export interface OverviewParams {
  page: number;
  isAscending: boolean;
  filters: OverviewFilterValues;
  position?: OverviewPosition;
}

/** A paged answer of the API (10 per page). */
export interface OverviewPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type OverviewFetcher<T> = (params: OverviewParams, signal?: AbortSignal) => Promise<OverviewPage<T>>;

export interface OverviewTableProps<T> {
  /** Base query key of the list, e.g. ['issuers']; page, order and filters are appended. */
  queryKey: QueryKey;
  columns: readonly OverviewColumn<T>[];
  fetcher: OverviewFetcher<T>;
  filters?: readonly OverviewFilter[];
  /** The message of an empty list (default: the shell's "no entries"). */
  emptyText?: ReactNode;
  /** Hides the filter fields (investors). */
  hideFilters?: boolean;
  onRowClick?: (row: T) => void;
  /** Row key; defaults to `row.id`, then `row.uuid`. */
  getRowId?: (row: T) => string | number;
  title?: ReactNode;
  /** Extra buttons beside reload and order, e.g. "Neuer Emittent". */
  actions?: ReactNode;
  'data-testid'?: string;
}

export const OVERVIEW_PAGE_SIZE = 10;

/** The params as API query values: `page`, `isAscending` and every non-empty filter. */
export function toOverviewQuery(params: OverviewParams): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {
    page: params.page,
    isAscending: params.isAscending,
  };
  for (const [key, value] of Object.entries(params.filters)) {
    if (value.trim() !== '') query[key] = value.trim();
  }
  if (params.position?.after) query.after = params.position.after;
  else if (params.position?.before) query.before = params.position.before;
  return query;
}

/** The position a `next` (after) or `previous` (before) link of the API names, if any. */
export function positionOf(link: string | null | undefined, key: 'after' | 'before'): OverviewPosition {
  if (!link) return {};
  const value = new URL(link, 'http://x').searchParams.get(key);
  return value ? { [key]: value } : {};
}
