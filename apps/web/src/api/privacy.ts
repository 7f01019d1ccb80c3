// The client of the privacy requests (issue 21, decision 035): my data as a ZIP with progress, erasure, my
// requests, and the provider's and operator's list.
import { useQuery } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/privacy/privacy.contract';
import { privacyTexts } from '@zp/domain/texts/de/privacy';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { toOverviewQuery } from '../components/ui/overview-table/index.ts';
import { api } from '../lib/api.ts';
import { fileNameOfDisposition, saveBlob } from '../lib/download.ts';
import { call } from './client.ts';

export type ErasureAnswer = ResponseOf<typeof c.requestErasure>;
export type MyPrivacyRequests = ResponseOf<typeof c.myRequests>;
export type PrivacyRequestRow = ResponseOf<typeof c.listRequests>['results'][number];

export const privacyKeys = {
  all: ['privacy'] as const,
  mine: ['privacy', 'mine'] as const,
  list: (status: string) => ['privacy', 'list', status] as const,
};

/**
 * `GET /privacy/my-data`: read as a stream so the page shows how much has arrived (`onProgress(bytes)`), then saved.
 * Rejects with the API error.
 */
export async function downloadMyData(onProgress: (bytes: number) => void): Promise<void> {
  const res = await api.get<Response>('/privacy/my-data', { responseType: 'response', quiet: true });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      loaded += value.length;
      onProgress(loaded);
    }
  }
  const blob = reader ? new Blob(chunks, { type: 'application/zip' }) : await res.blob();
  saveBlob(blob, fileNameOfDisposition(res.headers.get('content-disposition')) ?? privacyTexts.fileName);
}

/** `POST /privacy/erasure {password}` (quiet for 400: the dialog shows the field error). */
export const requestErasure = (body: BodyOf<typeof c.requestErasure>) =>
  call<typeof c.requestErasure>('POST', '/privacy/erasure', { body }, { quiet: [400] });

/** `GET /privacy/requests/mine` */
export const useMyPrivacyRequests = () =>
  useQuery({
    queryKey: privacyKeys.mine,
    queryFn: ({ signal }) => call<typeof c.myRequests>('GET', '/privacy/requests/mine', {}, { signal }),
  });

/** `GET /privacy/requests?page=&status=` */
export const getPrivacyRequests = (status: string) => (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listRequests>(
    'GET',
    '/privacy/requests',
    { query: { ...toOverviewQuery(params), ...(status ? { status } : {}) } },
    { signal },
  );
