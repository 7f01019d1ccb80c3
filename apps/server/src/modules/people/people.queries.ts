import { AppError, can } from '@zp/domain';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { assertPersonAccess } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import {
  investors,
  issuers,
  products,
  resellers,
  salesreps,
  superusers,
  type users,
  zeichnungen,
} from '../../db/index.ts';
import { type Page, toPage } from '../../lib/paging.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { toUserDto, toUserSummary } from './people.dto.ts';
import { bookingStatusOf, countWhere, findRole, listRole, personWhere } from './people.repository.ts';
import type { PersonListQuery } from './people.schemas.ts';
import { scopeFor } from './people.service.ts';

type Kind = 'superuser' | 'reseller' | 'investor' | 'salesrep';
const TABLES = {
  superuser: superusers,
  reseller: resellers,
  investor: investors,
  salesrep: salesreps,
} as const;
type UserRow = typeof users.$inferSelect;
type Row = { role: Record<string, unknown> & { id: number }; user: UserRow };

/** One page of a person list, scoped to what the caller may see. */
export async function listPeople<T>(
  exec: Executor,
  caller: AuthClaims,
  kind: Kind,
  q: PersonListQuery,
  url: string,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const scope = await scopeFor(exec, caller, kind);
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
  const { count, rows } = await listRole(exec, TABLES[kind], where, q.page, q.isAscending);
  return toPage(url, q.page, count, (rows as Row[]).map(map));
}

export async function listSuperusers(exec: Executor, caller: AuthClaims, q: PersonListQuery, url: string) {
  const page = await listPeople(exec, caller, 'superuser', q, url, (r) => ({
    id: r.role.id,
    user: toUserSummary(r.user),
    bookingStatus: null as string | null,
  }));
  const status = await bookingStatusOf(
    exec,
    page.results.map((r) => r.id),
  );
  for (const r of page.results) r.bookingStatus = status.get(r.id) ?? null;
  return page;
}

/** A role row with its person, after the person-level access check. */
export async function getPerson(exec: Executor, caller: AuthClaims, kind: Kind, id: number) {
  const row = (await findRole(exec, TABLES[kind], id)) as Row | null;
  if (!row) throw new AppError('NOT_FOUND');
  await assertPersonAccess(exec, caller, row.user, false);
  return { role: row.role, user: toUserDto(row.user), raw: row.user };
}

export async function getSuperuser(exec: Executor, caller: AuthClaims, id: number) {
  const { role, user } = await getPerson(exec, caller, 'superuser', id);
  const status = (await bookingStatusOf(exec, [id])).get(id);
  return {
    id,
    user,
    resellerId: (role.resellerId as number | null) ?? null,
    booking: status ? { status } : null,
  };
}

/** Statistics cards (spec 001 §2): only the counts the caller's role shows, scoped to its tenant. */
export async function countsFor(exec: Executor, caller: AuthClaims) {
  const result: Record<string, number> = {};
  const scoped = async (
    kind: Kind | 'issuer',
    table: typeof superusers | typeof resellers | typeof investors | typeof salesreps | typeof issuers,
  ) => {
    const scope = await scopeFor(exec, caller, kind);
    return scope === null ? 0 : countWhere(exec, table, scope ? and(scope) : undefined);
  };
  if (can(caller.role, 'stats.issuers')) result.issuers = await scoped('issuer', issuers);
  if (can(caller.role, 'stats.investors')) result.investors = await scoped('investor', investors);
  if (can(caller.role, 'stats.salesreps')) result.salesreps = await scoped('salesrep', salesreps);
  if (can(caller.role, 'stats.resellers')) result.resellers = await scoped('reseller', resellers);
  if (can(caller.role, 'stats.superusers')) result.superusers = await scoped('superuser', superusers);
  if (can(caller.role, 'stats.products')) result.products = await countProducts(exec, caller);
  if (can(caller.role, 'stats.zeichnungen')) result.zeichnungs = await countZeichnungen(exec, caller);
  return result;
}

const liveProduct = isNull(products.deletedAt);

/** Products the caller sees: admin all, superuser its tenant, issuer its own, reseller its superusers', investor released. */
async function countProducts(exec: Executor, c: AuthClaims): Promise<number> {
  const recruited = exec
    .select({ id: superusers.id })
    .from(superusers)
    .where(eq(superusers.resellerId, c.roleId));
  const scope: Record<string, SQL | undefined | null> = {
    admin: undefined,
    superuser: c.tenantId == null ? null : eq(products.superuserId, c.tenantId),
    issuer: eq(products.issuerId, c.roleId),
    reseller: inArray(products.superuserId, recruited),
    investor:
      c.tenantId == null ? null : and(eq(products.superuserId, c.tenantId), eq(products.isZeichnable, true)),
  };
  const where = scope[c.role];
  if (where === null || !(c.role in scope)) return 0;
  const [r] = await exec.select({ n: count() }).from(products).where(and(liveProduct, where));
  return r?.n ?? 0;
}

/** Subscriptions the caller sees: admin all, superuser its tenant, issuer its products', investor its own, salesrep brokered. */
async function countZeichnungen(exec: Executor, c: AuthClaims): Promise<number> {
  const own = exec.select({ id: products.id }).from(products).where(eq(products.issuerId, c.roleId));
  const scope: Record<string, SQL | undefined | null> = {
    admin: undefined,
    superuser: c.tenantId == null ? null : eq(zeichnungen.superuserId, c.tenantId),
    issuer: inArray(zeichnungen.productId, own),
    investor: eq(zeichnungen.investorId, c.roleId),
    salesrep: eq(zeichnungen.salesrepId, c.roleId),
  };
  const where = scope[c.role];
  if (where === null || !(c.role in scope)) return 0;
  const [r] = await exec
    .select({ n: count() })
    .from(zeichnungen)
    .where(and(isNull(zeichnungen.deletedAt), where));
  return r?.n ?? 0;
}
