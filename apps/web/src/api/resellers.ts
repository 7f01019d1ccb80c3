// The client of the reseller hierarchy (issue 19, decision 032): the operator's tier percentages, a reseller's tree
// two levels deep and the reseller's own dashboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/resellers/hierarchy.contract';
import { call } from './client.ts';

export type PercentageRows = ResponseOf<
  typeof c.getResellerPercentages
>['hierarchy_percentages']['hierarchy_percentages'];
export type ResellerTreeDto = ResponseOf<
  typeof c.getResellerHierarchy
>['reseller_hierachy']['reseller_hierachy'];
export type ResellerTreeNodeDto = Omit<ResellerTreeDto, 'resellers'> & { resellers?: ResellerTreeNodeDto[] };
export type ResellerDashboardDto = ResponseOf<typeof c.getResellerDashboard>;

/** Every query of the area starts with `all`. */
export const resellerKeys = {
  all: ['reseller-hierarchy'] as const,
  percentages: ['reseller-hierarchy', 'percentages'] as const,
  tree: (id: string | number) => ['reseller-hierarchy', 'tree', String(id)] as const,
  dashboard: ['reseller-hierarchy', 'dashboard'] as const,
};

/** `GET /reseller/hierarchy/percentages` → the grid (S, G, P). */
export const useResellerPercentages = () =>
  useQuery({
    queryKey: resellerKeys.percentages,
    queryFn: ({ signal }) =>
      call<typeof c.getResellerPercentages>(
        'GET',
        '/reseller/hierarchy/percentages',
        {},
        { signal, quiet: true },
      ),
    select: (a) => a.hierarchy_percentages.hierarchy_percentages,
  });

/** `POST /reseller/hierarchy/percentages` (operator); errors are shown by the form (under the fields, a toast). */
export const useSaveResellerPercentages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof c.saveResellerPercentages>) =>
      call<typeof c.saveResellerPercentages>(
        'POST',
        '/reseller/hierarchy/percentages',
        { body },
        { quiet: true },
      ),
    onSuccess: (answer) => queryClient.setQueryData(resellerKeys.percentages, answer),
  });
};

export const resellerTreeQuery = (id: string | number) =>
  queryOptions({
    queryKey: resellerKeys.tree(id),
    queryFn: ({ signal }) =>
      call<typeof c.getResellerHierarchy>(
        'GET',
        '/reseller/hierachy/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
    select: (a) => a.reseller_hierachy.reseller_hierachy as ResellerTreeNodeDto,
  });

/** `GET /reseller/hierachy/{id}` → the reseller, its providers and its resellers two levels deep. */
export const useResellerTree = (id: string | number | null | undefined) =>
  useQuery({ ...resellerTreeQuery(id ?? ''), enabled: id != null && id !== '' });

/** `GET /reseller/dashboard` → the reseller's tier, commissions per month and recruiting links. */
export const useResellerDashboard = (enabled = true) =>
  useQuery({
    queryKey: resellerKeys.dashboard,
    queryFn: ({ signal }) =>
      call<typeof c.getResellerDashboard>('GET', '/reseller/dashboard', {}, { signal, quiet: [403, 404] }),
    enabled,
  });
