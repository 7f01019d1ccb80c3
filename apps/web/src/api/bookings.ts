// The one client of the bookings area: bookings, upgrades, the own booking (`/booking/me`), the module
// catalogue, the subdomain check, the price request, invoices and the provider's legal documents.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type * as c from '@zp/domain/bookings/bookings.contract';
import type { ProviderDocumentType } from '@zp/domain/bookings/provider-documents';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import { bookingTexts } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import type { OverviewPage, OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { isApiError } from '../lib/api.ts';
import { type EntityId, useSession } from '../lib/session.ts';
import { call } from './client.ts';
import { openApiFile } from './files.ts';

export type Booking = ResponseOf<typeof c.getBooking>;
export type Upgrade = ResponseOf<typeof c.getUpgrade>;
export type MyBooking = ResponseOf<typeof c.getMyBooking>;
export type BookingStatus = Booking['status'];
export type CatalogueModule = ResponseOf<typeof c.listModules>[number];
export type ProviderDocuments = ResponseOf<typeof c.getProviderDocuments>;
export type SubdomainType = 'investor' | 'affiliate';
/** JSON changes of `PUT /booking/{id}/update`: operator status/paid, prolongation, salesrep percentages. */
export type BookingChanges = Partial<Pick<c.BookingUpdateFields, 'isPaid' | 'status' | 'duration'>> &
  Partial<Omit<c.BookingUpdateFields, 'isPaid' | 'status' | 'duration' | 'primaryColor' | 'secondaryColor'>>;
export type Decision = Partial<Pick<c.BookingUpdateFields, 'isPaid' | 'status'>>;

/** One cache key per endpoint, all below `bookings` so a change invalidates every booking query. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: ['bookings', 'list'] as const,
  upgrades: ['bookings', 'upgrades'] as const,
  detail: (id: string | number) => ['bookings', 'detail', String(id)] as const,
  me: (userId: EntityId | null) => ['bookings', 'me', userId] as const,
  modules: ['bookings', 'modules'] as const,
  documents: (superuserId: string | number) => ['bookings', 'documents', String(superuserId)] as const,
};

// The update and create endpoints read JSON or a multipart form (the server's readForm); `call` types only
// FormData for such endpoints, so their JSON fields are typed here from the contract's field schema.

/** `GET /booking/?page=&isAscending=&status=&isPaid=&subdomain=&email=` */
export const getBookings = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listBookings>('GET', '/booking/', { query: toOverviewQuery(params) }, { signal });

/** `GET /booking/upgrade?page=&status=&isPaid=` */
export const getUpgrades = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listUpgrades>('GET', '/booking/upgrade', { query: toOverviewQuery(params) }, { signal });

/** `GET /booking/me` */
export const getMyBooking = (signal?: AbortSignal) =>
  call<typeof c.getMyBooking>('GET', '/booking/me', {}, { signal, quiet: true });

/** The provider's own upgrades; falls back to the pending upgrade of `/booking/me` when the list is refused. */
export async function getOwnUpgrades(
  params: OverviewParams,
  signal?: AbortSignal,
): Promise<OverviewPage<Upgrade>> {
  try {
    return await call<typeof c.listUpgrades>(
      'GET',
      '/booking/upgrade',
      { query: toOverviewQuery(params) },
      { signal, quiet: [403] },
    );
  } catch (error) {
    if (!isApiError(error) || error.status !== 403) throw error;
    const mine = await call<typeof c.getMyBooking>('GET', '/booking/me', {}, { signal });
    const results = mine.pendingUpgrade ? [mine.pendingUpgrade] : [];
    return { count: results.length, next: null, previous: null, results };
  }
}

/** The first page as the overview table asks it, so the tab count and the table share one cache entry. */
export const FIRST_PAGE: OverviewParams = { page: 1, isAscending: false, filters: {} };

export const useBookingsCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...bookingKeys.list, FIRST_PAGE],
    queryFn: ({ signal }) => getBookings(FIRST_PAGE, signal),
    enabled,
    select: (page) => page.count,
  });

export const useUpgradesCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...bookingKeys.upgrades, FIRST_PAGE],
    queryFn: ({ signal }) => getUpgrades(FIRST_PAGE, signal),
    enabled,
    select: (page) => page.count,
  });

/** `GET /booking/{id}`; the page shows "not found" and "forbidden" itself. */
export const bookingQuery = (bookingId: string | number) =>
  queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: ({ signal }) =>
      call<typeof c.getBooking>(
        'GET',
        '/booking/:id',
        { params: { id: bookingId } },
        { signal, quiet: true },
      ),
  });

export const useBooking = (bookingId: string | number) => useQuery(bookingQuery(bookingId));

/** `GET /booking/me`, keyed by user so a new login never sees the previous user's booking. */
export const myBookingQuery = (userId: EntityId | null) =>
  queryOptions({
    queryKey: bookingKeys.me(userId),
    queryFn: ({ signal }) => getMyBooking(signal),
    staleTime: 60_000,
  });

