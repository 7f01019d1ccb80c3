// Signing in and out on this portal: the session values of a login answer, and the mutations that start one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@zp/domain/auth/roles';
import {
  type LoginAnswer,
  login,
  requestReset,
  resetPassword,
  revokeSession,
  setPassword,
  signup,
} from '../../api/accounts.ts';
import { clearSession, getSession, ROLE_ID_KEY, type SessionValues, setSession } from '../../lib/session.ts';

/** The session values of a login answer (spec 001 §3 "Stored session values"). */
export function toSessionValues(answer: LoginAnswer): Partial<SessionValues> {
  const role = ROLES.find((r) => answer[r] !== undefined);
  const entry = role ? answer[role] : undefined;
  if (!role || !entry) throw new Error('login answer without a role');
  const branding = entry.issuer?.superuser;
  return {
    accessToken: answer.access,
    refreshToken: answer.refresh,
    role,
    userId: entry.user.id,
    [ROLE_ID_KEY[role]]: entry.id,
    displayName: `${entry.user.firstName} ${entry.user.lastName}`.trim(),
    primaryColor: branding?.primaryColor ?? null,
    secondaryColor: branding?.secondaryColor ?? null,
    logoFile: branding?.logoFile ?? null,
  };
}

/** Replaces whatever session this portal had by the one of the answer. */
export function startSession(answer: LoginAnswer): void {
  const values = toSessionValues(answer);
  clearSession();
  setSession(values);
}

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
