import { formatDateTime, newsletterTexts as T } from '@zp/domain';
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

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised (no formula reaches a spreadsheet). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
  const lines = [
    CSV_HEADERS.join(';'),
    ...rows.map((r) =>
      [
        r.email,
        T.originLabel(r.origin),
        r.subscribed ? T.yes : T.no,
        formatDateTime(r.subscribedAt),
        r.confirmed ? T.yes : T.no,
        formatDateTime(r.unsubscribedAt),
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
