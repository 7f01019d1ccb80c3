import { ROLES, type Role } from '@zp/domain/auth/roles';
import { clearSession, type SessionValues, setSession } from '../../../lib/session.ts';

/** The user part of a login answer. */
export interface LoginUser {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  hasLoggedin: boolean;
}

export interface LoginRoleEntry {
  id: number;
  user: LoginUser;
  /** Investors (and salesreps) carry their provider's branding. */
  issuer?: {
    superuser?: { primaryColor: string | null; secondaryColor: string | null; logoFile: string | null };
  };
}

/** `POST /login` and `POST /set-password`: tokens plus exactly one role key (spec 001 §3 Login response). */
export type LoginAnswer = { access: string; refresh: string } & Partial<Record<Role, LoginRoleEntry>>;

const ROLE_ID_KEY = {
  admin: 'adminId',
  superuser: 'superuserId',
  reseller: 'resellerId',
  issuer: 'issuerId',
  investor: 'investorId',
  salesrep: 'salesrepId',
} as const satisfies Record<Role, keyof SessionValues>;

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
