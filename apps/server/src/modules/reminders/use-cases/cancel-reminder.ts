import { AppError } from '@zp/domain';
import { reminderTexts as T } from '@zp/domain/texts/de/reminders';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { isReminderKind } from '../reminders.dto.ts';
import * as repo from '../reminders.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PUT /investor/cancel-reminder/{investorId}/{reminder} (public): the token of a sent reminder cancels its kind for
 * its investor (idempotent). Without a usable id the spec's "keine Job-ID"; an unknown token or one of another
 * investor get the same failure text, so the answer never tells whether an investor exists.
 */
export async function cancelReminder(deps: Deps, actor: Actor, investorId: string, reminder: string) {
  const id = investorId.trim();
  const token = reminder.trim();
  if (!/^\d{1,10}$/.test(id) || !UUID.test(token))
    throw new AppError('BAD_REQUEST', { detail: T.cancelNoId });
  const send = await repo.findSendByToken(deps.db, token.toLowerCase());
  if (!send || send.investorId !== Number(id) || !isReminderKind(send.kind))
    throw new AppError('NOT_FOUND', { detail: T.cancelFailed });
  const kind = send.kind;
  await deps.db.transaction(async (tx) => {
    const created = await repo.insertCancellation(tx, send.investorId, kind, deps.clock.now());
    if (created)
      await writeAudit(tx, actor, {
        action: 'reminder.cancelled',
        entity: 'reminder_cancellation',
        entityId: `${send.investorId}:${kind}`,
        after: { investorId: send.investorId, kind, sendId: send.id },
      });
  });
  return { detail: T.cancelled(T.kindLabel[kind]), kind };
}
