import type { RetentionCategory } from '@zp/domain/privacy/retention';
import { erasedEmail, fieldsToClear, keepUntilOf } from '@zp/domain/privacy/retention';
import { and, eq, inArray } from 'drizzle-orm';
import { assessPerson, findPerson, type Person } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { chatbotInteractions, retentionHolds } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../../lib/audit.ts';
import { anonymiseMails } from '../../../lib/mail.ts';
import { clearedFields, lockAccount, updateAccount } from '../../accounts/privacy-erasure.ts';
import { purgePartnerCreditNotes } from '../../commissions/privacy-erasure.ts';
import { purgeInvestorTaxRecords } from '../../payouts/privacy-erasure.ts';
import { purgeSubscriptionRecords } from '../../subscriptions/privacy-erasure.ts';
import * as repo from '../privacy.repository.ts';

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];

/**
 * The retention job (`privacy.retention`, daily; decision 035). First, holds whose relationship was open are looked
 * at again: once no contract runs (and nothing is unpaid or unsettled), the period's end is fixed from the
 * relationship's end. Then every hold whose end (`keep_until`) has passed is carried out in its own transaction:
 * its records are anonymised or their files deleted, the account fields no remaining hold covers are cleared, and
 * `purged_at` is set — only by the run that sets it, so a second run (or a second instance) does nothing more.
 * Every change is audited. Answers how many relationships closed and how many holds were carried out.
 */
export async function runRetention(deps: Deps): Promise<{ closed: number; purged: number }> {
  const today = deps.clock.today();
  let closed = 0;
  let purged = 0;
  for (const hold of await repo.openHolds(deps.db)) {
    try {
      if (await closeIfEnded(deps, hold, today)) closed++;
    } catch (err) {
      deps.log.error({ err, hold: hold.id }, 'retention: relationship check failed');
    }
  }
  for (const hold of await repo.dueHolds(deps.db, today)) {
    try {
      if (await purgeHold(deps, hold)) purged++;
    } catch (err) {
      deps.log.error({ err, hold: hold.id }, 'retention: purge failed');
    }
  }
  return { closed, purged };
}

async function closeIfEnded(deps: Deps, hold: repo.HoldRow, today: string): Promise<boolean> {
  const person = await findPerson(deps.db, hold.userId);
  const state = person
    ? (await assessPerson(deps.db, person, today, false)).find((s) => s.category === hold.category)
    : undefined;
  if (state?.open) return false;
  const keepUntil = state
    ? keepUntilOf(state.category, state.lastYear)
    : hold.keepUntil > today
      ? hold.keepUntil
      : today;
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(retentionHolds)
      .set({ relationshipOpen: false, keepUntil })
      .where(and(eq(retentionHolds.id, hold.id), eq(retentionHolds.relationshipOpen, true)))
      .returning({ id: retentionHolds.id });
    if (!rows.length) return false;
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'retention_hold.relationship_closed',
      entity: 'retention_hold',
      entityId: hold.id,
      before: { keepUntil: hold.keepUntil, relationshipOpen: true },
      after: { keepUntil, relationshipOpen: false, userId: hold.userId, category: hold.category },
    });
    return true;
  });
}

function purgeHold(deps: Deps, hold: repo.HoldRow): Promise<boolean> {
  return deps.db.transaction((tx) => purgeHoldIn(deps, tx, hold));
}

/**
 * Carries out one hold in the transaction given (the job's, or the erasure's for a period that had already ended):
 * answers false when another run did it first.
 */
export async function purgeHoldIn(
  deps: Pick<Deps, 'files' | 'clock'>,
  tx: Executor,
  hold: repo.HoldRow,
): Promise<boolean> {
  if (!(await repo.markPurged(tx, hold.id, deps.clock.now()))) return false;
  const person = await findPerson(tx, hold.userId);
  const files: string[] = [];
  if (person) files.push(...(await purgeCategory(tx, hold.category as RetentionCategory, hold, person)));
  // Account fields that no remaining hold covers.
  const live = (await repo.holdsOfUser(tx, hold.userId))
    .filter((h) => h.purgedAt === null)
    .map((h) => h.category as RetentionCategory);
  const clear = fieldsToClear(live);
  const user = await lockAccount(tx, hold.userId);
  if (user?.idScanFileId && clear.includes('idScanFileId')) files.push(user.idScanFileId);
  if (user) await updateAccount(tx, user.id, clearedFields(clear));
  for (const id of files) await deps.files.remove(id, tx);
  await writeAudit(tx, SYSTEM_ACTOR, {
    action: 'retention_hold.purged',
    entity: 'retention_hold',
    entityId: hold.id,
    after: {
      userId: hold.userId,
      category: hold.category,
      keepUntil: hold.keepUntil,
      files: files.length,
      clearedFields: clear,
    },
  });
  return true;
}

/** Anonymises a category's records of the person (each owning area's part); answers the ids of files to delete. */
async function purgeCategory(
  tx: Executor,
  category: RetentionCategory,
  hold: repo.HoldRow,
  person: Person,
): Promise<string[]> {
  const investor = person.role === 'investor';
  if (category === 'subscriptions' && investor) return purgeSubscriptionRecords(tx, person.roleId);
  if (category === 'invoices')
    return investor ? purgeInvestorTaxRecords(tx, person.roleId) : purgePartnerCreditNotes(tx, person.roleId);
  if (category === 'communication') {
    const d = (hold.details ?? {}) as Record<string, unknown>;
    await anonymiseMails(tx, ids(d.mailIds), erasedEmail(person.user.uuid, 'mail'));
    const chatIds = ids(d.chatbotInteractionIds);
    if (chatIds.length)
      await tx
        .update(chatbotInteractions)
        .set({ question: '[gelöscht]' })
        .where(
          and(inArray(chatbotInteractions.id, chatIds), eq(chatbotInteractions.superuserId, person.tenantId)),
        );
  }
  return [];
}
