import { type OverviewParams, toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { type OverviewPage, PEOPLE_KEY, type SuperuserRow } from './types.ts';

/** `GET /superuser/`: 10 per page, newest first unless `isAscending`, filtered by e-mail, names, company, dates. */
export const listSuperusers = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<SuperuserRow>>('/superuser/', { signal, quiet: true, query: toOverviewQuery(params) });

export const superusersListKey = [PEOPLE_KEY, 'superusers'] as const;
