import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ZEICHNUNG_KEY, type ZeichnungStatus } from './types.ts';

/** `GET /product/{id}/statistics` (superuser, issuer, admin); amounts in euros. */
export interface ProductStatistics {
  /** The product's target volume. */
  volume: number;
  /** The volume subscribed so far (the product's invested volume). */
  subscribed: number;
  byStatus: { status: ZeichnungStatus | string; count: number; volume: number }[];
  /** Subscriptions in acceptance or accepted (F, A) per month `YYYY-MM`, ascending. */
  overTime: { month: string; count: number; volume: number }[];
  /** Subscriptions in acceptance or accepted (F, A) by the investor's country ("unbekannt" without one). */
  byCountry: { country: string; count: number; volume: number }[];
}

const seg = (id: string | number) => encodeURIComponent(String(id));

export const getProductStatistics = (productId: string | number, signal?: AbortSignal) =>
  api.get<ProductStatistics>(`/product/${seg(productId)}/statistics`, { signal, quiet: true });

export const useProductStatistics = (productId: string | number) =>
  useQuery({
    queryKey: [ZEICHNUNG_KEY, 'statistics', String(productId)],
    queryFn: ({ signal }) => getProductStatistics(productId, signal),
  });
