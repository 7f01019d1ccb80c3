// The session values of this portal in localStorage (spec 001 §3 "Stored session values"). No React here: the
// login page's island (islands/login-island.ts, decision 050) reads and writes the session without the app.
import type { RoleCaller } from '@zp/domain/auth/access';
import type { Role } from '@zp/domain/auth/roles';
import { isRole } from '@zp/domain/auth/roles';

export type EntityId = string | number;

/** The values kept per portal (spec 001 §3 "Stored session values") plus the name shown in the top bar. */
export interface SessionValues {
  accessToken: string;
  refreshToken: string;
  role: Role;
  userId: EntityId;
  displayName: string;
  adminId: EntityId;
  superuserId: EntityId;
  issuerId: EntityId;
  investorId: EntityId;
  salesrepId: EntityId;
  resellerId: EntityId;
  logoFile: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  hasLoggedIn: boolean;
}

/** A signed-in session: the token, role and user id are always there. */
export type Session = Partial<SessionValues> & Pick<SessionValues, 'accessToken' | 'role' | 'userId'>;

/** The session key of each role's row id. */
export const ROLE_ID_KEY = {
  admin: 'adminId',
  superuser: 'superuserId',
  reseller: 'resellerId',
  issuer: 'issuerId',
  investor: 'investorId',
  salesrep: 'salesrepId',
} as const satisfies Record<Role, keyof SessionValues>;

/** The session as the domain's access predicates see a caller (role and the id of its role row). */
export const roleCallerOf = (session: Session): RoleCaller => ({
  role: session.role,
  roleId: Number(session[ROLE_ID_KEY[session.role]]),
});

type Key = keyof SessionValues;
const KEYS: readonly Key[] = [
  ...(['accessToken', 'refreshToken', 'role', 'userId', 'displayName'] as const),
  ...(['adminId', 'superuserId', 'issuerId', 'investorId', 'salesrepId', 'resellerId'] as const),
  ...(['logoFile', 'primaryColor', 'secondaryColor', 'hasLoggedIn'] as const),
];
/** Kept on logout: it only records that this browser has finished an onboarding before. */
const KEPT_ON_CLEAR: readonly Key[] = ['hasLoggedIn'];
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const storageKey = (key: Key) => `${window.location.host}:${key}`;

function readValue(key: Key, now: number): unknown {
  const raw = window.localStorage.getItem(storageKey(key));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as { value?: unknown; expiresAt?: number };
    if (typeof entry.expiresAt === 'number' && entry.expiresAt > now) return entry.value;
  } catch {
    // A value that is not ours is dropped below like an expired one.
  }
  window.localStorage.removeItem(storageKey(key));
  return undefined;
}

function readSession(): Session | null {
  const now = Date.now();
  const values: Record<string, unknown> = {};
  for (const key of KEYS) {
    const value = readValue(key, now);
    if (value !== undefined) values[key] = value;
  }
  const { accessToken, role, userId } = values;
  if (
    typeof accessToken !== 'string' ||
    !isRole(role) ||
    (typeof userId !== 'string' && typeof userId !== 'number')
  ) {
    return null;
  }
  return values as Session;
}

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The current session of this portal, or null when logged out or expired. */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = readSession();
  return snapshot;
}

/** Stores the given values for 7 days; `undefined` leaves a value as it is, `null` is stored. */
export function setSession(values: Partial<SessionValues>): void {
  const expiresAt = Date.now() + SESSION_LIFETIME_MS;
  for (const key of KEYS) {
    if (values[key] === undefined) continue;
    window.localStorage.setItem(storageKey(key), JSON.stringify({ value: values[key], expiresAt }));
  }
  notify();
}

/** Forgets tokens, role, ids and branding of this portal (logout). */
export function clearSession(): void {
  for (const key of KEYS) {
    if (!KEPT_ON_CLEAR.includes(key)) window.localStorage.removeItem(storageKey(key));
  }
  notify();
}

/** The session as stored right now (another tab may have rotated the tokens a moment ago). */
export function rereadSession(): Session | null {
  snapshot = undefined;
  return getSession();
}

/** Seconds since the epoch at which a JWT expires (its `exp`), or null when it carries none. */
export function tokenExpiry(token: string | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Calls `listener` on login, logout, token rotation and changes made in other tabs. */
export const subscribeSession = (listener: () => void): (() => void) => subscribe(listener);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Login or logout in another tab of the same portal.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(`${window.location.host}:`)) notify();
  });
}
