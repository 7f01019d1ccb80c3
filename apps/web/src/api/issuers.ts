// The issuers client: every issuers endpoint's fetcher, query key and query options, typed by the contract.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as C from '@zp/domain/issuers/issuers.contract';
import type { OverviewPage, OverviewParams } from '../components/ui/overview-table/types.ts';
import { toOverviewQuery } from '../components/ui/overview-table/types.ts';
import { call } from './client.ts';

export { ISSUER_DOCUMENT_TYPES, type IssuerDocumentType } from '@zp/domain/issuers/documents';

/** `GET /issuer/{id}` (contract-products.md "Issuers"). */
export type Issuer = ResponseOf<typeof C.getIssuer>;
export type IssuerUser = Issuer['user'];
export type IssuerName = ResponseOf<typeof C.listIssuerNames>['names'][number];

/** Every issuer query starts with this key: one invalidation refreshes list, names and details. */
export const ISSUERS_KEY = 'issuers';
export const issuerKeys = {
  all: [ISSUERS_KEY] as const,
  list: [ISSUERS_KEY, 'list'] as const,
  detail: (id: string | number) => [ISSUERS_KEY, 'detail', String(id)] as const,
  names: [ISSUERS_KEY, 'names'] as const,
};

/** `GET /issuer/?page=&isAscending=&email=&lastName=&company=` (10 per page). */
export const listIssuers = (params: OverviewParams, signal?: AbortSignal): Promise<OverviewPage<Issuer>> =>
  call<typeof C.listIssuers>('GET', '/issuer/', { query: toOverviewQuery(params) }, { signal, quiet: true });
export const issuersListKey = issuerKeys.list;

export const issuerQuery = (id: string | number) =>
  queryOptions({
    queryKey: issuerKeys.detail(id),
    queryFn: ({ signal }) =>
      call<typeof C.getIssuer>('GET', '/issuer/:id', { params: { id } }, { signal, quiet: true }),
  });
export const useIssuer = (id: string | number) => useQuery(issuerQuery(id));

/** `GET /issuer/names`: the issuers the caller may use in a product (one key for every screen). */
export const issuerNamesQuery = queryOptions({
  queryKey: issuerKeys.names,
  queryFn: ({ signal }) =>
    call<typeof C.listIssuerNames>('GET', '/issuer/names', {}, { signal, quiet: true }),
});
export const useIssuerNames = (enabled = true) =>
  useQuery({ ...issuerNamesQuery, select: (data) => data.names, enabled });

/** `GET /issuer/has-test-issuer` (operator note). */
export const useHasTestIssuer = (enabled: boolean) =>
  useQuery({
    queryKey: [ISSUERS_KEY, 'has-test-issuer'],
    queryFn: ({ signal }) =>
      call<typeof C.hasTestIssuer>('GET', '/issuer/has-test-issuer', {}, { signal, quiet: true }),
    select: (data) => data.hasTestIssuer,
    enabled,
  });

/** `POST /issuer` multipart (user fields, superuser, three PDFs) → 201 Issuer. Errors are shown by the form. */
export const createIssuer = (form: FormData) =>
  call<typeof C.createIssuer>('POST', '/issuer', { body: form }, { quiet: true });

/** `PUT /issuer/{id}/update` with JSON (user fields, isTest) or multipart (the PDFs). */
export function useUpdateIssuer(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) =>
      call<typeof C.updateIssuer>(
        'PUT',
        '/issuer/:id/update',
        { params: { id }, body: body as FormData },
        { quiet: true },
      ),
    onSuccess: (issuer) => {
      queryClient.setQueryData(issuerQuery(id).queryKey, issuer);
      void queryClient.invalidateQueries({ queryKey: issuerKeys.all });
    },
  });
}

/** `DELETE /issuer/{id}/delete` → 204; 409 with the reason in `detail`. */
export function useDeleteIssuer(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call<typeof C.deleteIssuer>('DELETE', '/issuer/:id/delete', { params: { id } }, { quiet: true }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: issuerQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: issuerKeys.all });
      // The issuer's products are hidden with it.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** `POST /issuer/registration/{issuerId}` → {detail}. */
export const resendRegistration = (id: string | number) =>
  call<typeof C.resendIssuerRegistration>(
    'POST',
    '/issuer/registration/:id',
    { params: { id } },
    { quiet: true },
  );

// Issuer requests (issue 16, decision 013): "Emittent beim Betreiber anfragen".

export type IssuerRequest = ResponseOf<typeof C.listIssuerRequests>['results'][number];
export const issuerRequestsKey = [ISSUERS_KEY, 'requests'] as const;

/** `POST /issuer/requests` multipart (issuer fields, three PDFs) → 201 IssuerRequest. */
export const createIssuerRequest = (form: FormData) =>
  call<typeof C.createIssuerRequest>('POST', '/issuer/requests', { body: form }, { quiet: true });

/** `GET /issuer/requests?page=&isAscending=&status=` (a provider: its own; the operator: all). */
export const listIssuerRequests = (
  params: OverviewParams,
  signal?: AbortSignal,
): Promise<OverviewPage<IssuerRequest>> =>
  call<typeof C.listIssuerRequests>(
    'GET',
    '/issuer/requests',
    { query: toOverviewQuery(params) },
    { signal, quiet: true },
  );

/** `POST /issuer/requests/{id}/accept` → the request, now with its issuer. */
export const acceptIssuerRequest = (id: number) =>
  call<typeof C.acceptIssuerRequest>(
    'POST',
    '/issuer/requests/:id/accept',
    { params: { id } },
    { quiet: true },
  );

/** `POST /issuer/requests/{id}/decline` {reason} → the declined request. */
export const declineIssuerRequest = (id: number, reason: string) =>
  call<typeof C.declineIssuerRequest>(
    'POST',
    '/issuer/requests/:id/decline',
    { params: { id }, body: { reason } },
    { quiet: true },
  );
