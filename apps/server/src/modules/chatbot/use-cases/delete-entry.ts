import { AppError, chatbotTexts as T } from '@zp/domain';
import { assertMayEditChatbot } from '../../../access/chatbot.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../chatbot.repository.ts';

/**
 * DELETE /chatbot/delete-entry/{id}/: the entry of the caller's own chatbot (the operator: any) is no longer
 * suggested nor answered; the row stays with `deleted_at` for the records of the answers it gave (§18a/§23
 * FinVermV). Another provider's entry, or one removed before, is not found (404).
 */
export async function deleteChatbotEntry(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, id);
    assertMayEditChatbot(caller, row?.superuserId);
    if (!row || row.entry.deletedAt) throw new AppError('NOT_FOUND', { detail: T.entryNotFound });
    await repo.softDeleteEntry(tx, id, deps.clock.now());
    await writeAudit(tx, actor, {
      action: 'chatbot.entry_deleted',
      entity: 'chatbot_entry',
      entityId: id,
      before: { question: row.entry.question, answer: row.entry.answer },
      after: { deleted: true },
    });
  });
}
