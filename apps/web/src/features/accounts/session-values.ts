// The session a login answer starts (spec 001 §3 "Stored session values"). No React here: the login page's island
// (islands/login-island.ts, decision 050) signs in without the app.
import { ROLES } from '@zp/domain/auth/roles';
import type { LoginAnswer } from '../../api/accounts.ts';
import { clearSession, ROLE_ID_KEY, type SessionValues, setSession } from '../../lib/session-store.ts';

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
