import { AppError } from '@zp/domain';
import type { ErasedItem } from '@zp/domain/privacy/retention';
import { erasedEmail, fieldsToClear, keepUntilOf, LEGAL_BASIS } from '@zp/domain/privacy/retention';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';
import { REMINDER_KINDS } from '@zp/domain/texts/de/reminders';
import { and, eq, sql } from 'drizzle-orm';
import { assessPerson, findPerson, type Person, privacySubjectOf } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { newsletterSubscriptions, privacyRequests, reminderCancellations } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, redactPersonInAudit, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { clearedFields, closeLogin, lockAccount, updateAccount } from '../../accounts/privacy-erasure.ts';
import { withdrawOpenSubscriptions } from '../../subscriptions/privacy-erasure.ts';
import { toErasureResult } from '../privacy.dto.ts';
import * as repo from '../privacy.repository.ts';
import { purgeHoldIn } from './run-retention.ts';

/**
 * `POST /privacy/erasure {password}` (GDPR Art. 17; decision 035). The password confirms that the person itself
 * asks (an open session alone does not erase an account); a wrong one is refused (400) and audited.
 */
export async function requestErasure(deps: Deps, caller: AuthClaims, actor: Actor, password: string) {
  const subject = privacySubjectOf(caller);
  const person = await findPerson(deps.db, subject.userId);
  if (!person) throw new AppError('NOT_FOUND');
  if (!person.user.erasedAt) {
    const ok = person.user.passwordHash
      ? await deps.passwords.verify(person.user.passwordHash, password)
      : false;
    if (!ok) {
      await writeAudit(deps.db, actor, {
        action: 'privacy.erasure_refused',
        entity: 'user',
        entityId: person.user.id,
        after: { reason: 'password' },
      });
      throw AppError.validation({ password: T.wrongPassword }, T.wrongPassword);
    }
  }
  return { ...(await erasePerson(deps, person.user.id, actor)), detail: T.erased };
}

/**
 * Erases one investor or partner in one transaction (decision 035): removes or anonymises at once what no law
 * requires to keep, writes a retention hold per category the law requires (legal basis, end date, whether the
 * relationship is still open), closes the account (e-mail replaced by a pseudonym, no password, sessions revoked,
 * codes voided) and withdraws its unfinished wizard subscriptions. Asked again, it changes nothing and answers
 * the first erasure's result (the user row is locked, so two racing requests erase once).
 */
export async function erasePerson(deps: Pick<Deps, 'db' | 'files' | 'clock'>, userId: number, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, userId);
    const person = locked ? await findPerson(tx, userId) : null;
    if (!person) throw new AppError('NOT_FOUND');
    if (person.user.erasedAt) {
      const done = await repo.doneErasureOf(tx, userId);
      if (!done) throw new AppError('NOT_FOUND');
      return toErasureResult(done, await repo.holdsOfUser(tx, userId));
    }
    const now = deps.clock.now();
    const today = deps.clock.today();
    const states = await assessPerson(tx, person, today, true);
    const request = await repo.insertRequest(tx, {
      userId,
      tenantId: person.tenantId,
      kind: 'erasure',
      status: 'pending',
      requestedAt: now,
    });
    await repo.insertHolds(
      tx,
      states.map((s) => ({
        userId,
        tenantId: person.tenantId,
        privacyRequestId: request.id,
        category: s.category,
        legalBasis: LEGAL_BASIS[s.category],
        keepUntil: keepUntilOf(s.category, s.lastYear),
        relationshipOpen: s.open,
        details: s.details ?? null,
      })),
    );
    const erased: ErasedItem[] = ['login', 'contact', 'newsletter'];
    const pseudonym = erasedEmail(person.user.uuid);

    // What no hold covers goes now; the ID scan's file too when identity data is not kept.
    const clear = fieldsToClear(
      states.filter((s) => s.open || keepUntilOf(s.category, s.lastYear) >= today).map((s) => s.category),
    );
    if (clear.length) erased.push('unneededPersonalData');
    if (clear.includes('idScanFileId') && person.user.idScanFileId)
      await deps.files.remove(person.user.idScanFileId, tx);
    await updateAccount(tx, userId, {
      ...clearedFields(clear),
      email: pseudonym,
      passwordHash: null,
      isActive: false,
      newsletter: false,
      landlineNumber: null,
      mobileNumber: null,
      failedLogins: 0,
      lockedUntil: null,
      erasedAt: now,
      updatedAt: now,
    });
    await anonymiseNewsletter(tx, person, now);
    await closeLogin(tx, userId, now);
    if (person.role === 'investor') {
      await tx
        .insert(reminderCancellations)
        .values(REMINDER_KINDS.map((kind) => ({ investorId: person.roleId, kind, createdAt: now })))
        .onConflictDoNothing();
      erased.push('reminders');
    }
    // Unfinished wizard subscriptions were never a contract: withdrawn (soft-deleted) with their answers cleared.
    const withdrawn =
      person.role === 'investor' ? await withdrawOpenSubscriptions(tx, person.roleId, now) : [];
    if (withdrawn.length) erased.push('openSubscriptions');

    // A period that had already ended (old records of a long-closed relationship) is carried out at once.
    for (const hold of await repo.holdsOfUser(tx, userId))
      if (!hold.relationshipOpen && hold.keepUntil < today) await purgeHoldIn(deps, tx, hold);

    // Last of the changes, so that the entries this erasure wrote about the person are covered too: their personal
    // values become the pseudonym; the chain stays verifiable (decision 035, "Audit trail").
    const redacted = await redactPersonInAudit(tx, actor, userId, pseudonym);
    const holds = await repo.holdsOfUser(tx, userId);
    const stored = { erasedAt: now.toISOString(), erased };
    const [done] = await tx
      .update(privacyRequests)
      .set({ status: 'done', completedAt: now, result: stored })
      .where(eq(privacyRequests.id, request.id))
      .returning();
    const result = toErasureResult(done!, holds);
    await writeAudit(tx, actor, {
      action: 'privacy.erasure',
      entity: 'user',
      entityId: userId,
      after: {
        request: request.uuid,
        erased,
        clearedFields: clear,
        withdrawnSubscriptions: withdrawn.map((w) => w.id),
        redactedAuditEntries: redacted,
        kept: result.kept.map((k) => ({
          category: k.category,
          keepUntil: k.keepUntil,
          open: k.relationshipOpen,
        })),
      },
    });
    return result;
  });
}

/** The person's address on its tenant's newsletter list: unsubscribed and replaced by a pseudonym per row. */
async function anonymiseNewsletter(tx: Executor, person: Person, now: Date) {
  await tx
    .update(newsletterSubscriptions)
    .set({
      email: sql`'geloescht-' || ${person.user.uuid}::text || '-' || ${newsletterSubscriptions.id}::text || '@geloescht.invalid'`,
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(sql`coalesce(${newsletterSubscriptions.superuserId}, 0)`, person.tenantId),
        eq(sql`lower(${newsletterSubscriptions.email})`, person.user.email.toLowerCase()),
      ),
    );
}
