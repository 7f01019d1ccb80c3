import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type SalesrepDetail } from './types.ts';

/** `GET /salesrep/next-licensed-salesrep/:id`: the approved licensed salesrep an unlicensed one resolves to. */
export const getNextLicensedSalesrep = (id: string | number, signal?: AbortSignal) =>
  api.get<SalesrepDetail>(`/salesrep/next-licensed-salesrep/${encodeURIComponent(id)}`, {
    signal,
    quiet: true,
  });

export const nextLicensedSalesrepQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id), 'next-licensed'],
    queryFn: ({ signal }) => getNextLicensedSalesrep(id, signal),
  });

export const useNextLicensedSalesrep = (id: string | number, enabled: boolean) =>
  useQuery({ ...nextLicensedSalesrepQuery(id), enabled });
