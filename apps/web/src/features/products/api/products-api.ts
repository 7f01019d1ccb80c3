import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OverviewPage,
  type OverviewParams,
  toOverviewQuery,
} from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { PRODUCTS_KEY, type Product, type PublicProduct } from './types.ts';

const enc = encodeURIComponent;

/** `GET /product/?page=&isAscending=&uuid=&product-id=&product-name=&name=&is-zeichnable=&status=&subscribed=`. */
export const listProducts = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Product>>('/product/', { signal, quiet: true, query: toOverviewQuery(params) });
export const productsListKey = [PRODUCTS_KEY, 'list'] as const;

export const productQuery = (id: string | number) =>
  queryOptions({
    queryKey: [PRODUCTS_KEY, 'detail', String(id)],
    queryFn: ({ signal }) => api.get<Product>(`/product/${enc(id)}`, { signal, quiet: true }),
  });
export const useProduct = (id: string | number) => useQuery(productQuery(id));

/** `POST /product/create {issuer}` → 201 Product (status O). */
export const createProduct = (issuer: number) =>
  api.post<Product>('/product/create', { issuer }, { quiet: true });

/** `POST /product/create-funded {sourceProduct}` → 201 Product (kind 12 copy, status O). */
export const createFundedProduct = (sourceProduct: number) =>
  api.post<Product>('/product/create-funded', { sourceProduct }, { quiet: true });

/** JSON unless files are included; in multipart every value travels as text (null as empty). */
export function toUpdateBody(
  changes: Record<string, unknown>,
  files: Record<string, File | null | undefined> = {},
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

/** `PUT /product/{id}/update` with a partial product (JSON or multipart); errors are shown by the caller. */
export function useUpdateProduct(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) =>
      api.put<Product>(`/product/${enc(id)}/update`, body, { quiet: true }),
    onSuccess: (product) => {
      queryClient.setQueryData(productQuery(id).queryKey, product);
      void queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY, 'list'] });
    },
  });
}

/** `DELETE /product/{id}/delete` → 204; 409 when subscriptions exist or it is released. */
export function useDeleteProduct(id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/product/${enc(id)}/delete`, { quiet: true }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
    },
  });
}

/** `GET /product/{id}/public-data` (no sign-in). */
export const usePublicProduct = (id: string | number) =>
  useQuery({
    queryKey: [PRODUCTS_KEY, 'public', String(id)],
    queryFn: ({ signal }) =>
      api.get<PublicProduct>(`/product/${enc(id)}/public-data`, { signal, quiet: true }),
  });

/** `GET /portal/products`: released products shown on this host's investor portal. */
export const usePortalProducts = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: [PRODUCTS_KEY, 'portal'],
    queryFn: ({ signal }) =>
      api.get<{ results: PublicProduct[] }>('/portal/products', { signal, quiet: true }),
    select: (data) => data.results,
  });

/** `GET /marketplace/products`: products listed on the marketplace (module 14), with their portal links. */
export const useMarketplaceProducts = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: [PRODUCTS_KEY, 'marketplace'],
    queryFn: ({ signal }) =>
      api.get<{ results: PublicProduct[] }>('/marketplace/products', { signal, quiet: true }),
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

export interface IssuerChoice {
  id: number;
  name: string;
}

/** `GET /issuer/names`: the issuers the caller may use in a product (asked fresh on "Neues Produkt"). */
export const issuerChoicesQuery = queryOptions({
  queryKey: [PRODUCTS_KEY, 'issuer-names'],
  queryFn: ({ signal }) => api.get<{ names: IssuerChoice[] }>('/issuer/names', { signal, quiet: true }),
  staleTime: 0,
});
