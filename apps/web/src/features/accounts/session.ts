// Signing in and out on this portal: the session values of a login answer, and the mutations that start one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LoginAnswer,
  login,
  requestReset,
  resetPassword,
  revokeSession,
  setPassword,
  signup,
} from '../../api/accounts.ts';
import { clearSession, getSession } from '../../lib/session.ts';
import { startSession } from './session-values.ts';

export { startSession, toSessionValues } from './session-values.ts';

/** Signs in (or activates) and stores the session; cached data of an earlier user is dropped. */
function useSignIn<I>(mutationFn: (input: I) => Promise<LoginAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'portal' });
      startSession(answer);
    },
  });
}

export const useLogin = () => useSignIn(login);
export const useSetPassword = () => useSignIn(setPassword);
export const useSignup = () => useMutation({ mutationFn: signup });
export const useRequestReset = () => useMutation({ mutationFn: requestReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** Revokes the refresh token (errors ignored), then the session of this portal is forgotten. */
export async function logout(): Promise<void> {
  const refresh = getSession()?.refreshToken;
  if (refresh) {
    try {
      await revokeSession(refresh);
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
  }
  clearSession();
}
