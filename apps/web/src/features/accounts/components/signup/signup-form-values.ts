import type { SignupInput } from '@zp/domain/accounts/signup.schemas';

/** What the sign-up forms hold; the domain schema turns it into `SignupInput` on submit. */
export interface SignupFormValues {
  email: string;
  salutation: '' | 'Herr' | 'Frau';
  title: string;
  firstName: string;
  lastName: string;
  company: string;
  isCompany: boolean;
  agbAccepted: boolean;
  dataPrivacyAccepted: boolean;
  newsletter: boolean;
}

export type { SignupInput };

export const SIGNUP_DEFAULTS: SignupFormValues = {
  email: '',
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  company: '',
  isCompany: false,
  agbAccepted: false,
  dataPrivacyAccepted: false,
  newsletter: false,
};

export const SIGNUP_FIELDS = Object.keys(SIGNUP_DEFAULTS);
