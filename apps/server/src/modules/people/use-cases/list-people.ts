import { AppError, can } from '@zp/domain';
import type { PersonListQuery } from '@zp/domain/people/people.contract';
import { personScope } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { type Page, toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserSummary } from '../people.dto.ts';
import {
  bookingStatusOf,
  listRole,
  type PersonKind,
  personWhere,
  ROLE_TABLES,
  type SalesrepRow,
  type UserRow,
} from '../people.repository.ts';

type Row = { role: Record<string, unknown> & { id: number }; user: UserRow };

/** One page of a person list, scoped to what the caller may see (the access module's scope). */
async function listPeople<T>(
  exec: Executor,
  caller: AuthClaims,
  kind: PersonKind,
  q: PersonListQuery,
  url: string,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const scope = await personScope(exec, caller, kind);
  if (scope === null) return toPage(url, q.page, 0, []);
  const filters = {
    email: q.email,
    firstName: q.firstName,
    lastName: q.lastName,
    company: q.company,
    startDate: q['start-date'],
    endDate: q['end-date'],
  };
  const where = [...personWhere(filters), ...(scope ? [scope] : [])];
  const { count, rows } = await listRole(exec, ROLE_TABLES[kind], where, q.page, q.isAscending);
  return toPage(url, q.page, count, (rows as Row[]).map(map));
}

export async function listSuperusers(exec: Executor, caller: AuthClaims, q: PersonListQuery, url: string) {
  const page = await listPeople(exec, caller, 'superuser', q, url, (r) => ({
    id: r.role.id,
    user: toUserSummary(r.user),
    bookingStatus: null as 'P' | 'L' | 'R' | null,
  }));
  const status = await bookingStatusOf(
    exec,
    page.results.map((r) => r.id),
  );
  for (const r of page.results) r.bookingStatus = status.get(r.id) ?? null;
  return page;
}

export const listResellers = (exec: Executor, caller: AuthClaims, q: PersonListQuery, url: string) =>
  listPeople(exec, caller, 'reseller', q, url, (r) => ({ id: r.role.id, user: toUserSummary(r.user) }));

/** Investors: the tenant's for investor.list, the brokered ones for investor.listBrokered. */
export function listInvestors(exec: Executor, caller: AuthClaims, q: PersonListQuery, url: string) {
  if (!can(caller.role, 'investor.list') && !can(caller.role, 'investor.listBrokered'))
    throw new AppError('FORBIDDEN');
  return listPeople(exec, caller, 'investor', q, url, (r) => ({
    id: r.role.id,
    user: toUserSummary(r.user),
    isIdentified: r.user.isIdentified,
  }));
}

export const listSalesreps = (exec: Executor, caller: AuthClaims, q: PersonListQuery, url: string) =>
  listPeople(exec, caller, 'salesrep', q, url, (r) => {
    const { userId: _u, createdAt: _c, ...rest } = r.role as unknown as SalesrepRow;
    return { ...rest, user: toUserSummary(r.user) };
  });
