import { AppError, chatbotTexts as T } from '@zp/domain';
import type { askChatbotBody } from '@zp/domain/engagement/chatbot.contract';
import { matchChatbotQuestion } from '@zp/domain/engagement/chatbot-match';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { toPublicChatbot } from '../chatbot.dto.ts';
import * as repo from '../chatbot.repository.ts';

/** Whether the provider has a live booking (the chatbot is public only then). */
async function isLive(deps: Deps, superuserId: number): Promise<boolean> {
  return (await deps.portals.brandingOfTenant(deps.db, superuserId, 'investor')) != null;
}

/** One answer for an unknown provider, one without a live booking and one without a chatbot: no hint which. */
const notAvailable = () => new AppError('NOT_FOUND', { detail: T.notAvailable });

/**
 * GET /chatbot/public/{superuserId} (decision 034): the greeting and the entries' questions as suggestions, for a
 * provider with a live booking. Reading creates nothing: a provider without a chatbot greets with the default.
 */
export async function getPublicChatbot(deps: Deps, superuserId: number) {
  if (!(await isLive(deps, superuserId))) throw notAvailable();
  const bot = await repo.findChatbotOf(deps.db, superuserId);
  if (!bot) return toPublicChatbot(T.defaultWelcome, []);
  return toPublicChatbot(
    bot.welcomeMessage.trim() || T.defaultWelcome,
    await repo.liveEntriesOf(deps.db, bot.id),
  );
}

/** GET /chatbot/portal: the chatbot of the request host's live investor portal or landing page. */
export async function getPortalChatbot(deps: Deps, host: string | undefined) {
  const portal = await deps.portals.forHost(host);
  if (
    (portal.kind !== 'investor' && portal.kind !== 'landing') ||
    !portal.online ||
    portal.superuserId == null
  )
    throw notAvailable();
  return { superuserId: portal.superuserId, ...(await getPublicChatbot(deps, portal.superuserId)) };
}

/**
 * POST /chatbot/ask {superuserId, question, origin} (decision 034): the best-matching live entry's answer as plain
 * text, or the "no answer, contact us" text. Every question and the answer shown are recorded with origin and
 * score (chatbot_interactions, kept 10 years, §18a/§23 FinVermV).
 */
export async function askChatbot(deps: Deps, body: z.output<typeof askChatbotBody>) {
  if (!(await isLive(deps, body.superuserId))) throw notAvailable();
  const bot = await repo.findChatbotOf(deps.db, body.superuserId);
  const entries = bot ? await repo.liveEntriesOf(deps.db, bot.id) : [];
  const match = matchChatbotQuestion(body.question, entries);
  const entry = match.entryId == null ? null : entries.find((e) => e.id === match.entryId);
  const answer = entry?.answer ?? T.noAnswer;
  await repo.insertInteraction(deps.db, {
    superuserId: body.superuserId,
    origin: body.origin,
    question: body.question,
    entryId: entry?.id ?? null,
    answer,
    score: match.score,
    answered: entry != null,
    createdAt: deps.clock.now(),
  });
  return { answer, entryId: entry?.id ?? null, answered: entry != null };
}
