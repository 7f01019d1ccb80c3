import { bankFields, blockchainFields, personFields } from '@zp/domain/accounts/person.schemas';
import type { ProductDocumentType } from '@zp/domain/products/documents';
import { INVESTMENT_FORMS } from '@zp/domain/products/experience';
import { KINDS, type SubscriptionStep } from '@zp/domain/products/kinds';
import type { ExperienceAnswers } from '@zp/domain/subscriptions/suitability';
import type {
  InvestorData,
  ProductTerms,
  ZeichnungContext,
  ZeichnungInput,
} from '@zp/domain/subscriptions/zeichnung.rules';
import { validateZeichnungStep } from '@zp/domain/subscriptions/zeichnung.rules';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { todayIso } from '@zp/domain/validation/fields';
import type { z } from 'zod';
import type {
  Zeichnung,
  ZeichnungData,
  ZeichnungProduct,
  ZeichnungUpdate,
} from '../../../api/subscriptions.ts';
import type { InvestorUser, SubscriptionProduct } from '../api/neighbours.ts';

/**
 * The wizard's product terms: a subscription's (GET /zeichnung/{id}) or, in the demo, a product's (no remaining
 * volume when the product has no target); the document links come from the product.
 */
export type WizardTerms = Omit<ZeichnungProduct, 'remainingVolume'> & {
  remainingVolume: number | null;
  documents?: Partial<Record<ProductDocumentType, string | null>>;
};

export type InvestmentForm = (typeof INVESTMENT_FORMS)[number];
export interface FormAnswer {
  checked: number;
  duration: number;
  amount: number;
}
export interface ExperienceForm {
  forms: Record<InvestmentForm, FormAnswer>;
  avgNumberTxs: number;
  avgTxVolume: number;
  independentServices: number;
  withInvestorAdvice: number;
  withAssetManagment: number;
  hasAcademicTitle: boolean;
}

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
  'withThesaurierung',
] as const;
export const SUITABILITY_FIELDS = ['experience', 'iDoNotWantTo', 'iAmSure'] as const;
export const RECEIPT_FIELDS = ['receipt1', 'receipt2', 'receipt3'] as const;

/** The wizard's form: text fields as strings ('' = empty), amounts in euros, answers as option indices. */
export interface ZeichnungForm extends Record<InvestorField, string> {
  volume: number | null;
  shares: string;
  monthlyInstallment: number | null;
  transferDate: string;
  investOnOwnAccepted: boolean;
  enoughMoneyToInvestCashAccepted: boolean;
  enoughMoneyToInvestMonthlyAccepted: boolean;
  selfDisclosureAssets: boolean;
  selfDisclosureIncome: boolean;
  withThesaurierung: boolean;
  agbAccepted: boolean;
  dataPrivacyAccepted: boolean;
  notLivingInUsaAccepted: boolean;
  liveInGermanyAccepted: boolean;
  connectionContractAccepted: boolean;
  kwgAccepted: boolean;
  vibConfirmationAccepted: boolean;
  vibName: string;
  vibBirthDate: string;
  vibAddress: string;
  vibEmail: string;
  vibIdDocument: string;
  vibIdNumber: string;
  vibIdOffice: string;
  vibConfirmationDate: string;
  vibConfirmationCity: string;
  /** '' unanswered, 'no' not exposed, 'yes' exposed (office required). */
  isExposed: '' | 'no' | 'yes';
  exposedPersonsOffice: string;
  experience: ExperienceForm;
  iDoNotWantTo: boolean;
  iAmSure: boolean;
  receipt1: boolean;
  receipt2: boolean;
  receipt3: boolean;
}

export type Errors = Record<string, string>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const bool = (v: unknown): boolean => v === true;
const answer = (v: unknown): number => (typeof v === 'number' && v >= 0 && v <= 3 ? Math.trunc(v) : 0);

function experienceForm(e: ExperienceAnswers | null | undefined): ExperienceForm {
  const forms = Object.fromEntries(
    INVESTMENT_FORMS.map((f) => {
      const a = e?.forms?.[f];
      return [f, { checked: answer(a?.checked), duration: answer(a?.duration), amount: answer(a?.amount) }];
    }),
  ) as Record<InvestmentForm, FormAnswer>;
  return {
    forms,
    avgNumberTxs: answer(e?.avgNumberTxs),
    avgTxVolume: answer(e?.avgTxVolume),
    independentServices: answer(e?.independentServices),
    withInvestorAdvice: answer(e?.withInvestorAdvice),
    withAssetManagment: answer(e?.withAssetManagment),
    hasAcademicTitle: e?.hasAcademicTitle === true,
  };
}

