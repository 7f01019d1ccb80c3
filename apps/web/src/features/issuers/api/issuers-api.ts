import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OverviewPage,
  type OverviewParams,
  toOverviewQuery,
} from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { ISSUERS_KEY, type Issuer, type IssuerName, type ProviderRow } from './types.ts';

const enc = encodeURIComponent;

/** `GET /issuer/?page=&isAscending=&email=&lastName=&company=` (10 per page). */
export const listIssuers = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Issuer>>('/issuer/', { signal, quiet: true, query: toOverviewQuery(params) });
export const issuersListKey = [ISSUERS_KEY, 'list'] as const;

export const issuerQuery = (id: string | number) =>
  queryOptions({
    queryKey: [ISSUERS_KEY, 'detail', String(id)],
    queryFn: ({ signal }) => api.get<Issuer>(`/issuer/${enc(id)}`, { signal, quiet: true }),
  });
export const useIssuer = (id: string | number) => useQuery(issuerQuery(id));

/** `GET /issuer/names`: the issuers the caller may use in a product. */
export const issuerNamesQuery = queryOptions({
  queryKey: [ISSUERS_KEY, 'names'],
  queryFn: ({ signal }) => api.get<{ names: IssuerName[] }>('/issuer/names', { signal, quiet: true }),
});
export const useIssuerNames = (enabled = true) =>
  useQuery({ ...issuerNamesQuery, select: (data) => data.names, enabled });

/** `GET /issuer/has-test-issuer` (operator note). */
export const useHasTestIssuer = (enabled: boolean) =>
  useQuery({
    queryKey: [ISSUERS_KEY, 'has-test-issuer'],
    queryFn: ({ signal }) =>
      api.get<{ hasTestIssuer: boolean }>('/issuer/has-test-issuer', { signal, quiet: true }),
    select: (data) => data.hasTestIssuer,
    enabled,
  });

/** `POST /issuer` multipart (user fields, superuser, three PDFs) → 201 Issuer. Errors are shown by the form. */
export const createIssuer = (form: FormData) => api.post<Issuer>('/issuer', form, { quiet: true });

/** `PUT /issuer/{id}/update` with JSON (user fields, isTest) or multipart (the PDFs). */
export function useUpdateIssuer(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) =>
      api.put<Issuer>(`/issuer/${enc(id)}/update`, body, { quiet: true }),
    onSuccess: (issuer) => {
      queryClient.setQueryData(issuerQuery(id).queryKey, issuer);
      void queryClient.invalidateQueries({ queryKey: [ISSUERS_KEY] });
    },
  });
}

/** `DELETE /issuer/{id}/delete` → 204; 409 with the reason in `detail`. */
export function useDeleteIssuer(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/issuer/${enc(id)}/delete`, { quiet: true }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: issuerQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [ISSUERS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** `POST /issuer/registration/{issuerId}` → {detail}. */
export const resendRegistration = (id: string | number) =>
  api.post<{ detail?: string }>(`/issuer/registration/${enc(id)}`, undefined, { quiet: true });

/** Every provider (`GET /superuser/?page=…`, all pages) for the provider select of the issuer form. */
export const useProviderOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [ISSUERS_KEY, 'providers'],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const all: ProviderRow[] = [];
      for (let page = 1; page <= 100; page += 1) {
        const answer = await api.get<OverviewPage<ProviderRow>>('/superuser/', {
          signal,
          quiet: true,
          query: { page, isAscending: true },
        });
        all.push(...answer.results);
        if (!answer.next || answer.results.length === 0) break;
      }
      return all;
    },
  });
