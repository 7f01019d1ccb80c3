import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** One mail caught by the server's dev mailbox (no SMTP configured). */
export interface DevMail {
  id: string | number;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  createdAt: string;
}

const byNewest = (a: DevMail, b: DevMail) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

export async function getDevMails(signal?: AbortSignal): Promise<DevMail[]> {
  // The page shows its own error state, so no toast.
  const mails = await api.get<DevMail[]>('/dev/mails', { signal, quiet: true });
  return [...mails].sort(byNewest);
}

export const devMailsQuery = queryOptions({
  queryKey: ['dev', 'mails'] as const,
  queryFn: ({ signal }) => getDevMails(signal),
  staleTime: 0,
});

export const useDevMails = () => useQuery(devMailsQuery);
