// The errors of one wizard step: the domain's rules (which the server asks too) and the person and bank fields'
// formats of the accounts schemas.
import { bankFields, blockchainFields, personFields } from '@zp/domain/accounts/person.schemas';
import { KINDS, type SubscriptionStep } from '@zp/domain/products/kinds';
import type { ZeichnungContext } from '@zp/domain/subscriptions/zeichnung.rules';
import { validateZeichnungStep } from '@zp/domain/subscriptions/zeichnung.rules';
import { fieldTexts } from '@zp/domain/texts/de/common';
import type { z } from 'zod';
import {
  type Errors,
  sharesOf,
  toInput,
  toInvestor,
  toProductTerms,
  type WizardTerms,
  type ZeichnungForm,
} from './form.ts';
import { type InvestorField, investorFieldsOf } from './step-fields.ts';

const zodOf: Record<InvestorField, z.ZodType> = {
  ...(personFields as unknown as Record<string, z.ZodType>),
  ...(bankFields as unknown as Record<string, z.ZodType>),
  ...(blockchainFields as unknown as Record<string, z.ZodType>),
} as Record<InvestorField, z.ZodType>;

function formatError(field: InvestorField, value: string): string | null {
  const schema = zodOf[field];
  if (!schema) return null;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? fieldTexts.badFormat);
}

/** The domain rules of one step (the server asks the same) plus the field formats of person and bank data. */
export function stepErrors(
  step: SubscriptionStep,
  t: WizardTerms,
  v: ZeichnungForm,
  ctx: ZeichnungContext,
): Errors {
  const errors = validateZeichnungStep(step, toProductTerms(t), toInput(t, v), toInvestor(v), ctx);
  for (const field of investorFieldsOf(step, t)) {
    if (errors[field]) continue;
    const message = formatError(field, v[field]);
    if (message) errors[field] = message;
  }
  if (step === 'personal' && t.withExposedPerson && v.isExposed === 'yes' && !errors.exposedPersonsOffice) {
    const message = formatError('exposedPersonsOffice' as InvestorField, v.exposedPersonsOffice);
    if (message) errors.exposedPersonsOffice = message;
  }
  if (step === 'details') {
    if (KINDS[t.kind].cooperative && v.shares.trim() !== '' && sharesOf(v) === null)
      errors.shares = fieldTexts.integerOnly;
  }
  return errors;
}
