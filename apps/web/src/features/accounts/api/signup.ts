import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@zp/domain/accounts/signup.schemas';
import { api } from '../../../lib/api.ts';

export type SignupKind = 'superuser' | 'reseller' | 'investor' | 'salesrep';

/** Referral values of the /signup query (spec 001 §2 Routes); each kind sends only its own. */
export interface SignupReferral {
  reseller_uuid?: string;
  salesrep_uuid?: string;
  ppc?: string;
  head_salesrep?: string;
}

const SIGNUP_PATH: Record<SignupKind, string> = {
  superuser: '/signup',
  reseller: '/reseller/signup',
  investor: '/investor/signup',
  salesrep: '/salesrep/signup',
};

const REFERRAL_KEYS: Record<SignupKind, readonly (keyof SignupReferral)[]> = {
  superuser: ['reseller_uuid'],
  reseller: ['reseller_uuid'],
  investor: ['salesrep_uuid', 'ppc'],
  salesrep: ['head_salesrep'],
};

export interface SignupRequest {
  kind: SignupKind;
  values: SignupInput;
  referral?: SignupReferral;
}

/** `POST /signup` (and the reseller, investor and salesrep variants) → 201 `{id, email}`. */
export function signup({ kind, values, referral = {} }: SignupRequest) {
  const body: Record<string, unknown> = { ...values };
  for (const key of REFERRAL_KEYS[kind]) {
    if (referral[key]) body[key] = referral[key];
  }
  return api.post<{ id: number; email: string }>(SIGNUP_PATH[kind], body, { quiet: true });
}

export const useSignup = () => useMutation({ mutationFn: signup });
