import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The keys of `GET /count` in the order the cards show them (spec 001 §2 statistics cards). */
export const COUNT_KEYS = [
  'issuers',
  'products',
  'investors',
  'salesreps',
  'zeichnungs',
  'resellers',
  'superusers',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** Only the keys of the caller's cards are present. */
export type Counts = Partial<Record<CountKey, number>>;

/** `GET /count`; the cards show their own error state. */
export const getCounts = (signal?: AbortSignal) => api.get<Counts>('/count', { signal, quiet: true });

export const countsQuery = queryOptions({
  queryKey: ['dashboard', 'counts'] as const,
  queryFn: ({ signal }) => getCounts(signal),
});

export const useCounts = () => useQuery(countsQuery);
