// The people client: persons (user settings), the role lists and detail pages, and their updates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/people/people.contract';
import { type OverviewParams, toOverviewQuery } from '../components/ui/overview-table/types.ts';
import { downloadName } from '../lib/download.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type UserDto = ResponseOf<typeof c.getUser>;
export type UserSummary = ResponseOf<typeof c.listResellers>['results'][number]['user'];
export type SuperuserRow = ResponseOf<typeof c.listSuperusers>['results'][number];
export type SuperuserDetail = ResponseOf<typeof c.getSuperuser>;
export type BookingStatus = NonNullable<SuperuserRow['bookingStatus']>;
export type ResellerRow = ResponseOf<typeof c.listResellers>['results'][number];
export type ResellerDetail = ResponseOf<typeof c.getReseller>;
export type InvestorRow = ResponseOf<typeof c.listInvestors>['results'][number];
export type InvestorDetail = ResponseOf<typeof c.getInvestor>;
export type SalesrepRow = ResponseOf<typeof c.listSalesreps>['results'][number];
export type SalesrepDetail = ResponseOf<typeof c.getSalesrep>;
export type SalesrepKind = SalesrepDetail['kind'];
export type UserUpdate = BodyOf<typeof c.updateUser>;
export type InvestorUpdate = BodyOf<typeof c.updateInvestor>;
export type SalesrepUpdate = BodyOf<typeof c.updateSalesrep>;
export type Counts = ResponseOf<typeof c.getCounts>;

/** Every people query starts with this key, so one invalidation refreshes lists and details after a change. */
export const PEOPLE_KEY = 'people';
type Id = string | number;
const quiet = (signal?: AbortSignal) => ({ signal, quiet: true });

// Lists: 10 per page, newest first unless `isAscending`, filtered by e-mail, names, company, dates.
export const listSuperusers = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listSuperusers>('GET', '/superuser/', { query: toOverviewQuery(params) }, quiet(signal));
export const listResellers = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listResellers>('GET', '/reseller/', { query: toOverviewQuery(params) }, quiet(signal));
export const listInvestors = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listInvestors>('GET', '/investor/', { query: toOverviewQuery(params) }, quiet(signal));
export const listSalesreps = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listSalesreps>('GET', '/salesrep/', { query: toOverviewQuery(params) }, quiet(signal));
/** One page of providers, oldest first, unfiltered (the provider select reads every page). */
export const listSuperusersPage = (page: number, signal?: AbortSignal) =>
  call<typeof c.listSuperusers>('GET', '/superuser/', { query: { page, isAscending: true } }, quiet(signal));
export const superusersListKey = [PEOPLE_KEY, 'superusers'] as const;

/** Every provider the caller sees (`GET /superuser/`, all pages; at most 100 pages of 10). */
export async function listAllSuperusers(signal?: AbortSignal): Promise<SuperuserRow[]> {
  const all: SuperuserRow[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = await listSuperusersPage(page, signal);
    all.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  return all;
}

/** Every provider, for the operator's provider pickers (kept a minute). */
export const useAllProviders = (enabled: boolean) =>
  useQuery({
    queryKey: [...superusersListKey, 'all'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => listAllSuperusers(signal),
  });
export const resellersListKey = [PEOPLE_KEY, 'resellers'] as const;
export const investorsListKey = [PEOPLE_KEY, 'investors'] as const;
export const salesrepsListKey = [PEOPLE_KEY, 'salesreps'] as const;

// Details: the pages show not-found and error states themselves.
export const userQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'user', String(id)],
    queryFn: ({ signal }) => call<typeof c.getUser>('GET', '/user/:id', { params: { id } }, quiet(signal)),
  });
export const superuserQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'superuser', String(id)],
    queryFn: ({ signal }) =>
      call<typeof c.getSuperuser>('GET', '/superuser/:id', { params: { id } }, quiet(signal)),
  });
export const resellerQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'reseller', String(id)],
    queryFn: ({ signal }) =>
      call<typeof c.getReseller>('GET', '/reseller/:id', { params: { id } }, quiet(signal)),
  });
export const getInvestor = (id: Id, signal?: AbortSignal) =>
  call<typeof c.getInvestor>('GET', '/investor/:id', { params: { id } }, quiet(signal));
export const investorQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'investor', String(id)],
    queryFn: ({ signal }) => getInvestor(id, signal),
  });
export const salesrepQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id)],
    queryFn: ({ signal }) =>
      call<typeof c.getSalesrep>('GET', '/salesrep/:id', { params: { id } }, quiet(signal)),
  });