/** The form's start values from the investor's user and the saved subscription (both optional: demo). */
export function initialForm(
  user: Partial<InvestorUser> | null | undefined,
  zeichnung: Zeichnung | null | undefined,
  today: string,
): ZeichnungForm {
  const d: Partial<ZeichnungData> = zeichnung?.data ?? {};
  const person = Object.fromEntries(INVESTOR_FIELDS.map((f) => [f, text(user?.[f])])) as Record<
    InvestorField,
    string
  >;
  return {
    ...person,
    volume: zeichnung?.volume ?? null,
    shares: text(zeichnung?.shares),
    monthlyInstallment: zeichnung?.monthlyInstallment ?? null,
    transferDate: text(zeichnung?.transferDate),
    investOnOwnAccepted: bool(d.investOnOwnAccepted),
    enoughMoneyToInvestCashAccepted: bool(d.enoughMoneyToInvestCashAccepted),
    enoughMoneyToInvestMonthlyAccepted: bool(d.enoughMoneyToInvestMonthlyAccepted),
    selfDisclosureAssets: bool(d.selfDisclosureAssets),
    selfDisclosureIncome: bool(d.selfDisclosureIncome),
    withThesaurierung: bool(d.withThesaurierung),
    agbAccepted: bool(d.agbAccepted),
    dataPrivacyAccepted: bool(d.dataPrivacyAccepted),
    notLivingInUsaAccepted: bool(d.notLivingInUsaAccepted),
    liveInGermanyAccepted: bool(d.liveInGermanyAccepted),
    connectionContractAccepted: bool(d.connectionContractAccepted),
    kwgAccepted: bool(d.kwgAccepted),
    vibConfirmationAccepted: bool(d.vibConfirmationAccepted),
    vibName: text(d.vibName),
    vibBirthDate: text(d.vibBirthDate),
    vibAddress: text(d.vibAddress),
    vibEmail: text(d.vibEmail ?? user?.email),
    vibIdDocument: text(d.vibIdDocument ?? user?.idDocument),
    vibIdNumber: text(d.vibIdNumber),
    vibIdOffice: text(d.vibIdOffice),
    vibConfirmationDate: today,
    vibConfirmationCity: text(d.vibConfirmationCity),
    isExposed: d.isExposed === true ? 'yes' : d.isExposed === false ? 'no' : '',
    exposedPersonsOffice: text(d.exposedPersonsOffice),
    experience: experienceForm(d.experience),
    iDoNotWantTo: bool(d.iDoNotWantTo),
    iAmSure: bool(d.iAmSure),
    receipt1: bool(d.receipt1),
    receipt2: bool(d.receipt2),
    receipt3: bool(d.receipt3),
  };
}

const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** Cooperative share count, or null when empty or not a whole number. */
export function sharesOf(v: ZeichnungForm): number | null {
  const s = v.shares.trim();
  return /^\d+$/.test(s) ? Number(s) : null;
}

/** The subscribed amount (euros): shares × share price for cooperative kinds. */
export function volumeOf(terms: WizardTerms, v: ZeichnungForm): number | null {
  if (KINDS[terms.kind].cooperative) {
    const shares = sharesOf(v);
    return shares === null ? null : Math.round(shares * (terms.minInvestment ?? 0) * 100) / 100;
  }
  return v.volume;
}

export const toExperience = (e: ExperienceForm): ExperienceAnswers => ({
  forms: e.forms,
  avgNumberTxs: e.avgNumberTxs,
  avgTxVolume: e.avgTxVolume,
  independentServices: e.independentServices,
  withInvestorAdvice: e.withInvestorAdvice,
  withAssetManagment: e.withAssetManagment,
  hasAcademicTitle: e.hasAcademicTitle,
});

const isExposedOf = (v: ZeichnungForm): boolean | null =>
  v.isExposed === 'yes' ? true : v.isExposed === 'no' ? false : null;

