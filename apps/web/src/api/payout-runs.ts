// The client of payout runs (issue 18, decisions 026 and 030): the runs list and detail with the SEPA file, the new
// run's due dates, preview and confirmation, and the investor's payout notices.
import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/payouts/payout-runs.contract';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { downloadApiFile } from './files.ts';

export type PayoutRun = ResponseOf<typeof c.getPayoutRun>;
export type PayoutRunRow = ResponseOf<typeof c.listPayoutRuns>['results'][number];
export type PayoutPreview = ResponseOf<typeof c.previewPayoutRun>;
export type PayoutPreviewLine = PayoutPreview['lines'][number];
export type PayoutDate = ResponseOf<typeof c.listPayoutDates>[number];
export type PayoutNotice = ResponseOf<typeof c.listPayoutNotices>['results'][number];

export const payoutRunKeys = {
  all: ['payout-runs'] as const,
  runs: ['payout-runs', 'list'] as const,
  run: (id: string | number) => ['payout-runs', 'run', String(id)] as const,
  dates: (productId: number) => ['payout-runs', 'dates', productId] as const,
  preview: (productId: number, date: string) => ['payout-runs', 'preview', productId, date] as const,
  notices: ['payout-runs', 'notices'] as const,
};

/** `GET /payout-run/?page=` */
export const getPayoutRuns = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listPayoutRuns>('GET', '/payout-run/', { query: toOverviewQuery(params) }, { signal });

/** `GET /payout-run/{id}` */
export const payoutRunQuery = (id: string | number) =>
  queryOptions({
    queryKey: payoutRunKeys.run(id),
    queryFn: ({ signal }) =>
      call<typeof c.getPayoutRun>(
        'GET',
        '/payout-run/:id',
        { params: { id } },
        { signal, quiet: [403, 404] },
      ),
  });

/** `GET /product/{id}/payout-dates` */
export const payoutDatesQuery = (productId: number) =>
  queryOptions({
    queryKey: payoutRunKeys.dates(productId),
    queryFn: ({ signal }) =>
      call<typeof c.listPayoutDates>(
        'GET',
        '/product/:id/payout-dates',
        { params: { id: productId } },
        { signal },
      ),
  });

/** `GET /product/{id}/payout-run/preview?date=` (nothing is written; always fresh). */
export const payoutPreviewQuery = (productId: number, date: string) =>
  queryOptions({
    queryKey: payoutRunKeys.preview(productId, date),
    queryFn: ({ signal }) =>
      call<typeof c.previewPayoutRun>(
        'GET',
        '/product/:id/payout-run/preview',
        { params: { id: productId }, query: { date } },
        { signal, quiet: true },
      ),
    staleTime: 0,
  });

/** `POST /product/{id}/payout-run {date}`: once; the caller shows a refusal's German detail. */
export const confirmPayoutRun = (productId: number, date: string) =>
  call<typeof c.confirmPayoutRun>(
    'POST',
    '/product/:id/payout-run',
    { params: { id: productId }, body: { date } },
    { quiet: true },
  );

/** `GET /payout-run/{id}/sepa`: the pain.001 file. */
export const downloadPayoutRunSepa = (run: { id: number; date: string }) =>
  downloadApiFile(
    `/api/payout-run/${run.id}/sepa`,
    `Zinsauszahlung-${run.date}-${run.id}.xml`,
    true,
    'given',
  );

/** `GET /payout-notice/?page=` */
export const getPayoutNotices = (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listPayoutNotices>('GET', '/payout-notice/', { query: toOverviewQuery(params) }, { signal });

/** `GET /payout-notice/{id}/pdf` */
export const downloadPayoutNotice = (notice: { id: number; date: string }) =>
  downloadApiFile(`/api/payout-notice/${notice.id}/pdf`, `Zinsabrechnung-${notice.date}.pdf`, true, 'given');
