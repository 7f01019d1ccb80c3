import type { ChatbotAnswer, PublicChatbot } from '@zp/domain/engagement/chatbot.contract';
import type { ChatbotEntryRow, ChatbotRow } from './chatbot.repository.ts';

export function toChatbotAnswer(bot: ChatbotRow, userId: number, entries: ChatbotEntryRow[]): ChatbotAnswer {
  return {
    id: bot.id,
    user: userId,
    superuserId: bot.superuserId,
    welcomeMessage: bot.welcomeMessage,
    entrys: entries.map((e) => ({ id: e.id, question: e.question, answer: e.answer })),
    updatedAt: bot.updatedAt.toISOString(),
  };
}

export function toPublicChatbot(
  welcomeMessage: string,
  entries: Pick<ChatbotEntryRow, 'id' | 'question'>[],
): PublicChatbot {
  return {
    welcomeMessage,
    suggestions: entries.map((e) => ({ id: e.id, question: e.question })),
  };
}
