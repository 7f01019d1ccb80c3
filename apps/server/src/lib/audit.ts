import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf, withSetting } from '../db/client.ts';
import { sendWithoutWaiting } from '../db/pipelined-transactions.ts';
import { preparedStatement } from '../db/prepared.ts';
import { auditLog, investors, salesreps } from '../db/schema/index.ts';

/** Who acts, taken from the request (or 'system' for jobs). */
export interface Actor {
  userId: number | null;
  role: string | null;
  requestId?: string;
  ip?: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system' };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const rowOf = (actor: Actor, entry: AuditEntry) => ({
  actorUserId: actor.userId,
  actorRole: actor.role,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  requestId: actor.requestId ?? null,
  ip: actor.ip ?? null,
});

const json = (name: string) => sql`${sql.placeholder(name)}::jsonb`;
const insertEntry = preparedStatement((exec) =>
  exec
    .insert(auditLog)
    .values({
      actorUserId: sql.placeholder('actorUserId'),
      actorRole: sql.placeholder('actorRole'),
      action: sql.placeholder('action'),
      entity: sql.placeholder('entity'),
      entityId: sql.placeholder('entityId'),
      // JSON text or NULL as given (a placeholder through the column's encoder would store JSON null for none)
      before: json('before'),
      after: json('after'),
      requestId: sql.placeholder('requestId'),
      ip: sql.placeholder('ip'),
    })
    .prepare('zp_audit_entry'),
);

const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Appends one audit entry; call it with the transaction that makes the change. A prepared statement. */
export async function writeAudit(exec: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  const row = rowOf(actor, entry);
  const values = { ...row, before: jsonOrNull(row.before), after: jsonOrNull(row.after) };
  // in a transaction on PostgreSQL the entry leaves with what follows it, usually the commit, which then waits for it
  // and fails with its error (decision 056)
  await sendWithoutWaiting(exec, () => insertEntry(exec).execute(values));
}

/**
 * Appends several entries in one statement (one round trip; decision 021), in the order given: the same rows, ids
 * ascending in that order, as `writeAudit` for each one after the other. The rows travel as one JSON parameter
 * (`json_to_recordset`, in order by ordinality): building and serialising nine parameters per row through the query
 * builder cost Node ≈ 70 µs an entry — about half of Node's time when 100 000 subscriptions' schedules are
 * generated (docs/decisions/040).
 */
export async function writeAudits(exec: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDITS_PER_INSERT) {
    const rows = entries.slice(i, i + AUDITS_PER_INSERT).map((e) => jsonRowOf(actor, e));
    const insert = () =>
      exec.execute(sql`
      insert into audit_log (actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip)
      select actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip
      from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (actor_user_id integer, actor_role text,
        action text, entity text, entity_id text, before jsonb, after jsonb, request_id text, ip text))
        with ordinality as r(actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip, n)
      order by n`);
    // as writeAudit: in a transaction on PostgreSQL the entries leave with what follows them (decision 056)
    await sendWithoutWaiting(exec, insert);
  }
}

/** Rows a statement: a few MB of JSON at most. */
const AUDITS_PER_INSERT = 10_000;

/** An entry as a JSON object of its columns; absent keys are NULL (a JSON null for a jsonb column would be 'null'). */
function jsonRowOf(actor: Actor, entry: AuditEntry): Record<string, unknown> {
  const row: Record<string, unknown> = { action: entry.action, entity: entry.entity };
  if (actor.userId != null) row.actor_user_id = actor.userId;
  if (actor.role != null) row.actor_role = actor.role;
  if (entry.entityId != null) row.entity_id = String(entry.entityId);
  if (entry.before != null) row.before = entry.before;
  if (entry.after != null) row.after = entry.after;
  if (actor.requestId != null) row.request_id = actor.requestId;
  if (actor.ip != null) row.ip = actor.ip;
  return row;
}

