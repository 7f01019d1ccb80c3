// Which fields each wizard step edits and shows (spec 000 §5), and which step shows a field.
import { KINDS, type SubscriptionStep } from '@zp/domain/products/kinds';
import type { WizardTerms } from './form.ts';

/** Person and bank data as the investor's user holds them (saved with PUT /investor/{id}/update). */
export const PERSON_FIELDS = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'country',
  'dateOfBirth',
  'nationality',
  'landlineNumber',
  'mobileNumber',
] as const;
export const BANK_FIELDS = [
  'bankAccountOwner',
  'bankIban',
  'bankBic',
  'bankName',
  'bankDepotNumber',
] as const;
export const INVESTOR_FIELDS = [...PERSON_FIELDS, ...BANK_FIELDS, 'ethAddress'] as const;
export type InvestorField = (typeof INVESTOR_FIELDS)[number];

export const GUIDELINE_FIELDS = [
  'agbAccepted',
  'dataPrivacyAccepted',
  'notLivingInUsaAccepted',
  'connectionContractAccepted',
  'kwgAccepted',
  'liveInGermanyAccepted',
] as const;
export const VIB_FIELDS = [
  'vibConfirmationAccepted',
  'vibName',
  'vibBirthDate',
  'vibAddress',
  'vibEmail',
  'vibIdDocument',
  'vibIdNumber',
  'vibIdOffice',
  'vibConfirmationDate',
  'vibConfirmationCity',
] as const;
export const DETAIL_FIELDS = [
  'volume',
  'shares',
  'monthlyInstallment',
  'transferDate',
  'investOnOwnAccepted',
  'enoughMoneyToInvestCashAccepted',
  'enoughMoneyToInvestMonthlyAccepted',
  'selfDisclosureAssets',
  'selfDisclosureIncome',
  'selfDisclosureMonthlyIncome',
  'withThesaurierung',
] as const;
export const SUITABILITY_FIELDS = ['experience', 'iDoNotWantTo', 'iAmSure'] as const;
export const RECEIPT_FIELDS = ['receipt1', 'receipt2', 'receipt3'] as const;

/** Whether the step's form holds the depot number (withDepot and not tokenized). */
export const needsDepot = (t: WizardTerms): boolean => t.withDepot && !KINDS[t.kind].tokenized;
export const needsReceipt2 = (t: WizardTerms): boolean =>
  !t.withPrivatePlacement && !KINDS[t.kind].cooperative;

/** The guideline checkboxes of a product (spec 000 §5 Guidelines). */
export function guidelineFields(t: WizardTerms): (typeof GUIDELINE_FIELDS)[number][] {
  const fields: (typeof GUIDELINE_FIELDS)[number][] = [
    'agbAccepted',
    'dataPrivacyAccepted',
    'notLivingInUsaAccepted',
  ];
  if (t.kind === 2 || t.kind === 3) fields.push('connectionContractAccepted', 'kwgAccepted');
  if (t.notInUSA) fields.push('liveInGermanyAccepted');
  return fields;
}

/** Investor (user) fields edited on a step. */
export function investorFieldsOf(step: SubscriptionStep, t: WizardTerms): InvestorField[] {
  if (step === 'personal') return [...PERSON_FIELDS];
  if (step === 'bank' || step === 'wallet') {
    const fields: InvestorField[] = ['bankAccountOwner', 'bankIban', 'bankBic', 'bankName'];
    if (needsDepot(t)) fields.push('bankDepotNumber');
    if (step === 'wallet') fields.push('ethAddress');
    return fields;
  }
  return [];
}

/** Subscription fields edited on a step (sent with PUT /zeichnung/{id}/update). */
export function zeichnungFieldsOf(step: SubscriptionStep, t: WizardTerms): string[] {
  switch (step) {
    case 'personal':
      return t.withExposedPerson ? ['isExposed', 'exposedPersonsOffice'] : [];
    case 'guidelines':
      return guidelineFields(t);
    case 'vib':
      return [...VIB_FIELDS];
    case 'details': {
      const fields: string[] = KINDS[t.kind].cooperative ? ['shares'] : ['volume'];
      if (t.withInstallments) fields.push('monthlyInstallment', 'enoughMoneyToInvestMonthlyAccepted');
      fields.push('transferDate', 'investOnOwnAccepted', 'enoughMoneyToInvestCashAccepted');
      if (t.withSelfDisclosure)
        fields.push('selfDisclosureAssets', 'selfDisclosureIncome', 'selfDisclosureMonthlyIncome');
      if (t.withThesaurierung) fields.push('withThesaurierung');
      return fields;
    }
    case 'suitability':
      return [...SUITABILITY_FIELDS];
    case 'overview':
      return needsReceipt2(t) ? [...RECEIPT_FIELDS] : ['receipt1', 'receipt3'];
    default:
      return [];
  }
}

/** Every form field of a step (for trigger and error placement). */
export const fieldsOf = (step: SubscriptionStep, t: WizardTerms): string[] => [
  ...investorFieldsOf(step, t),
  ...zeichnungFieldsOf(step, t),
];

/** The step that shows a field (server errors may name fields of other steps). */
export function stepOfField(field: string, plan: readonly SubscriptionStep[]): SubscriptionStep | null {
  const has = (s: SubscriptionStep) => (plan.includes(s) ? s : null);
  if (
    (PERSON_FIELDS as readonly string[]).includes(field) ||
    field === 'isExposed' ||
    field === 'exposedPersonsOffice'
  )
    return has('personal');
  if ((GUIDELINE_FIELDS as readonly string[]).includes(field)) return has('guidelines');
  if ((VIB_FIELDS as readonly string[]).includes(field)) return has('vib');
  if ((DETAIL_FIELDS as readonly string[]).includes(field)) return has('details');
  if (field === 'ethAddress') return has('wallet');
  if ((BANK_FIELDS as readonly string[]).includes(field)) return has('bank') ?? has('wallet');
  if ((SUITABILITY_FIELDS as readonly string[]).includes(field)) return has('suitability');
  if ((RECEIPT_FIELDS as readonly string[]).includes(field) || field === '_') return has('overview');
  return null;
}
