// The provider's chatbot (spec 001 §3 Chatbot, §4, §7 `chatbot/…`, §8; issue 20, decision 034): the provider (or the
// operator) reads and saves the welcome message and the question/answer entries; the public widget on the landing
// page and the investor portal reads the greeting and suggestions and asks a typed question.
import { z } from 'zod';
import { endpoint, idParams, noContent, rowId } from '../contract/endpoint.ts';
import { chatbotTexts as T } from '../texts/de/chatbot.ts';

const tags = ['chatbot'];

export const CHATBOT_MAX_ENTRIES = 100;

/** One entry as the editor sees it. */
export const chatbotEntry = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export type ChatbotEntry = z.infer<typeof chatbotEntry>;

/** A provider's chatbot (spec 001 §3: welcomeMessage, user, entries); `entrys` as the save body spells it. */
export const chatbotAnswer = z.object({
  id: z.number(),
  /** The provider's user id (spec: `user`). */
  user: z.number(),
  superuserId: z.number(),
  welcomeMessage: z.string(),
  entrys: z.array(chatbotEntry),
  updatedAt: z.string(),
});
export type ChatbotAnswer = z.infer<typeof chatbotAnswer>;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const chatbotEntryInput = z.object({
  id: rowId.optional().nullable(),
  question: text(500, T.questionRequired, T.questionTooLong),
  answer: text(4000, T.answerRequired, T.answerTooLong),
});

export const saveChatbotBody = z.object({
  welcomeMessage: z.string().trim().max(1000, T.welcomeTooLong).default(''),
  /** The provider's user id (spec: `user`). */
  user: rowId,
  entrys: z.array(chatbotEntryInput).max(CHATBOT_MAX_ENTRIES, T.tooManyEntries).default([]),
});
export type SaveChatbotBody = z.input<typeof saveChatbotBody>;

/** `GET /chatbot/user/{id}` (id: the provider's user id): a missing chatbot is created on this first fetch. */
export const getChatbot = endpoint({
  method: 'GET',
  path: '/chatbot/user/:id',
  summary: "A provider's chatbot by the provider's user id (created on first fetch)",
  tags,
  permission: 'chatbot.edit',
  params: idParams,
  response: { 200: chatbotAnswer },
});

/** `POST /chatbot/create {welcomeMessage, user, entrys[{id?, question, answer}]}`: saves the welcome message and
 * the entries (an entry with id is changed, one without added; entries left out stay — removing is DELETE). */
export const saveChatbot = endpoint({
  method: 'POST',
  path: '/chatbot/create',
  summary: 'Save the welcome message and the entries of a chatbot ("Chatbot wurde aktualisiert")',
  tags,
  permission: 'chatbot.edit',
  body: saveChatbotBody,
  response: { 200: chatbotAnswer.extend({ detail: z.string() }) },
});

/** `DELETE /chatbot/delete-entry/{id}/`: the entry is no longer suggested nor answered (kept for the records). */
export const deleteChatbotEntry = endpoint({
  method: 'DELETE',
  path: '/chatbot/delete-entry/:id/',
  summary: 'Remove a chatbot entry (kept for the records of the answers it gave)',
  tags,
  permission: 'chatbot.edit',
  params: idParams,
  response: { 204: noContent },
});

/** What a visitor's widget shows before a question: the greeting and the entries' questions. */
export const publicChatbotAnswer = z.object({
  welcomeMessage: z.string(),
  suggestions: z.array(z.object({ id: z.number(), question: z.string() })),
});
export type PublicChatbot = z.infer<typeof publicChatbotAnswer>;

/** `GET /chatbot/public/{superuserId}`: a provider with a live booking; rate limited. */
export const getPublicChatbot = endpoint({
  method: 'GET',
  path: '/chatbot/public/:superuserId',
  summary: "A provider's chatbot greeting and suggestions (public; provider with a live booking)",
  tags,
  public: true,
  params: z.object({ superuserId: rowId }),
  response: { 200: publicChatbotAnswer },
});

/** `GET /chatbot/portal`: the chatbot of the request host's investor portal or landing page (the investor portal
 * widget does not know its provider's id). */
export const getPortalChatbot = endpoint({
  method: 'GET',
  path: '/chatbot/portal',
  summary: "The chatbot of this host's investor portal or landing page (public)",
  tags,
  public: true,
  response: { 200: publicChatbotAnswer.extend({ superuserId: z.number() }) },
});

export const chatbotOrigins = ['landing', 'investor'] as const;

export const askChatbotBody = z.object({
  superuserId: rowId,
  question: z.string({ error: T.askRequired }).trim().min(1, T.askRequired).max(1000, T.askTooLong),
  origin: z.enum(chatbotOrigins),
});

/** `POST /chatbot/ask`: the best entry's answer (plain text) or the "no answer, contact us" text; recorded. */
export const askChatbot = endpoint({
  method: 'POST',
  path: '/chatbot/ask',
  summary: "Ask a provider's chatbot a question (public; rate limited; every question recorded)",
  tags,
  public: true,
  body: askChatbotBody,
  response: {
    200: z.object({ answer: z.string(), entryId: z.number().nullable(), answered: z.boolean() }),
  },
});
