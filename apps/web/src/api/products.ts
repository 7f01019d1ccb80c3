// The products client: every products endpoint's fetcher, query key and query options, typed by the contract.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type { ProductDocumentType, ProductImage } from '@zp/domain/products/documents';
import type { ProductWizardStep } from '@zp/domain/products/kinds';
import type * as C from '@zp/domain/products/products.contract';
import {
  type OverviewPage,
  type OverviewParams,
  toOverviewQuery,
} from '../components/ui/overview-table/types.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

/** A product as `GET /product/{id}` answers it; money in euros, dates YYYY-MM-DD. */
export type Product = ResponseOf<typeof C.getProduct>;
export type ProductStatus = Product['status'];
/** `GET /product/{id}/public-data` and the cards of the portal and the marketplace (no sign-in). */
export type PublicProduct = ResponseOf<typeof C.getPublicProduct>;
export type { ProductDocumentType, ProductImage };

/** A product's fields by name (the forms walk field lists of the wizard and the detail page). */
export const fieldsOf = (p: Product | PublicProduct): Record<string, unknown> => p;

/** Every product query starts with this key: one invalidation refreshes lists, details and flags. */
export const PRODUCTS_KEY = 'products';
export const productKeys = {
  all: [PRODUCTS_KEY] as const,
  list: [PRODUCTS_KEY, 'list'] as const,
  detail: (id: string | number) => [PRODUCTS_KEY, 'detail', String(id)] as const,
};

/** `GET /product/?page=&isAscending=&uuid=&product-id=&product-name=&name=&is-zeichnable=&status=&subscribed=`. */
export const listProducts = (params: OverviewParams, signal?: AbortSignal): Promise<OverviewPage<Product>> =>
  call<typeof C.listProducts>(
    'GET',
    '/product/',
    { query: toOverviewQuery(params) },
    { signal, quiet: true },
  );
export const productsListKey = productKeys.list;

/** `GET /product/{id}`: the one fetcher of a product (detail page, wizard, subscriptions); pages show errors. */
export const getProduct = (id: string | number, signal?: AbortSignal) =>
  call<typeof C.getProduct>('GET', '/product/:id', { params: { id } }, { signal, quiet: true });

export const productQuery = (id: string | number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: (count, error) =>
      count < 2 &&
      !(error instanceof Error && 'status' in error && [403, 404].includes(Number(error.status))),
  });
export const useProduct = (id: string | number) => useQuery(productQuery(id));
/** The wizard's product: nobody else edits a draft meanwhile, so no refetch that would reset what is typed. */
export const useProductDraft = (id: string | number) =>
  useQuery({ ...productQuery(id), refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY });

/** `POST /product/create {issuer}` → 201 Product (status O). */
export const createProduct = (issuer: number) =>
  call<typeof C.createProduct>('POST', '/product/create', { body: { issuer } }, { quiet: true });

/** `POST /product/create-funded {sourceProduct}` → 201 Product (kind 12 copy, status O). */
export const createFundedProduct = (sourceProduct: number) =>
  call<typeof C.createFundedProduct>(
    'POST',
    '/product/create-funded',
    { body: { sourceProduct } },
    { quiet: true },
  );

/** A partial product update (any editable field) plus the control members of `PUT /product/{id}/update`. */
export type ProductChanges = Record<string, unknown> & {
  validateStep?: Exclude<ProductWizardStep, 'summary'>;
  activeStep?: number;
  status?: 'F';
  isZeichnable?: boolean;
};
export type ProductFileName = ProductDocumentType | ProductImage;

/** JSON unless files are included; in multipart every value travels as text (null as empty). */
export function toUpdateBody(
  changes: Record<string, unknown>,
  files: Partial<Record<string, File | null | undefined>> = {},
): Record<string, unknown> | FormData {
  const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (chosen.length === 0) return changes;
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) {
    form.append(key, value === null || value === undefined ? '' : String(value));
  }
  for (const [key, file] of chosen) form.append(key, file, file.name);
  return form;
}

/**
 * `PUT /product/{id}/update`: JSON changes, or multipart when files are included. 400 (field errors) and 409
 * (modules, locked terms, release preconditions) are shown by the caller.
 */
export function updateProduct(
  id: number | string,
  body: Record<string, unknown> | FormData,
  quiet: boolean | readonly number[] = true,
) {
  // Uploads of up to 12 MB may take longer than a plain call.
  const timeoutMs = body instanceof FormData ? 120_000 : undefined;
  return call<typeof C.updateProduct>(
    'PUT',
    '/product/:id/update',
    { params: { id }, body: body as FormData },
    { quiet, ...(timeoutMs ? { timeoutMs } : {}) },
  );
}

/** Puts the server's answer into the cache and marks every other product view (lists, flags) stale. */
export function storeProduct(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(productQuery(product.id).queryKey, product);
  void queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === PRODUCTS_KEY && !(q.queryKey[1] === 'detail' && q.queryKey[2] === String(product.id)),
  });
}

