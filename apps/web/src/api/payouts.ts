// The client of interest payment events and instalments (issue 18, decisions 024 and 028): the lists of the home
// tabs, the details with their paid (and tokens transferred) bookings, the Ratenzahlungen switch, and the
// investor's view (one subscription's schedule, the summary of the home page).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/payouts/schedules.contract';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';

export type InterestEvent = ResponseOf<typeof c.getInterestEvent>;
export type Installment = ResponseOf<typeof c.getInstallment>;
export type InterestSummary = ResponseOf<typeof c.interestEventsSummary>;

/** Every payouts query starts with `all` (invalidated after a booking). */
export const payoutKeys = {
  all: ['payouts'] as const,
  events: ['payouts', 'events'] as const,
  event: (id: string | number) => ['payouts', 'event', String(id)] as const,
  installments: ['payouts', 'installments'] as const,
  installment: (id: string | number) => ['payouts', 'installment', String(id)] as const,
  installmentsExist: ['payouts', 'installments-exist'] as const,
  schedule: (zeichnungId: string | number) => ['payouts', 'schedule', String(zeichnungId)] as const,
  summary: (zeichnungId?: string | number) => ['payouts', 'summary', String(zeichnungId ?? 'all')] as const,
};

/** `GET /zeichnung/interest-payment-events/?page=` */
export const getInterestEvents = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listInterestEvents>(
    'GET',
    '/zeichnung/interest-payment-events/',
    { query: toOverviewQuery(params) },
    { signal },
  );

/** `GET /zeichnung/interest-payment-event/{id}` */
export const useInterestEvent = (id: string | number) =>
  useQuery({
    queryKey: payoutKeys.event(id),
    queryFn: ({ signal }) =>
      call<typeof c.getInterestEvent>(
        'GET',
        '/zeichnung/interest-payment-event/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
  });

/** `POST /zeichnung/interest-payment-event/{id}/update {isPaid: true}` (admin, the issuer; once). */
export const markInterestEventPaid = (id: number) =>
  call<typeof c.updateInterestEvent>('POST', '/zeichnung/interest-payment-event/:id/update', {
    params: { id },
    body: { isPaid: true },
  });

/** `GET /zeichnung/installment/?page=` */
export const getInstallments = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listInstallments>(
    'GET',
    '/zeichnung/installment/',
    { query: toOverviewQuery(params) },
    { signal },
  );

/** `GET /zeichnung/installment/exists` → whether the Ratenzahlungen tab shows. */
export const useInstallmentsExist = (enabled: boolean) =>
  useQuery({
    queryKey: payoutKeys.installmentsExist,
    queryFn: ({ signal }) =>
      call<typeof c.installmentsExist>('GET', '/zeichnung/installment/exists', {}, { signal, quiet: true }),
    select: (a) => a.hasInstallments,
    enabled,
    staleTime: 60_000,
  });

/** `GET /zeichnung/installment/{id}` */
export const useInstallment = (id: string | number) =>
  useQuery({
    queryKey: payoutKeys.installment(id),
    queryFn: ({ signal }) =>
      call<typeof c.getInstallment>(
        'GET',
        '/zeichnung/installment/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
  });

/** `POST /zeichnung/installment/{id}/update`: paid, or tokens transferred with the transaction's hash (once each). */
export const updateInstallment = (
  id: number,
  body: { isPaid: true } | { tokensTransfered: true; txHash: string },
) =>
  call<typeof c.updateInstallment>('POST', '/zeichnung/installment/:id/update', {
    params: { id },
    body,
  });

/** `GET /zeichnung/interest-payment-events/schedule?zeichnung-id=`: one subscription's events, oldest first. */
export const interestScheduleQuery = (zeichnungId: string | number) =>
  queryOptions({
    queryKey: payoutKeys.schedule(zeichnungId),
    queryFn: ({ signal }) =>
      call<typeof c.zeichnungInterestSchedule>(
        'GET',
        '/zeichnung/interest-payment-events/schedule',
        { query: { 'zeichnung-id': zeichnungId } },
        { signal, quiet: true },
      ),
    select: (a) => a.results,
  });

/** `GET /zeichnung/interest-payment-events/summary[?zeichnung-id=]`: the next payout and the sums (all, or one subscription). */
export const interestSummaryQuery = (zeichnungId?: string | number) =>
  queryOptions({
    queryKey: payoutKeys.summary(zeichnungId),
    queryFn: ({ signal }) =>
      call<typeof c.interestEventsSummary>(
        'GET',
        '/zeichnung/interest-payment-events/summary',
        { query: zeichnungId === undefined ? {} : { 'zeichnung-id': zeichnungId } },
        { signal, quiet: true },
      ),
  });

export const useInterestSummary = (enabled: boolean) => useQuery({ ...interestSummaryQuery(), enabled });

export const useInvalidatePayouts = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: payoutKeys.all });
};
