import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type ResellerDetail } from './types.ts';

/** `GET /reseller/:id` → `{id, user, parentId}`. */
export const getReseller = (id: string | number, signal?: AbortSignal) =>
  api.get<ResellerDetail>(`/reseller/${encodeURIComponent(id)}`, { signal, quiet: true });

export const resellerQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'reseller', String(id)],
    queryFn: ({ signal }) => getReseller(id, signal),
  });

export const useReseller = (id: string | number) => useQuery(resellerQuery(id));
