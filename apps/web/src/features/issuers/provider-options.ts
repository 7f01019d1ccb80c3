import { useQuery } from '@tanstack/react-query';
import { ISSUERS_KEY, type IssuerUser } from '../../api/issuers.ts';
import type { OverviewPage } from '../../components/ui/overview-table/types.ts';
import { api } from '../../lib/api.ts';

/** A provider row of `GET /superuser/` as far as the provider select reads it (the accounts area's endpoint). */
export interface ProviderRow {
  id: number;
  user: Pick<IssuerUser, 'email' | 'firstName' | 'lastName' | 'company'>;
}

/** Every provider (`GET /superuser/?page=…`, all pages) for the provider select of the issuer form. */
export const useProviderOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [ISSUERS_KEY, 'providers'],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const all: ProviderRow[] = [];
      for (let page = 1; page <= 100; page += 1) {
        const answer = await api.get<OverviewPage<ProviderRow>>('/superuser/', {
          signal,
          quiet: true,
          query: { page, isAscending: true },
        });
        all.push(...answer.results);
        if (!answer.next || answer.results.length === 0) break;
      }
      return all;
    },
  });
