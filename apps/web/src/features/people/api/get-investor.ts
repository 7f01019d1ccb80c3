import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type InvestorDetail, PEOPLE_KEY } from './types.ts';

/** `GET /investor/:id` → `{id, user, superuserId, salesrepId}`. */
export const getInvestor = (id: string | number, signal?: AbortSignal) =>
  api.get<InvestorDetail>(`/investor/${encodeURIComponent(id)}`, { signal, quiet: true });

export const investorQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'investor', String(id)],
    queryFn: ({ signal }) => getInvestor(id, signal),
  });

export const useInvestor = (id: string | number) => useQuery(investorQuery(id));
