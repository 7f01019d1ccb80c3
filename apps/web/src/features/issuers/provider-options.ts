import { useQuery } from '@tanstack/react-query';
import { ISSUERS_KEY } from '../../api/issuers.ts';
import { listAllSuperusers, type SuperuserRow } from '../../api/people.ts';

/** A provider row of `GET /superuser/` (the accounts area's endpoint) for the provider select. */
export type ProviderRow = SuperuserRow;

/** Every provider (`GET /superuser/?page=…`, all pages) for the provider select of the issuer form. */
export const useProviderOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [ISSUERS_KEY, 'providers'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => listAllSuperusers(signal),
  });
