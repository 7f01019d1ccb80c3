import { AppError, chatbotTexts as T } from '@zp/domain';
import { assertMayEditChatbot } from '../../../access/chatbot.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { providerIdOfUser } from '../../accounts/accounts.service.ts';
import { toChatbotAnswer } from '../chatbot.dto.ts';
import * as repo from '../chatbot.repository.ts';

/** The provider named by its user id (spec paths), after the caller's access to its chatbot is checked. */
export async function providerOfUser(exec: Executor, caller: AuthClaims, userId: number): Promise<number> {
  const superuserId = await providerIdOfUser(exec, userId);
  assertMayEditChatbot(caller, superuserId);
  return superuserId as number;
}

/** The provider's chatbot, created (audited) when it has none yet. */
export async function ensureChatbot(exec: Executor, deps: Deps, actor: Actor, superuserId: number) {
  const found = await repo.findChatbotOf(exec, superuserId);
  if (found) return found;
  await deps.db.transaction(async (tx) => {
    if (await repo.createChatbot(tx, superuserId, T.defaultWelcome, deps.clock.now()))
      await writeAudit(tx, actor, {
        action: 'chatbot.created',
        entity: 'chatbot',
        entityId: superuserId,
        after: { superuserId, welcomeMessage: T.defaultWelcome },
      });
  });
  const created = await repo.findChatbotOf(exec, superuserId);
  if (!created) throw new AppError('NOT_FOUND', { detail: T.loadFailed });
  return created;
}

/**
 * GET /chatbot/user/{id} (id: the provider's user id; spec 001 §3, §4): the provider's own or, for the operator,
 * any provider's chatbot with its entries. A missing chatbot is created on this first fetch (spec §4: the client
 * created it after a 404; now the server does, so the client never sees the 404).
 */
export async function getChatbot(deps: Deps, caller: AuthClaims, actor: Actor, userId: number) {
  const superuserId = await providerOfUser(deps.db, caller, userId);
  const bot = await ensureChatbot(deps.db, deps, actor, superuserId);
  return toChatbotAnswer(bot, userId, await repo.liveEntriesOf(deps.db, bot.id));
}
