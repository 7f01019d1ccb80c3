import { type OverviewParams, toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { type InvestorRow, type OverviewPage, PEOPLE_KEY } from './types.ts';

/** `GET /investor/`: 10 per page, newest first unless `isAscending`, filtered by e-mail, names, company, dates. */
export const listInvestors = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<InvestorRow>>('/investor/', { signal, quiet: true, query: toOverviewQuery(params) });

export const investorsListKey = [PEOPLE_KEY, 'investors'] as const;