/** `updateProduct` that keeps the cached product in step with the server. */
export function useUpdateProduct(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) => updateProduct(id, body),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

/** The wizard's save: members left undefined are not sent; 400 and 409 are shown by the wizard. */
export function useSaveProduct(id: number | string) {
  const queryClient = useQueryClient();
  return async (changes: ProductChanges, files?: Partial<Record<ProductFileName, File>>) => {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const product = await updateProduct(id, toUpdateBody(defined, files), [400, 409]);
    storeProduct(queryClient, product);
    return product;
  };
}

/** `DELETE /product/{id}/delete` → 204; 409 when subscriptions exist or it is released. */
export function useDeleteProduct(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call<typeof C.deleteProduct>('DELETE', '/product/:id/delete', { params: { id } }, { quiet: true }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** `GET /product/has-tokenized-product`: whether the caller sees a tokenized product. */
export const hasTokenizedProductQuery = (enabled = true) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, 'has-tokenized-product'] as const,
    enabled,
    queryFn: ({ signal }) =>
      call<typeof C.hasTokenizedProduct>(
        'GET',
        '/product/has-tokenized-product',
        {},
        { signal, quiet: true },
      ),
    select: (answer) => answer.hasTokenizedProduct,
  });

/** `POST /product/{id}/prev-interest-payment {date}` → the last interest payment date, or null. */
export const getPreviousInterestPayment = (id: string | number, date: string) =>
  call<typeof C.previousInterestPayment>(
    'POST',
    '/product/:id/prev-interest-payment',
    { params: { id }, body: { date } },
    { quiet: true },
  );

/** The last interest payment before `date`; a failed call counts as none (null), cached five minutes. */
export const previousInterestPaymentQuery = (id: string | number, date: string) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, 'prev-interest', String(id), date] as const,
    queryFn: async () => {
      try {
        return (await getPreviousInterestPayment(id, date))?.lastInterestPayment ?? null;
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });

/** `GET /product/{id}/public-data` (no sign-in). */
export const usePublicProduct = (id: string | number) =>
  useQuery({
    queryKey: [PRODUCTS_KEY, 'public', String(id)],
    queryFn: ({ signal }) =>
      call<typeof C.getPublicProduct>(
        'GET',
        '/product/:id/public-data',
        { params: { id } },
        { signal, quiet: true },
      ),
  });

/** `GET /portal/products/{id}/documents`: what an investor reads before subscribing (public, this portal only). */
export const usePublicProductDocuments = (id: string | number) =>
  useQuery({
    queryKey: [PRODUCTS_KEY, 'public-documents', String(id)],
    queryFn: ({ signal }) =>
      call<typeof C.listPublicProductDocuments>(
        'GET',
        '/portal/products/:id/documents',
        { params: { id } },
        { signal, quiet: true },
      ),
    select: (data) => data.results,
  });

/** `GET /portal/products`: released products shown on this host's investor portal. */
export const usePortalProducts = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: [PRODUCTS_KEY, 'portal'],
    queryFn: ({ signal }) =>
      call<typeof C.listPortalProducts>('GET', '/portal/products', {}, { signal, quiet: true }),
    select: (data) => data.results,
  });

/** `GET /marketplace/products`: products listed on the marketplace (module 14). */
export const useMarketplaceProducts = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: [PRODUCTS_KEY, 'marketplace'],
    queryFn: ({ signal }) =>
      call<typeof C.listMarketplaceProducts>('GET', '/marketplace/products', {}, { signal, quiet: true }),
    select: (data) => data.results,
  });

/** A search among the caller's products (first page of the list) for the "Vorgängerprodukt" source. */
export const useProductSearch = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: [PRODUCTS_KEY, 'search', text],
    enabled,
    queryFn: ({ signal }) =>
      listProducts({ page: 1, isAscending: false, filters: { 'product-name': text } }, signal),
    select: (page) => page.results.filter((p) => p.kind !== 12),
  });

/** Opens a product document: its URL needs the bearer token, so it is fetched and saved through a blob URL. */
export const downloadProductDocument = (url: string, fileName: string): Promise<void> =>
  downloadApiFile(url, fileName, false);

/** `POST /product/{id}/pause` / `resume`: "Zeichnung pausieren" / "Zeichnung fortsetzen" (issue 16). */
export function usePauseProduct(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) =>
      paused
        ? call<typeof C.pauseProduct>('POST', '/product/:id/pause', { params: { id } }, { quiet: true })
        : call<typeof C.resumeProduct>('POST', '/product/:id/resume', { params: { id } }, { quiet: true }),
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

/** `GET /product/template-sample`: the sample Zeichnungsschein template (.docx, issue 16). */
export const downloadTemplateSample = (fileName: string): Promise<void> =>
  downloadApiFile('/api/product/template-sample', fileName, false);
