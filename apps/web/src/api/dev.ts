// The dev client: the dev mailbox (mails the server caught because no SMTP is configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type { listDevMails } from '@zp/domain/platform/dev.contract';
import { call } from './client.ts';

/** One mail caught by the server's dev mailbox. */
export type DevMail = ResponseOf<typeof listDevMails>[number];

const byNewest = (a: DevMail, b: DevMail) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

export async function getDevMails(signal?: AbortSignal): Promise<DevMail[]> {
  // The page shows its own error state, so no toast.
  const mails = await call<typeof listDevMails>('GET', '/dev/mails', {}, { signal, quiet: true });
  return [...mails].sort(byNewest);
}

export const devMailsQuery = queryOptions({
  queryKey: ['dev', 'mails'] as const,
  queryFn: ({ signal }) => getDevMails(signal),
  staleTime: 0,
});

export const useDevMails = () => useQuery(devMailsQuery);
