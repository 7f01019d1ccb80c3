import type { Executor } from '../../db/client.ts';
import { sessionIsLive } from './accounts.repository.ts';

/**
 * Whether the session of an access token is live (issue 15): asked on every authenticated request, one indexed
 * lookup of the refresh family in the shared database — so logout, reuse revocation and a password reset end the
 * session's access tokens at once on every instance, with no cache to invalidate.
 */
export const isSessionLive = (exec: Executor, sessionId: string): Promise<boolean> =>
  sessionIsLive(exec, sessionId);
