import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type LoginAnswer, startSession } from './login-answer.ts';

export interface SetPasswordInput {
  email: string;
  password: string;
  activationCode: string;
}

/** `POST /set-password`: activates the account and signs in. */
export const setPassword = (body: SetPasswordInput) =>
  api.post<LoginAnswer>('/set-password', body, { quiet: true });

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'portal' });
      startSession(answer);
    },
  });
}
