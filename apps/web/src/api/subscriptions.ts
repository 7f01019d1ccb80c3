// The one client of the subscriptions area: subscriptions (list, detail, create, wizard and operator changes,
// delete, external), the zeichnungsschein and the demo document, legitimation and identification, and the
// product's statistics. Types come from the contract (`import type`: no schema reaches the bundle).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '@zp/domain/contract/endpoint';
import type { ProductKind } from '@zp/domain/products/kinds';
import type * as c from '@zp/domain/subscriptions/subscriptions.contract';
import type { OverviewParams } from '../components/ui/overview-table/types.ts';
import { toOverviewQuery } from '../components/ui/overview-table/types.ts';
import { call } from './client.ts';

// The contract types a product kind as an integer; the server only stores the kinds the domain knows
// (products/kinds.ts), so the client narrows it to `ProductKind` for the rules that are keyed by kind.
type Kinded<T, K extends string> = Omit<T, K> & { [key in K]: ProductKind };
type WithKinds<T extends { productKind: number; product: { kind: number } | null }> = Kinded<
  Omit<T, 'product'>,
  'productKind'
> & { product: Kinded<NonNullable<T['product']>, 'kind'> | null };

export type Zeichnung = WithKinds<ResponseOf<typeof c.getZeichnung>>;
export type ZeichnungListItem = WithKinds<ResponseOf<typeof c.listZeichnungen>['results'][number]>;
export type ZeichnungPage = Omit<ResponseOf<typeof c.listZeichnungen>, 'results'> & {
  results: ZeichnungListItem[];
};
export type ZeichnungStatus = Zeichnung['status'];
export type ZeichnungData = Zeichnung['data'];
/** The product terms a subscription carries (GET /zeichnung/{id}). */
export type ZeichnungProduct = NonNullable<Zeichnung['product']>;
export type ZeichnungUpdate = BodyOf<typeof c.updateZeichnung>;
export type ExternalZeichnungInput = BodyOf<typeof c.createExternalZeichnung>;
export type ProductStatistics = ResponseOf<typeof c.getProductStatistics>;
export type IdentificationStart = ResponseOf<typeof c.startIdentification>;

/** One cache key per endpoint, all below `zeichnungen`: one invalidation refreshes list, details, statistics. */
export const zeichnungKeys = {
  all: ['zeichnungen'] as const,
  list: ['zeichnungen', 'list'] as const,
  detail: (id: string | number) => ['zeichnungen', 'detail', String(id)] as const,
  statistics: (productId: string | number) => ['zeichnungen', 'statistics', String(productId)] as const,
};

/** The answer with its kinds narrowed (see `WithKinds`). */
const kinded = <T>(answer: Promise<unknown>) => answer as Promise<T>;

const unreachable = (count: number, error: unknown) => count < 2 && !(error as { status?: number }).status;

/** `GET /zeichnung/?page=…` with the list filters (uuid, email, company, names, dates, status, isPaid, product-id). */
export const listZeichnungen = (params: OverviewParams, signal?: AbortSignal): Promise<ZeichnungPage> =>
  kinded(
    call<typeof c.listZeichnungen>(
      'GET',
      '/zeichnung/',
      { query: toOverviewQuery(params) },
      { signal, quiet: true },
    ),
  );

/** `GET /zeichnung/{id}`. */
export const getZeichnung = (id: string | number, signal?: AbortSignal): Promise<Zeichnung> =>
  kinded(call<typeof c.getZeichnung>('GET', '/zeichnung/:id', { params: { id } }, { signal, quiet: true }));

export const zeichnungQuery = (id: string | number) =>
  queryOptions({
    queryKey: zeichnungKeys.detail(id),
    queryFn: ({ signal }) => getZeichnung(id, signal),
    retry: unreachable,
  });

export const useZeichnung = (id: string | number | null) =>
  useQuery({ ...zeichnungQuery(id ?? ''), enabled: id != null && id !== '' });

/** `POST /zeichnung/create {product, investor}` → 201 (or the open O subscription of the same product). */
export const createZeichnung = (productId: string | number, investorId: string | number) =>
  kinded<Zeichnung>(
    call<typeof c.createZeichnung>(
      'POST',
      '/zeichnung/create',
      { body: { product: Number(productId), investor: Number(investorId) } },
      { quiet: [409] },
    ),
  );

/**
 * `PUT /zeichnung/{id}/update`: wizard fields (top level), `step` validation, `status`; the operator's accept,
 * payment, commission flags and token transfer (which answers with `detail`).
 */
