import { z } from 'zod';
import { accountTexts } from '../texts/de/accounts.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { emailField, optionalText, requiredText } from '../validation/fields.ts';
import { salutationField } from './person.schemas.ts';

export const COMPANY_MAX = 30;

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
};

const uuid = z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid().optional());

type Consents = { agbAccepted: boolean; dataPrivacyAccepted: boolean };

/** Superuser and investor/salesrep flows: each consent has its own message. */
function separateConsents(v: Consents, ctx: z.RefinementCtx) {
  if (!v.agbAccepted)
    ctx.addIssue({ code: 'custom', path: ['agbAccepted'], message: accountTexts.mustAcceptAgb });
  if (!v.dataPrivacyAccepted) {
    ctx.addIssue({
      code: 'custom',
      path: ['dataPrivacyAccepted'],
      message: accountTexts.mustAcceptDataPrivacy,
    });
  }
}

/** Reseller flow: one message for both confirmations. */
function jointConsents(v: Consents, ctx: z.RefinementCtx) {
  for (const key of ['agbAccepted', 'dataPrivacyAccepted'] as const) {
    if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: accountTexts.mustAcceptBoth });
  }
}

export const superuserSignupSchema = z.object({ ...base, reseller_uuid: uuid }).superRefine(separateConsents);
export const resellerSignupSchema = z.object({ ...base, reseller_uuid: uuid }).superRefine(jointConsents);
export const investorSignupSchema = z
  .object({ ...base, salesrep_uuid: uuid, ppc: z.string().trim().max(64).optional() })
  .superRefine(separateConsents);
export const salesrepSignupSchema = z.object({ ...base, head_salesrep: uuid }).superRefine(separateConsents);

export type SignupInput = z.infer<typeof superuserSignupSchema>;