/** The own (superuser) or the provider's (issuer) booking; not asked for other roles. */
export function useMyBooking() {
  const session = useSession();
  const enabled = can(session?.role, 'booking.viewOwn');
  return useQuery({ ...myBookingQuery(session?.userId ?? null), enabled });
}

/** `GET /modules`: the current catalogue; module 17 stays out of the wizard. */
export const modulesQuery = queryOptions({
  queryKey: bookingKeys.modules,
  queryFn: ({ signal }) => call<typeof c.listModules>('GET', '/modules', {}, { signal, quiet: true }),
  select: (modules) =>
    modules.filter((m) => m.number >= 1 && m.number <= 16).sort((a, b) => a.number - b.number),
  staleTime: 10 * 60 * 1000,
});

export const useModules = () => useQuery(modulesQuery);

/** `POST /booking/is-unique` */
export async function isSubdomainUnique(subdomain: string, subdomainType: SubdomainType): Promise<boolean> {
  const answer = await call<typeof c.checkSubdomain>('POST', '/booking/is-unique', {
    body: { subdomain, subdomainType },
  });
  return answer.isUnique === true;
}

/** `POST /booking/module-request`: a price request for a module that is not bookable. */
export const requestModule = ({ moduleNumber, message }: { moduleNumber: number; message: string }) =>
  call<typeof c.requestModule>('POST', '/booking/module-request', {
    body: { moduleNumber: String(moduleNumber), message },
  });

export const useRequestModule = () =>
  useMutation({
    mutationFn: requestModule,
    onSuccess: () => enqueueSnackbar(bookingTexts.requestSent, { variant: 'success' }),
  });

/** 400 (and 409 for a taken subdomain) carry per-field messages; the wizard shows them itself (no toast). */
export const createBooking = (form: FormData) =>
  call<typeof c.createBooking>('POST', '/booking/create', { body: form }, { quiet: [400, 409] });

export const createUpgrade = (form: FormData) =>
  call<typeof c.createUpgrade>('POST', '/booking/upgrade/create', { body: form }, { quiet: [400, 409] });

export function useCreateBooking(upgrade: boolean) {
  const queryClient = useQueryClient();
  return useMutation<Booking | Upgrade, Error, FormData>({
    mutationFn: (form) => (upgrade ? createUpgrade(form) : createBooking(form)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** `PUT /booking/{id}/update` with JSON. */
export const updateBooking = (id: number | string, changes: BookingChanges, quiet?: readonly number[]) =>
  call<typeof c.updateBooking>('PUT', '/booking/:id/update', { params: { id }, body: changes }, { quiet });

export type BrandingFile = 'investorLogoFile' | 'brokerLogoFile' | 'faviconFile';
export type BookingBranding = Required<Pick<c.BookingUpdateFields, 'primaryColor' | 'secondaryColor'>> &
  Partial<Record<BrandingFile, File | null>>;

/** `PUT /booking/{id}/update` as multipart: colours and the branding files. */
export function updateBranding(id: number | string, branding: BookingBranding) {
  const form = new FormData();
  form.set('primaryColor', branding.primaryColor);
  form.set('secondaryColor', branding.secondaryColor);
  for (const key of ['investorLogoFile', 'brokerLogoFile', 'faviconFile'] as const) {
    const file = branding[key];
    if (file) form.set(key, file);
  }
  return call<typeof c.updateBooking>(
    'PUT',
    '/booking/:id/update',
    { params: { id }, body: form },
    { quiet: [400] },
  );
}

/** `PUT /booking/upgrade/{id}/update` with `{isPaid?, status?}`. */
export const updateUpgrade = (id: number | string, changes: Decision) =>
  call<typeof c.updateUpgrade>('PUT', '/booking/upgrade/:id/update', {
    params: { id },
    body: changes,
  });

/** Invalidates every booking query (lists, detail, own booking, counts) after a change. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** Invoices need the bearer token, so they are fetched as a blob rather than opened as a plain link. */
export const openInvoice = (invoiceUrl: string): Promise<void> => openApiFile(invoiceUrl);

/** `GET /superuser/{id}/documents` */
export const providerDocumentsQuery = (superuserId: string | number) =>
  queryOptions({
    queryKey: bookingKeys.documents(superuserId),
    queryFn: ({ signal }) =>
      call<typeof c.getProviderDocuments>(
        'GET',
        '/superuser/:id/documents',
        { params: { id: superuserId } },
        { signal, quiet: true },
      ),
  });

export const useProviderDocuments = (superuserId: string | number) =>
  useQuery(providerDocumentsQuery(superuserId));

/** `PUT /superuser/{id}/documents` multipart, one file field per document type. */
export function useUploadProviderDocuments(superuserId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: Partial<Record<ProviderDocumentType, File>>) => {
      const form = new FormData();
      for (const [type, file] of Object.entries(files)) if (file) form.set(type, file);
      return call<typeof c.updateProviderDocuments>('PUT', '/superuser/:id/documents', {
        params: { id: superuserId },
        body: form,
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(providerDocumentsQuery(superuserId).queryKey, answer),
  });
}
