import { api } from '../../../lib/api.ts';
import { clearSession, getSession } from '../../../lib/session.ts';

/** `POST /logout` revokes the refresh token (errors ignored), then the session of this portal is forgotten. */
export async function logout(): Promise<void> {
  const refresh = getSession()?.refreshToken;
  if (refresh) {
    try {
      await api.post('/logout', { refresh }, { quiet: true, timeoutMs: 5000 });
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
  }
  clearSession();
}
