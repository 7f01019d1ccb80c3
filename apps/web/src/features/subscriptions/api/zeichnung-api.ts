import { queryOptions, useQuery } from '@tanstack/react-query';
import { productQuery } from '../../../api/products.ts';
import type { OverviewPage, OverviewParams } from '../../../components/ui/overview-table/types.ts';
import { toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import type { Investor, Zeichnung } from './types.ts';
import { ZEICHNUNG_KEY } from './types.ts';

const seg = (id: string | number) => encodeURIComponent(String(id));

/** `GET /zeichnung/?page=…` with the list filters (uuid, email, company, names, dates, status, isPaid, product-id). */
export const listZeichnungen = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<Zeichnung>>('/zeichnung/', { query: toOverviewQuery(params), signal, quiet: true });

/** `GET /zeichnung/{id}`. */
export const getZeichnung = (id: string | number, signal?: AbortSignal) =>
  api.get<Zeichnung>(`/zeichnung/${seg(id)}`, { signal, quiet: true });

export const zeichnungQuery = (id: string | number) =>
  queryOptions({
    queryKey: [ZEICHNUNG_KEY, 'detail', String(id)],
    queryFn: ({ signal }) => getZeichnung(id, signal),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export const useZeichnung = (id: string | number | null) =>
  useQuery({ ...zeichnungQuery(id ?? ''), enabled: id != null && id !== '' });

/** `POST /zeichnung/create {product, investor}` → 201 (or the open O subscription of the same product). */
export const createZeichnung = (productId: string | number, investorId: string | number) =>
  api.post<Zeichnung>(
    '/zeichnung/create',
    { product: Number(productId), investor: Number(investorId) },
    { quiet: [409] },
  );

/** `PUT /zeichnung/{id}/update`: wizard fields (top level), `step` validation, `status`, operator actions. */
export const updateZeichnung = (id: string | number, patch: Record<string, unknown>) =>
  api.put<Zeichnung>(`/zeichnung/${seg(id)}/update`, patch, { quiet: true });

/** `DELETE /zeichnung/{id}/delete` → 204; 409 for status A. */
export const deleteZeichnung = (id: string | number) =>
  api.delete(`/zeichnung/${seg(id)}/delete`, { quiet: true });

export interface ExternalZeichnungInput {
  product: number;
  salesrep: number;
  externalId: string;
  volume: number;
}

/** `POST /zeichnung/create-external` (admin) → 201. */
export const createExternalZeichnung = (input: ExternalZeichnungInput) =>
  api.post<Zeichnung>('/zeichnung/create-external', { ...input, isExternal: true }, { quiet: true });

/** `POST /zeichnung/demo-zeichnungsschein/{productId}` → {detail}: mails a sample document to the caller. */
export const requestDemoDocument = (productId: string | number) =>
  api.post<{ detail?: string }>(`/zeichnung/demo-zeichnungsschein/${seg(productId)}`, {}, { quiet: true });

/** `GET /product/{id}` (demo wizard and the Produkt tab): the products client's one fetcher and cache key. */
export const useSubscriptionProduct = (id: string | number | null | undefined) =>
  useQuery({ ...productQuery(id ?? ''), enabled: id != null && id !== '' });

/** `POST /product/{id}/prev-interest-payment {date}` → the last interest payment; errors are ignored (null). */
export async function getPrevInterestPayment(
  productId: string | number,
  date: string,
): Promise<string | null> {
  try {
    const answer = await api.post<{ lastInterestPayment: string | null }>(
      `/product/${seg(productId)}/prev-interest-payment`,
      { date },
      { quiet: true },
    );
    return answer?.lastInterestPayment ?? null;
  } catch {
    return null;
  }
}

export const usePrevInterestPayment = (productId: string | number | null, date: string, enabled: boolean) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'prev-interest', String(productId), date],
    queryFn: () => getPrevInterestPayment(productId ?? '', date),
    enabled: enabled && productId != null,
    staleTime: 5 * 60_000,
  });

/** `GET /investor/{id}` → {id, user, …}. */
export const getInvestor = (id: string | number, signal?: AbortSignal) =>
  api.get<Investor>(`/investor/${seg(id)}`, { signal, quiet: true });

export const useSubscriptionInvestor = (id: string | number | null | undefined) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'investor', String(id)],
    queryFn: ({ signal }) => getInvestor(id ?? '', signal),
    enabled: id != null && id !== '',
  });

/** `PUT /investor/{id}/update` with person and bank fields (saved before the step's subscription update). */
export const updateInvestor = (id: string | number, patch: Record<string, unknown>) =>
  api.put<Investor>(`/investor/${seg(id)}/update`, patch, { quiet: true });

/** The token contract of a tokenized product as the subscription screens need it. */
export interface TokenContract {
  id: number;
  status: 'C' | 'D';
  ethAddress: string | null;
  symbol: string;
  tokenName: string;
}

/** `GET /smartcontract/product/{productId}`: the product's token (403/404 → null, no toast). */
export const useTokenContract = (productId: string | number | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'token-contract', String(productId)],
    enabled: enabled && productId != null,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TokenContract>(`/smartcontract/product/${seg(productId ?? '')}`, {
          signal,
          quiet: true,
        });
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 403 || status === 404) return null;
        throw error;
      }
    },
  });
