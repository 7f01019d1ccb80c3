// SQL of the weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20, decision 034). The
// area owns reminder_settings, reminder_sends and reminder_cancellations; it reads newsletter_subscriptions and
// chatbot_interactions (other engagement areas') and joins investors, users, zeichnungen, products and superusers
// read-only: see READ_JOINS in scripts/check-boundaries.mjs.
import type { ReminderKind } from '@zp/domain/texts/de/reminders';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import {
  investors,
  products,
  reminderCancellations,
  reminderSends,
  reminderSettings,
  superusers,
  users,
  zeichnungen,
} from '../../db/schema/index.ts';
import { offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

export async function findSettings(exec: Executor, superuserId: number) {
  const [row] = await exec
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.superuserId, superuserId));
  return row ?? null;
}

export async function saveSettings(
  exec: Executor,
  values: Omit<ReminderSettingsRow, 'updatedAt'>,
  now: Date,
): Promise<ReminderSettingsRow> {
  const [row] = await exec
    .insert(reminderSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.superuserId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

/** Settings with at least one reminder switched on, by provider. */
export function enabledSettings(exec: Executor) {
  return exec
    .select()
    .from(reminderSettings)
    .where(
      or(
        eq(reminderSettings.sendNoZeichnung, true),
        eq(reminderSettings.sendOpenZeichnung, true),
        eq(reminderSettings.sendNotPaidZeichnung, true),
        eq(reminderSettings.sendNoWalletAddress, true),
      ),
    )
    .orderBy(reminderSettings.superuserId);
}

const live = (z: typeof zeichnungen) => and(eq(z.investorId, investors.id), isNull(z.deletedAt));

/** The condition of each kind on an investor (of the provider, active account). */
function kindCondition(kind: ReminderKind): SQL {
  switch (kind) {
    case 'noZeichnung':
      // registered, but no subscription at all (a withdrawn one counts as one)
      return sql`not exists (select 1 from ${zeichnungen} where ${live(zeichnungen)})`;
    case 'openZeichnung':
      return sql`exists (select 1 from ${zeichnungen} where ${live(zeichnungen)} and ${zeichnungen.status} = 'O')`;
    case 'notPaidZeichnung':
      return sql`exists (select 1 from ${zeichnungen} where ${live(zeichnungen)} and ${zeichnungen.status} = 'A' and ${zeichnungen.isPaid} = false)`;
    case 'noWalletAddress':
      return sql`coalesce(trim(${users.ethAddress}), '') = '' and exists (select 1 from ${zeichnungen} join ${products} on ${products.id} = ${zeichnungen.productId} where ${live(zeichnungen)} and ${zeichnungen.status} in ('F', 'A') and ${products.isTokenized} = true)`;
  }
}

/**
 * The investors of a provider due for a reminder kind this week: active accounts matching the kind, without a send
 * of the kind this week and without a cancellation of it.
 */
export function dueInvestors(exec: Executor, superuserId: number, kind: ReminderKind, week: string) {
  return exec
    .select({
      investorId: investors.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(
      and(
        eq(investors.superuserId, superuserId),
        eq(users.isActive, true),
        kindCondition(kind),
        sql`not exists (select 1 from ${reminderSends} where ${reminderSends.investorId} = ${investors.id} and ${reminderSends.kind} = ${kind} and ${reminderSends.week} = ${week})`,
        sql`not exists (select 1 from ${reminderCancellations} where ${reminderCancellations.investorId} = ${investors.id} and ${reminderCancellations.kind} = ${kind})`,
      ),
    )
    .orderBy(investors.id);
}

/** Records a send; null when this investor already has this kind this week (a resumed run). */
export async function insertSend(
  exec: Executor,
  v: { superuserId: number; investorId: number; kind: ReminderKind; week: string; sentAt: Date },
): Promise<{ id: number; token: string } | null> {
  const [row] = await exec
    .insert(reminderSends)
    .values(v)
    .onConflictDoNothing({ target: [reminderSends.investorId, reminderSends.kind, reminderSends.week] })
    .returning({ id: reminderSends.id, token: reminderSends.token });
  return row ?? null;
}

/** Sends of a provider per kind in one week. */
export async function countsOfWeek(exec: Executor, superuserId: number, week: string) {
  return exec
    .select({ kind: reminderSends.kind, n: count() })
    .from(reminderSends)
    .where(and(eq(reminderSends.superuserId, superuserId), eq(reminderSends.week, week)))
    .groupBy(reminderSends.kind);
}

/** A provider's newest sends, with the investor and whether it cancelled that kind since. */
export function recentSends(exec: Executor, superuserId: number, limit: number) {
  return exec
    .select({
      id: reminderSends.id,
      kind: reminderSends.kind,
      week: reminderSends.week,
      investorId: reminderSends.investorId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      sentAt: reminderSends.sentAt,
      cancelled: sql<boolean>`exists (select 1 from ${reminderCancellations} where ${reminderCancellations.investorId} = ${reminderSends.investorId} and ${reminderCancellations.kind} = ${reminderSends.kind})`,
    })
    .from(reminderSends)
    .innerJoin(investors, eq(investors.id, reminderSends.investorId))
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(reminderSends.superuserId, superuserId))
    .orderBy(desc(reminderSends.id))
    .limit(limit);
}

/** The send of a cancel link's token. */
export async function findSendByToken(exec: Executor, token: string) {
  const [row] = await exec
    .select({ id: reminderSends.id, investorId: reminderSends.investorId, kind: reminderSends.kind })
    .from(reminderSends)
    .where(eq(reminderSends.token, token));
  return row ?? null;
}

/** Records a cancellation; false when the kind was cancelled already. */
export async function insertCancellation(exec: Executor, investorId: number, kind: string, at: Date) {
  const rows = await exec
    .insert(reminderCancellations)
    .values({ investorId, kind, createdAt: at })
    .onConflictDoNothing()
    .returning({ investorId: reminderCancellations.investorId });
  return rows.length > 0;
}

// ---- Benutzerinteraktionsportal --------------------------------------------------------------------------------

export type ContactType = 'newsletter' | 'chatbot' | 'reminder' | 'cancellation';

export interface ContactFilter {
  /** null: every provider (and the main site's newsletter); else these providers only. */
  superuserIds: number[] | null;
  type?: ContactType;
  from?: string;
  to?: string;
}

export interface ContactDbRow {
  type: ContactType;
  at: Date;
  superuser_id: number | null;
  provider_name: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  info: string | null;
  confirmed: boolean | null;
  unsubscribed: boolean | null;
}

/** The union of contacts (one statement), filtered by provider, type and Berlin date range. */
function contactsUnion(f: ContactFilter): SQL {
  const scope = (col: SQL) => {
    if (f.superuserIds === null) return sql`true`;
    if (f.superuserIds.length === 0) return sql`false`;
    return sql`${col} in (${sql.join(
      f.superuserIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  };
  const range = (col: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(f.from ? [sql`(${col} at time zone 'Europe/Berlin')::date >= ${f.from}::date`] : []),
        ...(f.to ? [sql`(${col} at time zone 'Europe/Berlin')::date <= ${f.to}::date`] : []),
      ],
      sql` and `,
    );
  const parts: Record<ContactType, SQL> = {
    newsletter: sql`select 'newsletter' as type, ns.subscribed_at as at, ns.superuser_id, ns.email, null::text as first_name, null::text as last_name, ns.origin::text as info, ns.confirmed_at is not null as confirmed, ns.unsubscribed_at is not null as unsubscribed
      from newsletter_subscriptions ns where ${scope(sql`ns.superuser_id`)} and ${range(sql`ns.subscribed_at`)}`,
    chatbot: sql`select 'chatbot' as type, ci.created_at as at, ci.superuser_id, null::text as email, null::text as first_name, null::text as last_name, ci.question as info, null::boolean as confirmed, null::boolean as unsubscribed
      from chatbot_interactions ci where ci.answered = false and ${scope(sql`ci.superuser_id`)} and ${range(sql`ci.created_at`)}`,
    reminder: sql`select 'reminder' as type, rs.sent_at as at, rs.superuser_id, u.email, u.first_name, u.last_name, rs.kind as info, null::boolean as confirmed, null::boolean as unsubscribed
      from reminder_sends rs join investors i on i.id = rs.investor_id join users u on u.id = i.user_id
      where ${scope(sql`rs.superuser_id`)} and ${range(sql`rs.sent_at`)}`,
    cancellation: sql`select 'cancellation' as type, rc.created_at as at, i.superuser_id, u.email, u.first_name, u.last_name, rc.kind as info, null::boolean as confirmed, null::boolean as unsubscribed
      from reminder_cancellations rc join investors i on i.id = rc.investor_id join users u on u.id = i.user_id
      where ${scope(sql`i.superuser_id`)} and ${range(sql`rc.created_at`)}`,
  };
  const chosen = f.type ? [parts[f.type]] : Object.values(parts);
  return sql.join(chosen, sql` union all `);
}

const withProvider = (
  union: SQL,
) => sql`select c.*, coalesce(nullif(trim(pu.company), ''), trim(concat(pu.first_name, ' ', pu.last_name))) as provider_name
  from (${union}) c left join ${superusers} s on s.id = c.superuser_id left join ${users} pu on pu.id = s.user_id`;

/** One page of contacts, newest first, and their count. */
export async function listContacts(exec: Executor, f: ContactFilter, page: number) {
  const union = contactsUnion(f);
  const [counted] = rowsOf<{ n: number }>(
    await exec.execute(sql`select count(*)::int as n from (${union}) c`),
  );
  const rows = rowsOf<ContactDbRow>(
    await exec.execute(
      sql`${withProvider(union)} order by c.at desc limit ${PAGE_SIZE} offset ${offsetOf(page)}`,
    ),
  );
  return { count: Number(counted?.n ?? 0), rows };
}

/** Every contact of the filter (the CSV), newest first, at most `limit`. */
export async function allContacts(exec: Executor, f: ContactFilter, limit: number) {
  return rowsOf<ContactDbRow>(
    await exec.execute(sql`${withProvider(contactsUnion(f))} order by c.at desc limit ${limit}`),
  );
}
