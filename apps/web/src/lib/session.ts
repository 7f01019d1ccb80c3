import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store.ts';

export * from './session-store.ts';

/** The session, re-rendering on login, logout and changes made in other tabs. */
export const useSession = () => useSyncExternalStore(subscribeSession, getSession, getSession);
