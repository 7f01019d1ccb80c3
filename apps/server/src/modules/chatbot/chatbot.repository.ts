// SQL of the chatbot (the area `chatbot` owns chatbots, chatbot_entries and chatbot_interactions; issue 20).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatbotEntries, chatbotInteractions, chatbots } from '../../db/schema/index.ts';

export type ChatbotRow = typeof chatbots.$inferSelect;
export type ChatbotEntryRow = typeof chatbotEntries.$inferSelect;

export async function findChatbotOf(exec: Executor, superuserId: number): Promise<ChatbotRow | null> {
  const [row] = await exec.select().from(chatbots).where(eq(chatbots.superuserId, superuserId));
  return row ?? null;
}

/** Creates the provider's chatbot unless it exists (two first fetches at once create one); true when created. */
export async function createChatbot(exec: Executor, superuserId: number, welcomeMessage: string, now: Date) {
  const rows = await exec
    .insert(chatbots)
    .values({ superuserId, welcomeMessage, updatedAt: now })
    .onConflictDoNothing({ target: chatbots.superuserId })
    .returning({ id: chatbots.id });
  return rows.length > 0;
}

/** Locks the provider's chatbot row for a save (concurrent saves one after the other). */
export async function lockChatbot(exec: Executor, superuserId: number): Promise<ChatbotRow | null> {
  const [row] = await exec.select().from(chatbots).where(eq(chatbots.superuserId, superuserId)).for('update');
  return row ?? null;
}

export const updateWelcome = (exec: Executor, id: number, welcomeMessage: string, now: Date) =>
  exec.update(chatbots).set({ welcomeMessage, updatedAt: now }).where(eq(chatbots.id, id));

/** The entries not removed, in the provider's order. */
export const liveEntriesOf = (exec: Executor, chatbotId: number) =>
  exec
    .select()
    .from(chatbotEntries)
    .where(and(eq(chatbotEntries.chatbotId, chatbotId), isNull(chatbotEntries.deletedAt)))
    .orderBy(asc(chatbotEntries.position), asc(chatbotEntries.id));

/** Entries of a chatbot by id (removed ones included, so that a save naming one is refused). */
export const entriesByIds = (exec: Executor, chatbotId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ChatbotEntryRow[])
    : exec
        .select()
        .from(chatbotEntries)
        .where(and(eq(chatbotEntries.chatbotId, chatbotId), inArray(chatbotEntries.id, ids)));

export const updateEntry = (
  exec: Executor,
  id: number,
  values: { question: string; answer: string; position: number },
) => exec.update(chatbotEntries).set(values).where(eq(chatbotEntries.id, id));

export const insertEntries = (
  exec: Executor,
  rows: { chatbotId: number; question: string; answer: string; position: number; createdAt: Date }[],
) =>
  rows.length === 0
    ? Promise.resolve([] as { id: number }[])
    : exec.insert(chatbotEntries).values(rows).returning({ id: chatbotEntries.id });

/** An entry with the provider whose chatbot it belongs to, locked for its removal. */
export async function lockEntry(exec: Executor, id: number) {
  const [row] = await exec
    .select({ entry: chatbotEntries, superuserId: chatbots.superuserId })
    .from(chatbotEntries)
    .innerJoin(chatbots, eq(chatbots.id, chatbotEntries.chatbotId))
    .where(eq(chatbotEntries.id, id))
    .for('update', { of: chatbotEntries });
  return row ?? null;
}

export const softDeleteEntry = (exec: Executor, id: number, now: Date) =>
  exec.update(chatbotEntries).set({ deletedAt: now }).where(eq(chatbotEntries.id, id));

export const insertInteraction = (exec: Executor, values: typeof chatbotInteractions.$inferInsert) =>
  exec.insert(chatbotInteractions).values(values);
