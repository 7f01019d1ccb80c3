import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ProductDocumentType, ProductImage } from '@zp/domain/products/documents';
import type { ProductWizardStep } from '@zp/domain/products/kinds';
import { api } from '../../../lib/api.ts';
import { productQuery } from './get-product.ts';
import type { Product } from './types.ts';

/** A partial product update (any editable field) plus the wizard's control members. */
export type ProductChanges = Record<string, unknown> & {
  validateStep?: Exclude<ProductWizardStep, 'summary'>;
  activeStep?: number;
  status?: 'F';
};

export type ProductFileName = ProductDocumentType | ProductImage;

const path = (id: number | string) => `/product/${encodeURIComponent(id)}/update`;

/**
 * `PUT /api/product/{id}/update`: JSON changes, or multipart when files are included (every other member is
 * sent as a form field). 400 (field errors) and 409 (modules, locked terms) are shown by the caller.
 */
export function updateProduct(
  id: number | string,
  changes: ProductChanges,
  files?: Partial<Record<ProductFileName, File>>,
): Promise<Product> {
  const quiet = [400, 409] as const;
  if (!files || Object.keys(files).length === 0) return api.put<Product>(path(id), changes, { quiet });
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    form.set(key, value === null ? '' : String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.set(name, file, file.name);
  // Uploads of up to 12 MB may take longer than a plain call.
  return api.put<Product>(path(id), form, { quiet, timeoutMs: 120_000 });
}

/** Puts the server's answer into the cache and marks other product views (lists, detail) stale. */
export function storeProduct(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(productQuery(String(product.id)).queryKey, product);
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'products' || q.queryKey[0] === 'product',
  });
}

/** `updateProduct` that keeps the cached product in step with the server. */
export function useUpdateProduct(id: number | string) {
  const queryClient = useQueryClient();
  return async (changes: ProductChanges, files?: Partial<Record<ProductFileName, File>>) => {
    const product = await updateProduct(id, changes, files);
    storeProduct(queryClient, product);
    return product;
  };
}
