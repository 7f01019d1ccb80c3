// The commissions area's client (issue 17): fetchers and query keys of @zp/domain/commissions/commissions.contract
// (types only: no schema enters the bundle).

import type * as contract from '@zp/domain/commissions/commissions.contract';
import type { QueryOf, ResponseOf } from '@zp/domain/contract/endpoint';
import { call } from './client.ts';

/** One row of `GET /zeichnung/commission/`. */
export type CommissionPage = ResponseOf<typeof contract.listCommissions>;
export type Commission = CommissionPage['results'][number];
export type CommissionListQuery = QueryOf<typeof contract.listCommissions>;

/** Every commission query starts with `all` (invalidate it after a change). */
export const commissionKeys = {
  all: ['commissions'] as const,
  list: (role: string) => ['commissions', 'list', role] as const,
};

/** `GET /zeichnung/commission/?page=…` (status, start-date, end-date, product-id, isAscending). */
export const listCommissions = (query: CommissionListQuery, signal?: AbortSignal) =>
  call<typeof contract.listCommissions>('GET', '/zeichnung/commission/', { query }, { signal, quiet: true });
