// The chatbot client (issue 20, decision 034): the provider's editor (read, save, remove an entry) and the public
// widget (greeting and questions of this host's portal, asking).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/engagement/chatbot.contract';
import { call } from './client.ts';

export type Chatbot = ResponseOf<typeof c.getChatbot>;
export type PortalChatbot = ResponseOf<typeof c.getPortalChatbot>;
export type ChatbotReply = ResponseOf<typeof c.askChatbot>;

export const chatbotKeys = {
  all: ['chatbot'] as const,
  ofUser: (userId: string | number) => ['chatbot', 'user', String(userId)] as const,
  portal: ['chatbot', 'portal'] as const,
};

/** `GET /chatbot/user/{id}` (the provider's user id; created on first fetch). */
export const useChatbot = (userId: string | number) =>
  useQuery({
    queryKey: chatbotKeys.ofUser(userId),
    queryFn: ({ signal }) =>
      call<typeof c.getChatbot>(
        'GET',
        '/chatbot/user/:id',
        { params: { id: userId } },
        { signal, quiet: [403, 404] },
      ),
  });

/** Removes the entries dropped in the editor (`DELETE /chatbot/delete-entry/{id}/`), then saves (`POST /chatbot/create`). */
export function useSaveChatbot(userId: string | number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: c.SaveChatbotBody; removedIds: number[] }) => {
      for (const id of input.removedIds)
        await call<typeof c.deleteChatbotEntry>(
          'DELETE',
          '/chatbot/delete-entry/:id/',
          { params: { id } },
          { quiet: [404] },
        );
      return call<typeof c.saveChatbot>('POST', '/chatbot/create', { body: input.body }, { quiet: true });
    },
    onSuccess: (answer) => {
      const { detail: _detail, ...bot } = answer;
      client.setQueryData(chatbotKeys.ofUser(userId), bot);
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatbotKeys.ofUser(userId) }),
  });
}

/** `GET /chatbot/portal`: the chatbot of this host's investor portal (404 when there is none). */
export const usePortalChatbot = (enabled = true) =>
  useQuery({
    queryKey: chatbotKeys.portal,
    queryFn: ({ signal }) =>
      call<typeof c.getPortalChatbot>('GET', '/chatbot/portal', {}, { signal, quiet: true }),
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** `POST /chatbot/ask` */
export const askChatbot = (superuserId: number, question: string) =>
  call<typeof c.askChatbot>(
    'POST',
    '/chatbot/ask',
    { body: { superuserId, question, origin: 'investor' } },
    { quiet: true },
  );