export const updateZeichnung = (id: string | number, patch: ZeichnungUpdate) =>
  kinded<Zeichnung & { detail?: string }>(
    call<typeof c.updateZeichnung>(
      'PUT',
      '/zeichnung/:id/update',
      { params: { id }, body: patch },
      { quiet: true },
    ),
  );

/** `POST /zeichnung/{id}/withdraw` (the investor, within 14 days) → the subscription in status W with `detail`. */
export const withdrawZeichnung = (id: string | number) =>
  kinded<Zeichnung & { detail: string }>(
    call<typeof c.withdrawZeichnung>('POST', '/zeichnung/:id/withdraw', { params: { id } }, { quiet: true }),
  );

/** `DELETE /zeichnung/{id}/delete` → 204; 409 for status A. */
export const deleteZeichnung = (id: string | number) =>
  call<typeof c.deleteZeichnung>('DELETE', '/zeichnung/:id/delete', { params: { id } }, { quiet: true });

/** `POST /zeichnung/create-external` (admin) → 201. */
export const createExternalZeichnung = (input: Omit<ExternalZeichnungInput, 'isExternal'>) =>
  kinded<Zeichnung & { detail: string }>(
    call<typeof c.createExternalZeichnung>(
      'POST',
      '/zeichnung/create-external',
      { body: { ...input, isExternal: true } },
      { quiet: true },
    ),
  );

/** `GET /zeichnung/{id}/zeichnungsschein`: the filled document (.docx) as a blob. */
export const downloadZeichnungsschein = (id: string | number, signal?: AbortSignal) =>
  call<typeof c.downloadZeichnungsschein>(
    'GET',
    '/zeichnung/:id/zeichnungsschein',
    { params: { id } },
    { signal, quiet: true, responseType: 'blob' },
  );

/** `POST /zeichnung/demo-zeichnungsschein/{productId}` → {detail}: mails a sample document to the caller. */
export const requestDemoDocument = (productId: string | number) =>
  call<typeof c.sendDemoZeichnungsschein>(
    'POST',
    '/zeichnung/demo-zeichnungsschein/:id',
    { params: { id: productId } },
    { quiet: true },
  );

/** `POST /investor/{id}/legitimation` (multipart `idScan`) → {detail}. */
export function uploadLegitimation(investorId: string | number, idScan: File) {
  const form = new FormData();
  form.append('idScan', idScan);
  return call<typeof c.uploadLegitimation>(
    'POST',
    '/investor/:id/legitimation',
    { params: { id: investorId }, body: form },
    { quiet: true },
  );
}

/** `POST /investor/{id}/identification/start` → where the investor continues (manual or the provider). */
export const startIdentification = (investorId: string | number) =>
  call<typeof c.startIdentification>(
    'POST',
    '/investor/:id/identification/start',
    { params: { id: investorId } },
    { quiet: true },
  );

/** `GET /product/{id}/statistics` (superuser, issuer, admin); amounts in euros. */
export const getProductStatistics = (productId: string | number, signal?: AbortSignal) =>
  call<typeof c.getProductStatistics>(
    'GET',
    '/product/:id/statistics',
    { params: { id: productId } },
    { signal, quiet: true },
  );

export const productStatisticsQuery = (productId: string | number) =>
  queryOptions({
    queryKey: zeichnungKeys.statistics(productId),
    queryFn: ({ signal }) => getProductStatistics(productId, signal),
  });

export const useProductStatistics = (productId: string | number) =>
  useQuery(productStatisticsQuery(productId));

/** The payment instructions of an accepted subscription (issue 16), null before acceptance. */
export type ZeichnungPayment = NonNullable<Zeichnung['payment']>;

/**
 * The investor's open payments (issue 16): accepted, not yet paid subscriptions with their instructions — the
 * list's first page filtered by status A and isPaid=false, then each detail (the list rows carry no payment).
 */
export async function listOpenPayments(signal?: AbortSignal): Promise<Zeichnung[]> {
  const page = await call<typeof c.listZeichnungen>(
    'GET',
    '/zeichnung/',
    { query: { page: 1, status: 'A', isPaid: 'false' } },
    { signal, quiet: true },
  );
  return Promise.all(page.results.map((row) => getZeichnung(row.id, signal)));
}

export const openPaymentsQuery = () =>
  queryOptions({
    queryKey: [...zeichnungKeys.all, 'open-payments'] as const,
    queryFn: ({ signal }) => listOpenPayments(signal),
    retry: unreachable,
  });

export const useOpenPayments = (enabled: boolean) => useQuery({ ...openPaymentsQuery(), enabled });
