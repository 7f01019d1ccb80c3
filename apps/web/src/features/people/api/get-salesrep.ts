import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type SalesrepDetail } from './types.ts';

/** `GET /salesrep/:id` → the salesrep fields and its user. */
export const getSalesrep = (id: string | number, signal?: AbortSignal) =>
  api.get<SalesrepDetail>(`/salesrep/${encodeURIComponent(id)}`, { signal, quiet: true });

export const salesrepQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id)],
    queryFn: ({ signal }) => getSalesrep(id, signal),
  });

export const useSalesrep = (id: string | number | null | undefined) =>
  useQuery({ ...salesrepQuery(id ?? ''), enabled: id != null && id !== '' });
