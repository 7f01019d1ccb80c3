import { AppError, auditTexts as T } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { AuditRow } from '@zp/domain/platform/audit.contract';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { containsPattern, offsetOf, PAGE_SIZE, toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';

export interface AuditFilter {
  page: number;
  isAscending: boolean;
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Whose entries a caller reads: the operator every chain, a provider its own tenant's; others none. */
function tenantOf(c: AuthClaims): number | null {
  if (isAdmin(c)) return null;
  if (c.role === 'superuser') return c.tenantId ?? c.roleId;
  throw new AppError('FORBIDDEN');
}

const validDay = (d: string): boolean => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

/**
 * A subscription's entries: its own, and the entries of its product that name it among others (`after.zeichnungen`:
 * the interest schedule and instalment plan generated in bulk, one entry per product and 1 000 subscriptions,
 * decision 043), so that following one subscription shows everything done to it.
 */
const subscriptionEntries = (id: number): SQL =>
  sql`((a.entity = 'zeichnung' and a.entity_id = ${String(id)})
    or (a.entity = 'product'
      and a.entity_id = (select z.product_id::text from zeichnungen z where z.id = ${id})
      and a.after -> 'zeichnungen' @> jsonb_build_array(jsonb_build_object('id', ${id}::int))))`;

/**
 * GET /audit-log: the Protokoll, 10 entries a page, newest first (decision 035 "Audit trail"). Filters: entity and
 * entity id (exact; a subscription's also the bulk entries naming it), actor (a user id, or part of its e-mail), action (exact or its beginning), from/to (Berlin
 * days, inclusive). A provider sees its own tenant's chain only.
 */
export async function listAuditLog(deps: Deps, c: AuthClaims, url: string, q: AuditFilter) {
  const tenant = tenantOf(c);
  for (const d of [q.from, q.to])
    if (d !== undefined && !validDay(d)) throw new AppError('BAD_REQUEST', { detail: T.badDates });
  if (q.from && q.to && q.from > q.to) throw new AppError('BAD_REQUEST', { detail: T.badDates });
  const where: SQL[] = [];
  if (tenant !== null) where.push(sql`a.tenant_id = ${tenant}`);
  if (q.entity === 'zeichnung' && q.entityId && /^\d{1,9}$/.test(q.entityId))
    where.push(subscriptionEntries(Number(q.entityId)));
  else {
    if (q.entity) where.push(sql`a.entity = ${q.entity}`);
    if (q.entityId) where.push(sql`a.entity_id = ${q.entityId}`);
  }
  if (q.action)
    where.push(
      sql`(a.action = ${q.action} or a.action like ${`${q.action.replace(/[\\%_]/g, (x) => `\\${x}`)}%`})`,
    );
  if (q.actor) {
    if (/^\d{1,9}$/.test(q.actor)) where.push(sql`a.actor_user_id = ${Number(q.actor)}`);
    else
      where.push(
        sql`a.actor_user_id in (select id from users where email ilike ${containsPattern(q.actor)})`,
      );
  }
  if (q.from) where.push(sql`a.at >= (${q.from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (q.to) where.push(sql`a.at < (${q.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  const cond = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = q.isAscending ? sql`a.id asc` : sql`a.id desc`;
  const [counted] = rowsOf<{ n: number }>(
    await deps.db.execute(sql`select count(*)::int as n from audit_log a ${cond}`),
  );
  const rows = rowsOf<{
    id: string | number;
    tenant_id: number;
    lane: number;
    seq: string | number | null;
    at: string | Date;
    actor_user_id: number | null;
    actor_role: string | null;
    action: string;
    entity: string;
    entity_id: string | null;
    before: unknown;
    after: unknown;
    redacted: boolean;
    first_name: string | null;
    last_name: string | null;
    company: string | null;
    email: string | null;
  }>(
    await deps.db.execute(sql`
      select a.id, a.tenant_id, a.lane, a.seq, a.at, a.actor_user_id, a.actor_role, a.action, a.entity, a.entity_id,
        a.before, a.after, a.redacted_at is not null as redacted,
        u.first_name, u.last_name, u.company, u.email
      from audit_log a left join users u on u.id = a.actor_user_id
      ${cond}
      order by ${order}
      limit ${PAGE_SIZE} offset ${offsetOf(q.page)}`),
  );
  const results: AuditRow[] = rows.map((r) => {
    const name = [r.first_name, r.last_name].filter(Boolean).join(' ').trim() || r.company || r.email;
    return {
      id: Number(r.id),
      tenantId: r.tenant_id,
      lane: r.lane,
      seq: r.seq === null ? null : Number(r.seq),
      at: new Date(r.at).toISOString(),
      actorUserId: r.actor_user_id,
      actorName: r.actor_user_id === null ? T.system : (name ?? `#${r.actor_user_id}`),
      actorEmail: r.email,
      actorRole: r.actor_role,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before ?? null,
      after: r.after ?? null,
      redacted: r.redacted,
    };
  });
  return toPage(url, q.page, counted?.n ?? 0, results);
}
