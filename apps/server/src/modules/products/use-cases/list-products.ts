import type { listProducts as listContract } from '@zp/domain/products/products.contract';
import type { z } from 'zod';
import { productScope } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { productView } from '../product-view.ts';
import * as repo from '../products.repository.ts';

type ListQuery = z.output<NonNullable<(typeof listContract)['querystring']>>;

/** `GET /product/`: the page of products in the caller's scope, with the list's filters. */
export async function listProducts(exec: Executor, c: AuthClaims, url: string, q: ListQuery) {
  const scope = productScope(exec, c);
  if (scope === null) return toPage(url, q.page, 0, []);
  const productId = q['product-id'];
  const filters: repo.ProductFilters = {
    uuid: q.uuid,
    // A product id that is not a number matches nothing.
    productId: /^\d+$/.test(productId ?? '') ? Number(productId) : productId ? -1 : undefined,
    productName: q['product-name'] ?? q.name,
    issuer: q.issuer,
    isZeichnable: q['is-zeichnable'],
    status: q.status,
    subscribed: q.subscribed,
  };
  const { count, rows } = await repo.listProducts(exec, scope, filters, q.page, q.isAscending);
  return toPage(url, q.page, count, await Promise.all(rows.map((r) => productView(exec, c, r))));
}

/** Whether any product in the caller's scope takes instalments / is tokenized (home screen switches). */
export async function hasProductWith(exec: Executor, c: AuthClaims, what: 'installments' | 'tokenized') {
  const scope = productScope(exec, c);
  if (scope === null) return false;
  return repo.anyProduct(exec, scope, what === 'installments' ? repo.withInstallments : repo.tokenized);
}