/** The domain rules' view of the form. */
export function toInput(terms: WizardTerms, v: ZeichnungForm): ZeichnungInput {
  return {
    volume: volumeOf(terms, v),
    shares: sharesOf(v),
    monthlyInstallment: v.monthlyInstallment,
    transferDate: orNull(v.transferDate),
    investOnOwnAccepted: v.investOnOwnAccepted,
    enoughMoneyToInvestCashAccepted: v.enoughMoneyToInvestCashAccepted,
    enoughMoneyToInvestMonthlyAccepted: v.enoughMoneyToInvestMonthlyAccepted,
    selfDisclosureAssets: v.selfDisclosureAssets,
    selfDisclosureIncome: v.selfDisclosureIncome,
    agbAccepted: v.agbAccepted,
    dataPrivacyAccepted: v.dataPrivacyAccepted,
    notLivingInUsaAccepted: v.notLivingInUsaAccepted,
    liveInGermanyAccepted: v.liveInGermanyAccepted,
    connectionContractAccepted: v.connectionContractAccepted,
    kwgAccepted: v.kwgAccepted,
    vibConfirmationAccepted: v.vibConfirmationAccepted,
    vibName: orNull(v.vibName),
    vibBirthDate: orNull(v.vibBirthDate),
    vibConfirmationCity: orNull(v.vibConfirmationCity),
    vibAddress: orNull(v.vibAddress),
    vibEmail: orNull(v.vibEmail),
    vibIdDocument: orNull(v.vibIdDocument),
    vibIdNumber: orNull(v.vibIdNumber),
    vibIdOffice: orNull(v.vibIdOffice),
    isExposed: isExposedOf(v),
    exposedPersonsOffice: orNull(v.exposedPersonsOffice),
    experience: toExperience(v.experience),
    iDoNotWantTo: v.iDoNotWantTo,
    iAmSure: v.iAmSure,
    receipt1: v.receipt1,
    receipt2: v.receipt2,
    receipt3: v.receipt3,
  };
}

export const toInvestor = (v: ZeichnungForm): InvestorData =>
  Object.fromEntries(INVESTOR_FIELDS.map((f) => [f, orNull(v[f])])) as InvestorData;

/** Terms for the rules; a product of `GET /product/{id}` (demo) becomes the same shape as a subscription's. */
export function termsOfProduct(p: SubscriptionProduct): WizardTerms {
  const remaining =
    typeof p.volume === 'number'
      ? Math.max(0, p.volume - (typeof p.investedVolume === 'number' ? p.investedVolume : 0))
      : null;
  return { ...p, remainingVolume: remaining, documents: p.documents ?? {} };
}

export const toProductTerms = (t: WizardTerms): ProductTerms => t;

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
      if (t.withSelfDisclosure) fields.push('selfDisclosureAssets', 'selfDisclosureIncome');
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

/** Today's date as the rules use it (YYYY-MM-DD). */
export const today = (): string => todayIso();

/** Payload of the investor update: blanks as null. */
export function investorPatch(
  fields: readonly InvestorField[],
  v: ZeichnungForm,
): Record<string, string | null> {
  return Object.fromEntries(fields.map((f) => [f, orNull(v[f])]));
}

/** Payload of the subscription update for the given fields (top level, as the contract says). */
export function zeichnungPatch(fields: readonly string[], t: WizardTerms, v: ZeichnungForm): ZeichnungUpdate {
  // The step's fields are named by zeichnungFieldsOf, all of them keys of the update body.
  const patch: Record<string, unknown> = {};
  for (const f of fields) {
    switch (f) {
      case 'isExposed':
        patch.isExposed = isExposedOf(v);
        break;
      case 'exposedPersonsOffice':
        patch.exposedPersonsOffice = v.isExposed === 'yes' ? orNull(v.exposedPersonsOffice) : null;
        break;
      case 'shares':
        patch.shares = sharesOf(v);
        patch.volume = volumeOf(t, v);
        break;
      case 'transferDate':
        patch.transferDate = orNull(v.transferDate);
        break;
      case 'experience':
        patch.experience = toExperience(v.experience);
        break;
      default: {
        const value = (v as unknown as Record<string, unknown>)[f];
        patch[f] = typeof value === 'string' ? orNull(value) : value;
      }
    }
  }
  return patch as ZeichnungUpdate;
}
