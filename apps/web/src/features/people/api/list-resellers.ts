import { type OverviewParams, toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { type OverviewPage, PEOPLE_KEY, type ResellerRow } from './types.ts';

/** `GET /reseller/`: 10 per page, newest first unless `isAscending`, filtered by e-mail, names, company, dates. */
export const listResellers = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<ResellerRow>>('/reseller/', { signal, quiet: true, query: toOverviewQuery(params) });

export const resellersListKey = [PEOPLE_KEY, 'resellers'] as const;
