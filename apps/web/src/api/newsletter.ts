// The client of the newsletter (issue 20, decision 034): sign-up boxes, the confirm/unsubscribe pages, the provider's
// subscribers (list, CSV) and its newsletters (compose, progress).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/engagement/newsletter.contract';
import type { OverviewParams } from '../components/ui/overview-table/index.ts';
import { call } from './client.ts';
import { fetchNamedApiFile } from './files.ts';

export type SubscriberRow = ResponseOf<typeof c.listSubscribers>['results'][number];
export type NewsletterRow = ResponseOf<typeof c.listNewsletters>['results'][number];

export const newsletterKeys = {
  all: ['newsletter'] as const,
  subscribers: (userId: string | number) => ['newsletter', 'subscribers', String(userId)] as const,
  sent: ['newsletter', 'sent'] as const,
};

/** `POST /newsletter-subscriptions/` (the list of this host: main site or the provider's portal). */
export const subscribeNewsletter = (body: c.SubscribeBody, quiet = true) =>
  call<typeof c.subscribeMain>('POST', '/newsletter-subscriptions/', { body }, { quiet });

export const confirmNewsletter = (token: string) =>
  call<typeof c.confirmSubscription>(
    'POST',
    '/newsletter-subscriptions/confirm/:token',
    { params: { token } },
    { quiet: true },
  );

export const unsubscribeNewsletter = (token: string) =>
  call<typeof c.unsubscribe>(
    'POST',
    '/newsletter-subscriptions/unsubscribe/:token',
    { params: { token } },
    { quiet: true },
  );

/** `GET /newsletter-subscriptions/{userId}/?page=` */
export const getSubscribers = (userId: string | number) => (params: OverviewParams, signal?: AbortSignal) =>
  call<typeof c.listSubscribers>(
    'GET',
    '/newsletter-subscriptions/:userId/',
    { params: { userId }, query: { page: params.page, isAscending: params.isAscending } },
    { signal, quiet: [403] },
  );

/** The CSV as a blob (`GET /newsletter-subscriptions/{userId}/csv`). */
export const fetchSubscribersCsv = (userId: string | number) =>
  fetchNamedApiFile(`/api/newsletter-subscriptions/${encodeURIComponent(String(userId))}/csv`);

/** `GET /newsletters?page=`, polled while one is sending. */
export const useNewsletters = (page: number) =>
  useQuery({
    queryKey: [...newsletterKeys.sent, page],
    queryFn: ({ signal }) =>
      call<typeof c.listNewsletters>('GET', '/newsletters', { query: { page } }, { signal, quiet: [403] }),
    refetchInterval: (q) => (q.state.data?.results.some((n) => n.status === 'sending') ? 2000 : false),
  });

/** `POST /newsletters {subject, body}` */
export const sendNewsletter = (body: c.ComposeBody) =>
  call<typeof c.sendNewsletter>('POST', '/newsletters', { body }, { quiet: true });

export const useInvalidateNewsletters = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: newsletterKeys.all });
};
