import { type OverviewParams, toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { type OverviewPage, PEOPLE_KEY, type SalesrepRow } from './types.ts';

/** `GET /salesrep/`: 10 per page, newest first unless `isAscending`, filtered by e-mail, names, company, dates. */
export const listSalesreps = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<SalesrepRow>>('/salesrep/', { signal, quiet: true, query: toOverviewQuery(params) });

export const salesrepsListKey = [PEOPLE_KEY, 'salesreps'] as const;
