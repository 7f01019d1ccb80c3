import { CSV_BOM, csvLine, formatDateTime, newsletterTexts as T } from '@zp/domain';
import { newsletterListOf } from '../../../access/newsletter.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toSubscriberRow } from '../newsletter.dto.ts';
import * as repo from '../newsletter.repository.ts';

/** GET /newsletter-subscriptions/{userId}/?page= */
export async function listSubscribers(
  deps: Deps,
  caller: AuthClaims,
  userId: number,
  url: string,
  page: number,
) {
  const { superuserId } = await newsletterListOf(deps.db, caller, userId);
  const { count, rows } = await repo.listSubscribers(deps.db, superuserId, page);
  return toPage(url, page, count, rows.map(toSubscriberRow));
}

export const CSV_HEADERS = [
  T.email,
  T.origin,
  T.subscribedCol,
  T.subscribedAt,
  T.confirmedCol,
  T.unsubscribedAt,
] as const;

/** GET /newsletter-subscriptions/{userId}/csv: UTF-8 with BOM, `;`-separated, German headers (spreadsheets in de-DE). */
export async function subscribersCsv(deps: Deps, caller: AuthClaims, userId: number): Promise<string> {
  const { superuserId } = await newsletterListOf(deps.db, caller, userId);
  const rows = (await repo.allSubscribers(deps.db, superuserId)).map(toSubscriberRow);
  const lines = rows.map((r) =>
    csvLine([
      r.email,
      T.originLabel(r.origin),
      r.subscribed ? T.yes : T.no,
      formatDateTime(r.subscribedAt),
      r.confirmed ? T.yes : T.no,
      formatDateTime(r.unsubscribedAt),
    ]),
  );
  return `${CSV_BOM}${csvLine(CSV_HEADERS)}${lines.join('')}`;
}
