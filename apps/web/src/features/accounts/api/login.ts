import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { loginSchema } from '@zp/domain/accounts/person.schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { type LoginAnswer, startSession } from './login-answer.ts';

export type LoginInput = z.output<typeof loginSchema>;

/** `POST /login`; the form shows wrong-password and portal errors itself. */
export const login = (body: LoginInput) => api.post<LoginAnswer>('/login', body, { quiet: true });

/** Signs in and stores the session; cached data of an earlier user is dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'portal' });
      startSession(answer);
    },
  });
}
