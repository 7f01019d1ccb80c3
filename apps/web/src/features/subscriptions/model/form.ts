// The wizard's form values: start values from the investor and the saved subscription, the domain rules' view
// of them, and the payloads the steps save.
import type { ProductDocumentType } from '@zp/domain/products/documents';
import { INVESTMENT_FORMS } from '@zp/domain/products/experience';
import { KINDS } from '@zp/domain/products/kinds';
import type { ExperienceAnswers } from '@zp/domain/subscriptions/suitability';
import type { InvestorData, ProductTerms, ZeichnungInput } from '@zp/domain/subscriptions/zeichnung.rules';
import { todayIso } from '@zp/domain/validation/fields';
import type {
  Zeichnung,
  ZeichnungData,
  ZeichnungProduct,
  ZeichnungUpdate,
} from '../../../api/subscriptions.ts';
import type { InvestorUser, SubscriptionProduct } from './neighbours.ts';
import { INVESTOR_FIELDS, type InvestorField } from './step-fields.ts';

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
  /** Monthly net income in euros (with the income statement; the per-issuer limit is twice it). */
  selfDisclosureMonthlyIncome: number | null;
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
    // The newest stored self-disclosure pre-fills a subscription that has none yet (docs/decisions/012).
    ...selfDisclosureStart(d, zeichnung?.issuerLimit?.selfDisclosure),
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

type StoredSelfDisclosure = { assets: boolean; monthlyIncome: number | null } | null | undefined;

/** The self-disclosure answers: the subscription's own, else the investor's newest stored one. */
function selfDisclosureStart(d: Partial<ZeichnungData>, stored: StoredSelfDisclosure) {
  const own = d.selfDisclosureAssets != null || d.selfDisclosureIncome != null;
  if (own || !stored)
    return {
      selfDisclosureAssets: bool(d.selfDisclosureAssets),
      selfDisclosureIncome: bool(d.selfDisclosureIncome),
      selfDisclosureMonthlyIncome: d.selfDisclosureMonthlyIncome ?? null,
    };
  return {
    selfDisclosureAssets: stored.assets,
    selfDisclosureIncome: stored.monthlyIncome != null,
    selfDisclosureMonthlyIncome: stored.monthlyIncome,
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
    selfDisclosureMonthlyIncome: v.selfDisclosureMonthlyIncome,
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
