import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PEOPLE_KEY, type UserDto } from './types.ts';

/** `GET /user/:id`; the page shows not-found and error states itself. */
export const getUser = (id: string | number, signal?: AbortSignal) =>
  api.get<UserDto>(`/user/${encodeURIComponent(id)}`, { signal, quiet: true });

export const userQuery = (id: string | number) =>
  queryOptions({ queryKey: [PEOPLE_KEY, 'user', String(id)], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string | number) => useQuery(userQuery(id));
