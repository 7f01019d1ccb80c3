import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type SuperuserDetail } from './types.ts';

/** `GET /superuser/:id` → `{id, user, resellerId, booking}`. */
export const getSuperuser = (id: string | number, signal?: AbortSignal) =>
  api.get<SuperuserDetail>(`/superuser/${encodeURIComponent(id)}`, { signal, quiet: true });

export const superuserQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'superuser', String(id)],
    queryFn: ({ signal }) => getSuperuser(id, signal),
  });

export const useSuperuser = (id: string | number) => useQuery(superuserQuery(id));
