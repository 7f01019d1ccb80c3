// The commissions area's client (issue 17): fetchers and query keys of @zp/domain/commissions/commissions.contract
// (types only: no schema enters the bundle).

import { queryOptions } from '@tanstack/react-query';
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
  inducements: (zeichnungId: number | string, volume: number) =>
    ['commissions', 'inducements', String(zeichnungId), volume] as const,
};

/** `GET /zeichnung/commission/?page=…` (status, start-date, end-date, product-id, isAscending). */
export const listCommissions = (query: CommissionListQuery, signal?: AbortSignal) =>
  call<typeof contract.listCommissions>('GET', '/zeichnung/commission/', { query }, { signal, quiet: true });

/** The inducement disclosure of a subscription (§ 17 FinVermV, `GET /zeichnung/{id}/inducements`). */
export type Inducements = ResponseOf<typeof contract.getInducements>;

export const getInducements = (zeichnungId: number | string, signal?: AbortSignal) =>
  call<typeof contract.getInducements>(
    'GET',
    '/zeichnung/:id/inducements',
    { params: { id: zeichnungId } },
    { signal, quiet: true },
  );

/** Keyed by the volume too: a changed amount is a new preview (the server computes it from the saved volume). */
export const inducementsQuery = (zeichnungId: number | string, volume: number) =>
  queryOptions({
    queryKey: commissionKeys.inducements(zeichnungId, volume),
    queryFn: ({ signal }) => getInducements(zeichnungId, signal),
  });
