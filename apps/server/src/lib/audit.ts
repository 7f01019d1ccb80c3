import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

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

/** Appends one audit entry; call it with the transaction that makes the change. */
export async function writeAudit(exec: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await exec.insert(auditLog).values(rowOf(actor, entry));
}

/**
 * Appends several entries in one statement (one round trip; decision 021), in the order given: the same rows, ids
 * ascending in that order, as `writeAudit` for each one after the other.
 */
export async function writeAudits(exec: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  // 5 000 rows a statement: well below the 65 535 parameters of one statement (a payout run writes 10 000).
  for (let i = 0; i < entries.length; i += AUDITS_PER_INSERT)
    await exec.insert(auditLog).values(entries.slice(i, i + AUDITS_PER_INSERT).map((e) => rowOf(actor, e)));
}

const AUDITS_PER_INSERT = 5_000;

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