/** The account that last took `action` on an entity (the newest entry with a signed-in actor), or null. */
export async function lastActorOf(
  exec: Executor,
  entry: { entity: string; entityId: string | number; action: string },
): Promise<number | null> {
  const [row] = await exec
    .select({ userId: auditLog.actorUserId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entry.entity),
        eq(auditLog.entityId, String(entry.entityId)),
        eq(auditLog.action, entry.action),
        isNotNull(auditLog.actorUserId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.userId ?? null;
}

/** The audit entry of a created row: its id and what it holds now (no `before`). */
export function auditCreated(
  exec: Executor,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number,
  after: unknown,
): Promise<void> {
  return writeAudit(exec, actor, { action, entity, entityId, after });
}

/**
 * Every entry of `action` on an entity, oldest first (its `at` and `after`). The audit log is append-only, so what it
 * recorded stays: the tax certificates keep their issued files here (docs/decisions/027).
 */
export async function entriesOf(
  exec: Executor,
  entry: { entity: string; entityId: string | number; action: string },
): Promise<{ id: number; at: Date; after: unknown }[]> {
  return exec
    .select({ id: auditLog.id, at: auditLog.at, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entry.entity),
        eq(auditLog.entityId, String(entry.entityId)),
        eq(auditLog.action, entry.action),
      ),
    )
    .orderBy(auditLog.id);
}

/**
 * The keys of audited before/after values that hold personal data (user, investor, partner, subscription and tax
 * fields): replaced by the pseudonym on GDPR erasure, wherever they are nested.
 */
export const PERSONAL_AUDIT_KEYS: ReadonlySet<string> = new Set([
  'email',
  'salutation',
  'title',
  'firstName',
  'lastName',
  'name',
  'fullName',
  'company',
  'ceo',
  'nationality',
  'dateOfBirth',
  'birthDate',
  'placeOfBirth',
  'birthName',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'country',
  'address',
  'phone',
  'landlineNumber',
  'mobileNumber',
  'ethAddress',
  'bankAccountOwner',
  'bankIban',
  'bankBic',
  'bankName',
  'bankDepotNumber',
  'iban',
  'bic',
  'accountHolder',
  'taxNumber',
  'taxOffice',
  'incomeTaxId',
  'taxId',
  'investorFirstName',
  'investorLastName',
  'investorEmail',
  'idType',
  'idNumber',
  'idDocumentNumber',
  'idAuthority',
  'idIssuedAt',
  'idIssueDate',
  'idValidUntil',
  'idExpiryDate',
  'identityDocument',
  'ip',
]);

/** A JSON value with every personal key's value (nested too) replaced by `pseudonym`. */
export function pseudonymise(value: unknown, pseudonym: string): unknown {
  if (Array.isArray(value)) return value.map((v) => pseudonymise(v, pseudonym));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      PERSONAL_AUDIT_KEYS.has(k) && v !== null && v !== '' ? pseudonym : pseudonymise(v, pseudonym),
    ]),
  );
}

/**
 * GDPR erasure of a person in the audit trail (decision 035 "Audit trail"): the personal values of the entries about
 * the user (entity 'user' with its id, 'investor'/'investorTaxProfile'/'salesrep' with its role ids) and the ip of the
 * entries it made are replaced by `pseudonym`, `redacted_at` is set; the chain columns stay as they are (the content
 * hash keeps the original), and one 'audit.redact' entry names the redacted ids, so that the verifier accepts them.
 * The append-only trigger lets exactly this UPDATE through (transaction-local `audit.redact`). Harmless twice: rows
 * already pseudonymised do not change again. Answers the number of entries redacted.
 */
export async function redactPersonInAudit(
  exec: Executor,
  actor: Actor,
  userId: number,
  pseudonym: string,
): Promise<number> {
  return exec.transaction(async (tx) => {
    const [inv] = await tx.select({ id: investors.id }).from(investors).where(eq(investors.userId, userId));
    const [rep] = await tx.select({ id: salesreps.id }).from(salesreps).where(eq(salesreps.userId, userId));
    const about: [string, number][] = [['user', userId]];
    if (inv) about.push(['investor', inv.id], ['investorTaxProfile', inv.id]);
    if (rep) about.push(['salesrep', rep.id]);
    const conditions = about.map(([entity, id]) => sql`(entity = ${entity} and entity_id = ${String(id)})`);
    type Found = {
      id: number | string;
      before: unknown;
      after: unknown;
      ip: string | null;
      about: boolean;
      own: boolean;
    };
    const rows = rowsOf<Found>(
      await tx.execute(sql`
        select id, before, after, ip, (${sql.join(conditions, sql` or `)}) as about,
          coalesce(actor_user_id = ${userId}, false) as own
        from audit_log
        where ((${sql.join(conditions, sql` or `)}) or actor_user_id = ${userId}) and action <> 'audit.redact'
        order by id`),
    );
    const changed: { id: number; before: unknown; after: unknown; ip: string | null }[] = [];
    for (const r of rows) {
      const before = r.about ? pseudonymise(r.before, pseudonym) : r.before;
      const after = r.about ? pseudonymise(r.after, pseudonym) : r.after;
      const ip = r.own && r.ip !== null ? pseudonym : r.ip;
      if (
        ip !== r.ip ||
        JSON.stringify(before) !== JSON.stringify(r.before) ||
        JSON.stringify(after) !== JSON.stringify(r.after)
      )
        changed.push({ id: Number(r.id), before, after, ip });
    }
    if (changed.length > 0) {
      await withSetting(tx, 'audit.redact', 'on', async () => {
        for (const c of changed)
          await tx.execute(sql`
            update audit_log set before = ${c.before === null ? null : JSON.stringify(c.before)}::jsonb,
              after = ${c.after === null ? null : JSON.stringify(c.after)}::jsonb, ip = ${c.ip}, redacted_at = now()
            where id = ${c.id}`);
      });
    }
    await writeAudit(tx, actor, {
      action: 'audit.redact',
      entity: 'user',
      entityId: userId,
      after: { ids: changed.map((c) => c.id), pseudonym },
    });
    return changed.length;
  });
}
