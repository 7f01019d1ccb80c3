import { AppError, CSV_BOM, csvLine, formatDateTime } from '@zp/domain';
import type { ContactType } from '@zp/domain/engagement/reminders.contract';
import { reminderTexts as T } from '@zp/domain/texts/de/reminders';
import { contactScopeOf } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toContact } from '../reminders.dto.ts';
import * as repo from '../reminders.repository.ts';

interface ContactQuery {
  type?: ContactType;
  from?: string;
  to?: string;
  superuserId?: number;
}

async function filterOf(deps: Deps, caller: AuthClaims, q: ContactQuery): Promise<repo.ContactFilter> {
  if (q.from && q.to && q.to < q.from)
    throw AppError.validation({ to: T.dateRangeInvalid }, T.dateRangeInvalid);
  return {
    superuserIds: await contactScopeOf(deps.db, caller, q.superuserId),
    type: q.type,
    from: q.from,
    to: q.to,
  };
}

/** GET /engagement/contacts: one page (10) of the caller's contacts, newest first. */
export async function listContacts(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  q: ContactQuery & { page: number },
) {
  const { count, rows } = await repo.listContacts(deps.db, await filterOf(deps, caller, q), q.page);
  return toPage(url, q.page, count, rows.map(toContact));
}

/** The CSV's row limit (an export of a provider's contacts, not a backup). */
export const CSV_LIMIT = 50_000;

/** GET /engagement/contacts/csv: UTF-8 with BOM, `;`, German headers (Excel in Germany opens it as is). */
export async function contactsCsv(deps: Deps, caller: AuthClaims, q: ContactQuery) {
  const rows = (await repo.allContacts(deps.db, await filterOf(deps, caller, q), CSV_LIMIT)).map(toContact);
  if (rows.length === 0) throw new AppError('NOT_FOUND', { detail: T.csvEmpty });
  const header = [T.contactAt, T.contactType, T.contactProvider, T.contactWho, T.contactDetail];
  const lines = rows.map((r) =>
    csvLine([formatDateTime(r.at), T.typeLabel[r.type], r.providerName, r.contact, r.detail]),
  );
  return `${CSV_BOM}${csvLine(header)}${lines.join('')}`;
}
