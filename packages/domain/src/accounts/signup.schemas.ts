import { z } from 'zod';
import { accountTexts } from '../texts/de/accounts.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { emailField, optionalText, requiredText } from '../validation/fields.ts';
import { salutationField } from './person.schemas.ts';

export const COMPANY_MAX = 30;

/**
 * A path of this app to return to (after sign-up, the activation link carries it): same-origin paths only —
 * "/…" but not "//host" or "/\\host"; anything else is dropped, never an error.
 */
export const isSafeReturnPath = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 300 && /^\/(?![/\\])[^\s\\]*$/.test(v) && !/^\/[^?#]*:/.test(v);
export const returnPathField = z.preprocess(
  (v) => (isSafeReturnPath(v) ? v : undefined),
  z.string().optional(),
);

const base = {
  email: emailField,
  salutation: salutationField,
  title: optionalText(2, 30),
  firstName: requiredText(2, 30),
  lastName: requiredText(2, 30),
  company: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .min(2, fieldTexts.textMin(2))
      .max(COMPANY_MAX, accountTexts.companyTooLong(COMPANY_MAX))
      .nullable()
      .optional(),
  ),
  isCompany: z.boolean().optional().default(false),
  agbAccepted: z.boolean().optional().default(false),
  dataPrivacyAccepted: z.boolean().optional().default(false),
  newsletter: z.boolean().optional().default(false),
  next: returnPathField,
};

const uuid = z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid().optional());

type Consents = { agbAccepted?: boolean; dataPrivacyAccepted?: boolean };

// Consents are checked even while other fields are invalid (`when`), so every message shows at once.
const always = { when: () => true };
const accepted = (
  key: keyof Consents,
  message: string,
): [(v: Consents) => boolean, { when: () => boolean; path: PropertyKey[]; message: string }] => [
  (v: Consents) => v?.[key] === true,
  { ...always, path: [key], message },
];

/** Superuser and investor/salesrep flows: each consent has its own message. */
const separate = <T extends z.ZodType<Consents>>(schema: T) =>
  schema
    .refine(...accepted('agbAccepted', accountTexts.mustAcceptAgb))
    .refine(...accepted('dataPrivacyAccepted', accountTexts.mustAcceptDataPrivacy));

/** Reseller flow: one message for both confirmations. */
const joint = <T extends z.ZodType<Consents>>(schema: T) =>
  schema
    .refine(...accepted('agbAccepted', accountTexts.mustAcceptBoth))
    .refine(...accepted('dataPrivacyAccepted', accountTexts.mustAcceptBoth));

export const superuserSignupSchema = separate(z.object({ ...base, reseller_uuid: uuid }));
export const resellerSignupSchema = joint(z.object({ ...base, reseller_uuid: uuid }));
export const investorSignupSchema = separate(
  z.object({ ...base, salesrep_uuid: uuid, ppc: z.string().trim().max(64).optional() }),
);
export const salesrepSignupSchema = separate(z.object({ ...base, head_salesrep: uuid }));

export type SignupInput = z.infer<typeof superuserSignupSchema>;
