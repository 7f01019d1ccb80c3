// The accounts client: sign-up, activation, sign-in, sign-out, password reset, token rotation and `/me`.
import { queryOptions } from '@tanstack/react-query';
import type * as c from '@zp/domain/accounts/accounts.contract';
import type { SignupInput } from '@zp/domain/accounts/signup.schemas';
import type { BodyOf, ResponseOf } from '@zp/domain/contract/endpoint';
import { call } from './client.ts';

/** `POST /login` and `POST /set-password`: tokens plus exactly one role key (spec 001 §3 Login response). */
export type LoginAnswer = ResponseOf<typeof c.login>;
export type LoginRoleEntry = NonNullable<LoginAnswer['admin']>;
export type TokenPair = ResponseOf<typeof c.refreshToken>;
export type Me = ResponseOf<typeof c.getMe>;

export type LoginInput = BodyOf<typeof c.login>;
export type SetPasswordInput = BodyOf<typeof c.setPassword>;
export type ResetPasswordInput = BodyOf<typeof c.resetPassword>;

/** `POST /login`; the form shows wrong-password and portal errors itself. */
export const login = (body: LoginInput) => call<typeof c.login>('POST', '/login', { body }, { quiet: true });

/** `POST /set-password`: activates the account and signs in. */
export const setPassword = (body: SetPasswordInput) =>
  call<typeof c.setPassword>('POST', '/set-password', { body }, { quiet: true });

/** `POST /activation-code/check`: whether the activation link still works (the page asks when it opens). */
export const activationCheckQuery = (email: string, activationCode: string) =>
  queryOptions({
    queryKey: ['activation-check', email, activationCode] as const,
    queryFn: ({ signal }) =>
      call<typeof c.checkActivationCode>(
        'POST',
        '/activation-code/check',
        { body: { email, activationCode } },
        { signal, quiet: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** `POST /logout` revokes the refresh token. */
export const revokeSession = (refresh: string) =>
  call<typeof c.logout>('POST', '/logout', { body: { refresh } }, { quiet: true, timeoutMs: 5000 });

/** `POST /reset-password-request` → `{detail}`; 404 "Kein User mit dieser Email wurde gefunden." */
export const requestReset = (email: string) =>
  call<typeof c.requestPasswordReset>(
    'POST',
    '/reset-password-request',
    { body: { email } },
    { quiet: true },
  );

/** `POST /reset-password` → `{detail: "Sie haben Ihr Passwort erfolgreich zurückgesetzt!"}`. */
export const resetPassword = (body: ResetPasswordInput) =>
  call<typeof c.resetPassword>('POST', '/reset-password', { body }, { quiet: true });

export type SignupKind = 'superuser' | 'reseller' | 'investor' | 'salesrep';
type SignupEndpoint =
  | typeof c.signupSuperuser
  | typeof c.signupReseller
  | typeof c.signupInvestor
  | typeof c.signupSalesrep;
export type SignupAnswer = ResponseOf<typeof c.signupSuperuser>;

/** Referral values of the /signup query (spec 001 §2 Routes); each kind sends only its own. */
export interface SignupReferral {
  reseller_uuid?: string;
  salesrep_uuid?: string;
  ppc?: string;
  head_salesrep?: string;
  /** A same-origin path to return to after activation (e.g. the offer the visitor came from). */
  next?: string;
}

const SIGNUP_PATH = {
  superuser: '/signup',
  reseller: '/reseller/signup',
  investor: '/investor/signup',
  salesrep: '/salesrep/signup',
} as const satisfies Record<SignupKind, SignupEndpoint['path']>;

const REFERRAL_KEYS: Record<SignupKind, readonly (keyof SignupReferral)[]> = {
  superuser: ['reseller_uuid', 'next'],
  reseller: ['reseller_uuid', 'next'],
  investor: ['salesrep_uuid', 'ppc', 'next'],
  salesrep: ['head_salesrep', 'next'],
};

export interface SignupRequest {
  kind: SignupKind;
  values: SignupInput;
  referral?: SignupReferral;
}

/** `POST /signup` (and the reseller, investor and salesrep variants) → 201 `{id, email}`. */
export function signup({ kind, values, referral = {} }: SignupRequest): Promise<SignupAnswer> {
  const body: Record<string, unknown> = { ...values };
  for (const key of REFERRAL_KEYS[kind]) {
    if (referral[key]) body[key] = referral[key];
  }
  return call<SignupEndpoint>(
    'POST',
    SIGNUP_PATH[kind],
    { body: body as BodyOf<SignupEndpoint> },
    { quiet: true },
  );
}

/** `GET /me`: the signed-in person, its role and permission keys. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => call<typeof c.getMe>('GET', '/me', {}, { signal, quiet: true }),
  });
