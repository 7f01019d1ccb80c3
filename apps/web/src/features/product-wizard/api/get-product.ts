import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Product } from './types.ts';

export const productWizardKey = ['product-wizard'] as const;

/** `GET /api/product/{id}`; the page shows 403/404/other failures itself (no toast). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...productWizardKey, 'product', id] as const,
    queryFn: ({ signal }) =>
      api.get<Product>(`/product/${encodeURIComponent(id)}`, { signal, quiet: [401, 403, 404] }),
    retry: (count, error) =>
      count < 2 &&
      !(error instanceof Error && 'status' in error && [403, 404].includes(Number(error.status))),
    // Nobody else edits a draft meanwhile: no refetch on focus, which would reset what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