/** The approved licensed salesrep an unlicensed one resolves to. */
export const nextLicensedSalesrepQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id), 'next-licensed'],
    queryFn: ({ signal }) =>
      call<typeof c.getNextLicensedSalesrep>(
        'GET',
        '/salesrep/next-licensed-salesrep/:id',
        { params: { id } },
        quiet(signal),
      ),
  });
/** `GET /count`: the statistics cards of the caller's role. */
export const countsQuery = () =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'counts'] as const,
    queryFn: ({ signal }) => call<typeof c.getCounts>('GET', '/count', {}, quiet(signal)),
  });

export const useUser = (id: Id) => useQuery(userQuery(id));
export const useSuperuser = (id: Id) => useQuery(superuserQuery(id));
export const useReseller = (id: Id) => useQuery(resellerQuery(id));
export const useInvestor = (id: Id) => useQuery(investorQuery(id));
export const useSalesrep = (id: Id | null | undefined) =>
  useQuery({ ...salesrepQuery(id ?? ''), enabled: id != null && id !== '' });
export const useNextLicensedSalesrep = (id: Id, enabled: boolean) =>
  useQuery({ ...nextLicensedSalesrepQuery(id), enabled });

// Updates answer the detail; it replaces the cached one and every people query refreshes.
export const updateUser = (id: Id, body: UserUpdate) =>
  call<typeof c.updateUser>('PUT', '/user/:id/update', { params: { id }, body }, { quiet: true });
export const updateSuperuser = (id: Id, body: UserUpdate) =>
  call<typeof c.updateSuperuser>('PUT', '/superuser/:id/update', { params: { id }, body }, { quiet: true });
export const updateInvestor = (id: Id, body: InvestorUpdate) =>
  call<typeof c.updateInvestor>('PUT', '/investor/:id/update', { params: { id }, body }, { quiet: true });
export const updateSalesrep = (id: Id, body: SalesrepUpdate) =>
  call<typeof c.updateSalesrep>('PUT', '/salesrep/:id/update', { params: { id }, body }, { quiet: true });

function useUpdate<P, R>(kind: string, id: Id, update: (id: Id, patch: P) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: P) => update(id, patch),
    onSuccess: (answer) => {
      queryClient.setQueryData([PEOPLE_KEY, kind, String(id)], answer);
      void queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    },
  });
}

export const useUpdateUser = (id: Id) => useUpdate('user', id, updateUser);
export const useUpdateSuperuser = (id: Id) => useUpdate('superuser', id, updateSuperuser);
export const useUpdateInvestor = (id: Id) => useUpdate('investor', id, updateInvestor);
export const useUpdateSalesrep = (id: Id) => useUpdate('salesrep', id, updateSalesrep);

// Partners (decision 017): the downline tree and the recruiting links.
export type SalesrepHierarchy = ResponseOf<typeof c.getSalesrepHierarchy>;
export type HierarchyNodeDto = SalesrepHierarchy['nodes'][number];
export type SalesrepLinks = ResponseOf<typeof c.getSalesrepLinks>;

export const salesrepHierarchyQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id), 'hierarchy'],
    queryFn: ({ signal }) =>
      call<typeof c.getSalesrepHierarchy>('GET', '/salesrep/hierachy/:id', { params: { id } }, quiet(signal)),
  });
export const salesrepLinksQuery = (id: Id) =>
  queryOptions({
    queryKey: [PEOPLE_KEY, 'salesrep', String(id), 'links'],
    queryFn: ({ signal }) =>
      call<typeof c.getSalesrepLinks>('GET', '/salesrep/links/:id', { params: { id } }, quiet(signal)),
  });
export type SalesrepProductLinks = SalesrepLinks['products'][number];

/** A public product file (logo, image) under the name it was uploaded with. */
export const downloadAdvertFile = (file: { url: string; fileName: string }) =>
  downloadApiFile(file.url, file.fileName);
/** The partner's ZIP of one product's advertising materials (decision 020). */
export const downloadAdvertPackage = (product: Pick<SalesrepProductLinks, 'packagePath' | 'name'>) =>
  downloadApiFile(`/api${product.packagePath}`, downloadName(`Werbemittel-${product.name}`, 'zip'));

export const useSalesrepHierarchy = (id: Id | null | undefined) =>
  useQuery({ ...salesrepHierarchyQuery(id ?? ''), enabled: id != null && id !== '' });
export const useSalesrepLinks = (id: Id | null | undefined) =>
  useQuery({ ...salesrepLinksQuery(id ?? ''), enabled: id != null && id !== '' });
