import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productWizardKey } from './get-product.ts';
import type { IssuerName } from './types.ts';

/** `GET /api/issuer/names`: the issuers the caller may use in a product. */
export const issuerNamesQuery = () =>
  queryOptions({
    queryKey: [...productWizardKey, 'issuer-names'] as const,
    queryFn: ({ signal }) => api.get<{ names: IssuerName[] }>('/issuer/names', { signal, quiet: true }),
    select: (answer) => answer.names,
    staleTime: 60_000,
  });

export const useIssuerNames = () => useQuery(issuerNamesQuery());
