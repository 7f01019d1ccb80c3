import { AppError, chatbotTexts as T } from '@zp/domain';
import type { saveChatbotBody } from '@zp/domain/engagement/chatbot.contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toChatbotAnswer } from '../chatbot.dto.ts';
import * as repo from '../chatbot.repository.ts';
import { ensureChatbot, providerOfUser } from './get-chatbot.ts';

type Body = z.output<typeof saveChatbotBody>;

/**
 * POST /chatbot/create {welcomeMessage, user, entrys[{id?, question, answer}]} (spec 001 §7): saves the welcome
 * message; an entry with an id is changed, one without is added, in the order given. Entries left out stay (they
 * are removed through DELETE /chatbot/delete-entry/{id}/). An id of another chatbot or of a removed entry is
 * refused (404, nothing saved). Audited with before and after, in the same transaction.
 */
export async function saveChatbot(deps: Deps, caller: AuthClaims, actor: Actor, body: Body) {
  const superuserId = await providerOfUser(deps.db, caller, body.user);
  await ensureChatbot(deps.db, deps, actor, superuserId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const bot = await repo.lockChatbot(tx, superuserId);
    if (!bot) throw new AppError('NOT_FOUND', { detail: T.loadFailed });
    const ids = body.entrys.flatMap((e) => (e.id ? [e.id] : []));
    if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION', { detail: T.duplicateEntry });
    const known = new Map((await repo.entriesByIds(tx, bot.id, ids)).map((e) => [e.id, e]));
    for (const id of ids)
      if (!known.get(id) || known.get(id)?.deletedAt)
        throw new AppError('NOT_FOUND', { detail: T.entryNotFound });

    const before = {
      welcomeMessage: bot.welcomeMessage,
      entries: (await repo.liveEntriesOf(tx, bot.id)).map((e) => ({
        id: e.id,
        question: e.question,
        answer: e.answer,
      })),
    };
    await repo.updateWelcome(tx, bot.id, body.welcomeMessage, now);
    const added: {
      chatbotId: number;
      question: string;
      answer: string;
      position: number;
      createdAt: Date;
    }[] = [];
    for (const [position, e] of body.entrys.entries()) {
      if (e.id) await repo.updateEntry(tx, e.id, { question: e.question, answer: e.answer, position });
      else
        added.push({ chatbotId: bot.id, question: e.question, answer: e.answer, position, createdAt: now });
    }
    await repo.insertEntries(tx, added);
    const after = {
      welcomeMessage: body.welcomeMessage,
      entries: (await repo.liveEntriesOf(tx, bot.id)).map((e) => ({
        id: e.id,
        question: e.question,
        answer: e.answer,
      })),
    };
    await writeAudit(tx, actor, {
      action: 'chatbot.saved',
      entity: 'chatbot',
      entityId: bot.id,
      before,
      after,
    });
  });
  const bot = await repo.findChatbotOf(deps.db, superuserId);
  if (!bot) throw new AppError('NOT_FOUND', { detail: T.loadFailed });
  return { ...toChatbotAnswer(bot, body.user, await repo.liveEntriesOf(deps.db, bot.id)), detail: T.saved };
}
