import { formatNumber } from '../format/format.ts';
import { KINDS, type ProductKind, type SubscriptionStep } from '../products/kinds.ts';
import { accountTexts } from '../texts/de/accounts.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { zeichnungTexts } from '../texts/de/subscriptions.ts';
import { ageOn, bicField, ETH_ADDRESS, isIsoDate, isValidIban } from '../validation/fields.ts';
import { installmentTotalCents } from './calc.ts';
import { issuerLimit, LIMIT_CAP, LIMIT_WITHOUT_DISCLOSURE } from './issuer-limit.ts';
import { type ExperienceAnswers, passesSuitability, suitabilityScore } from './suitability.ts';
import { addWorkingDays, TRANSFER_WORKING_DAYS } from './working-days.ts';

/** What the subscription rules need to know of the product (euros). */
export interface ProductTerms {
  kind: ProductKind;
  minInvestment: number | null;
  volumeInterval: number | null;
  withInstallments?: boolean;
  minMonthlyInstallment?: number | null;
  maxMonthlyInstallment?: number | null;
  minVolumeWithInstallments?: number | null;
  maxFirstPayment?: number | null;
  installmentEndDate?: string | null;
  withInterest?: boolean;
  withSelfDisclosure?: boolean;
  withExposedPerson?: boolean;
  withDepot?: boolean;
  withVibSelfDisclosure?: boolean;
  withPrivatePlacement?: boolean;
  notInUSA?: boolean;
  experienceMatrix?: string | null;
  experienceThreshold?: number | null;
  experienceJobOrAcademicTitle?: number | null;
}

/** The subscription as the investor fills it in (euros, ISO dates). */
export interface ZeichnungInput {
  volume?: number | null;
  monthlyInstallment?: number | null;
  shares?: number | null;
  transferDate?: string | null;
  investOnOwnAccepted?: boolean;
  enoughMoneyToInvestCashAccepted?: boolean;
  enoughMoneyToInvestMonthlyAccepted?: boolean;
  selfDisclosureAssets?: boolean;
  selfDisclosureIncome?: boolean;
  /** The monthly net income in euros (with selfDisclosureIncome; the per-issuer limit is twice it). */
  selfDisclosureMonthlyIncome?: number | null;
  agbAccepted?: boolean;
  dataPrivacyAccepted?: boolean;
  notLivingInUsaAccepted?: boolean;
  liveInGermanyAccepted?: boolean;
  connectionContractAccepted?: boolean;
  kwgAccepted?: boolean;
  vibConfirmationAccepted?: boolean;
  vibName?: string | null;
  vibBirthDate?: string | null;
  vibConfirmationCity?: string | null;
  vibAddress?: string | null;
  vibEmail?: string | null;
  vibIdDocument?: string | null;
  vibIdNumber?: string | null;
  vibIdOffice?: string | null;
  isExposed?: boolean | null;
  exposedPersonsOffice?: string | null;
  experience?: ExperienceAnswers | null;
  iDoNotWantTo?: boolean;
  iAmSure?: boolean;
  receipt1?: boolean;
  receipt2?: boolean;
  receipt3?: boolean;
}

/** The investor's person and bank data as stored on its user. */
export interface InvestorData {
  salutation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  dateOfBirth?: string | null;
  bankAccountOwner?: string | null;
  bankIban?: string | null;
  bankBic?: string | null;
  bankName?: string | null;
  bankDepotNumber?: string | null;
  ethAddress?: string | null;
}

export interface ZeichnungContext {
  today: string;
  /** Remaining product volume for this subscription in euros (volume − other F/A subscriptions). */
  remaining: number;
  /**
   * The investor's live subscriptions (F or A, not withdrawn or deleted) with the product's issuer, this one
   * excluded (euros): the per-issuer limit applies to their sum plus this one (§2a(3) VermAnlG).
   */
  issuerSubscribed?: number;
}

type Errors = Record<string, string>;
const euro = (n: number) => formatNumber(n);
const empty = (v: unknown) => v === null || v === undefined || v === '';

function personal(t: ProductTerms, z: ZeichnungInput, inv: InvestorData, today: string, e: Errors) {
  for (const f of [
    'salutation',
    'firstName',
    'lastName',
    'street',
    'houseNumber',
    'zipCode',
    'city',
    'country',
    'dateOfBirth',
  ] as const) {
    if (empty(inv[f])) e[f] = fieldTexts.required;
  }
  if (inv.dateOfBirth && ageOn(inv.dateOfBirth, today) < 18) e.dateOfBirth = fieldTexts.adult;
  if (t.withExposedPerson) {
    if (z.isExposed === true && empty(z.exposedPersonsOffice))
      e.exposedPersonsOffice = accountTexts.exposedPersonRequired;
    if (z.isExposed !== true && z.isExposed !== false) e.isExposed = accountTexts.exposedPersonRequired;
  }
}

function guidelines(t: ProductTerms, z: ZeichnungInput, e: Errors) {
  const needed: (keyof ZeichnungInput)[] = ['agbAccepted', 'dataPrivacyAccepted', 'notLivingInUsaAccepted'];
  if (t.kind === 2 || t.kind === 3) needed.push('connectionContractAccepted', 'kwgAccepted');
  if (t.notInUSA) needed.push('liveInGermanyAccepted');
  for (const f of needed) if (z[f] !== true) e[f] = zeichnungTexts.confirm;
}

/** Besides name, birth date and city, the typed VIB confirmation needs these (docs/decisions.md). */
const VIB_COMPLETE = ['vibAddress', 'vibEmail', 'vibIdDocument', 'vibIdNumber', 'vibIdOffice'] as const;
const VIB_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

function vib(z: ZeichnungInput, inv: InvestorData, e: Errors) {
  if (z.vibConfirmationAccepted !== true) e.vibConfirmationAccepted = zeichnungTexts.confirm;
  const expected = `${inv.firstName ?? ''} ${inv.lastName ?? ''}`.trim().toLowerCase();
  if (empty(z.vibName)) e.vibName = fieldTexts.required;
  else if (z.vibName!.trim().toLowerCase().replace(/\s+/g, ' ') !== expected)
    e.vibName = zeichnungTexts.vibMismatch;
  if (empty(z.vibBirthDate)) e.vibBirthDate = fieldTexts.required;
  else if (inv.dateOfBirth && z.vibBirthDate !== inv.dateOfBirth) e.vibBirthDate = zeichnungTexts.vibMismatch;
  if (empty(z.vibConfirmationCity)) e.vibConfirmationCity = fieldTexts.required;
  for (const f of VIB_COMPLETE) if (blank(z[f])) e[f] = fieldTexts.required;
  if (!e.vibEmail && !VIB_EMAIL.test(z.vibEmail!.trim())) e.vibEmail = fieldTexts.invalidEmail;
  if (!e.vibBirthDate && !empty(z.vibBirthDate) && !isIsoDate(z.vibBirthDate!))
    e.vibBirthDate = fieldTexts.invalidDate;
}

function details(t: ProductTerms, z: ZeichnungInput, ctx: ZeichnungContext, e: Errors) {
  const info = KINDS[t.kind];
  const min = t.minInvestment ?? 0;
  const volume = info.cooperative ? (z.shares ?? 0) * min : (z.volume ?? 0);
  if (info.cooperative && (!z.shares || z.shares < 1)) e.shares = zeichnungTexts.minNotReached(euro(min));
  // 0 € one-off only when instalments carry the subscription (maxFirstPayment ≠ 0 and a monthly amount).
  const zeroAllowed = Boolean(t.withInstallments && t.maxFirstPayment && (z.monthlyInstallment ?? 0) > 0);
  if (!info.cooperative) {
    if (empty(z.volume)) e.volume = fieldTexts.required;
    else if (!(zeroAllowed && volume === 0) && volume < min)
      e.volume = zeichnungTexts.minNotReached(euro(min));
    else if (t.volumeInterval && volume % t.volumeInterval !== 0)
      e.volume = zeichnungTexts.notMultipleOfInterval(euro(t.volumeInterval));
  }
  if (t.withInstallments && !empty(z.monthlyInstallment)) {
    const m = z.monthlyInstallment!;
    if (t.minMonthlyInstallment && m < t.minMonthlyInstallment)
      e.monthlyInstallment = zeichnungTexts.minInstallment(euro(t.minMonthlyInstallment));
    else if (t.maxMonthlyInstallment && m > t.maxMonthlyInstallment)
      e.monthlyInstallment = zeichnungTexts.maxInstallment(euro(t.maxMonthlyInstallment));
    const total = volume + installmentTotalCents(Math.round(m * 100), ctx.today, t.installmentEndDate) / 100;
    if (t.minVolumeWithInstallments && total < t.minVolumeWithInstallments)
      e.monthlyInstallment ??= zeichnungTexts.minTotal(euro(t.minVolumeWithInstallments));
    if (z.enoughMoneyToInvestMonthlyAccepted !== true)
      e.enoughMoneyToInvestMonthlyAccepted = zeichnungTexts.confirm;
  }
  if (volume > ctx.remaining) e.volume ??= zeichnungTexts.remainingExceeded(euro(ctx.remaining));
  if (t.withInterest && empty(z.transferDate)) e.transferDate = fieldTexts.required;
  if (!empty(z.transferDate)) {
    if (z.transferDate! < ctx.today) e.transferDate = fieldTexts.notInPast;
    else if (z.transferDate! > addWorkingDays(ctx.today, TRANSFER_WORKING_DAYS))
      e.transferDate = zeichnungTexts.transferWithin14;
  }
  if (z.investOnOwnAccepted !== true) e.investOnOwnAccepted = zeichnungTexts.confirm;
  if (volume > 0 && z.enoughMoneyToInvestCashAccepted !== true)
    e.enoughMoneyToInvestCashAccepted = zeichnungTexts.confirm;
  if (t.withSelfDisclosure) issuerLimits(z, volume, ctx.issuerSubscribed ?? 0, e);
}

/** §2a(3) VermAnlG: the self-disclosure thresholds apply to the sum with the issuer, this subscription included. */
function issuerLimits(z: ZeichnungInput, volume: number, before: number, e: Errors) {
  const total = before + volume;
  if (total <= LIMIT_WITHOUT_DISCLOSURE) return;
  if (!z.selfDisclosureAssets && !z.selfDisclosureIncome)
    e.selfDisclosureAssets = zeichnungTexts.selfDisclosureRequired;
  if (z.selfDisclosureIncome && !((z.selfDisclosureMonthlyIncome ?? 0) > 0))
    e.selfDisclosureMonthlyIncome = zeichnungTexts.selfDisclosureIncomeRequired;
  if (volume > LIMIT_CAP) {
    e.volume ??= zeichnungTexts.selfDisclosureCap;
    return;
  }
  if (e.selfDisclosureAssets || e.selfDisclosureMonthlyIncome) return;
  const limit = issuerLimit(z);
  if (total > limit) e.volume ??= zeichnungTexts.issuerLimitExceeded(euro(Math.max(0, limit - before)));
}

function bank(t: ProductTerms, inv: InvestorData, e: Errors, wallet: boolean) {
  for (const f of ['bankAccountOwner', 'bankIban', 'bankBic', 'bankName'] as const)
    if (empty(inv[f])) e[f] = fieldTexts.required;
  if (inv.bankIban && !isValidIban(inv.bankIban)) e.bankIban = fieldTexts.badFormat;
  if (inv.bankBic && !bicField.safeParse(inv.bankBic).success) e.bankBic = fieldTexts.badFormat;
  if (t.withDepot && !KINDS[t.kind].tokenized && empty(inv.bankDepotNumber))
    e.bankDepotNumber = fieldTexts.required;
  if (wallet) {
    if (empty(inv.ethAddress)) e.ethAddress = fieldTexts.required;
    else if (!ETH_ADDRESS.test(inv.ethAddress!)) e.ethAddress = fieldTexts.badFormat;
  }
}

function suitability(t: ProductTerms, z: ZeichnungInput, e: Errors) {
  if (z.iDoNotWantTo || z.iAmSure) return;
  const score = suitabilityScore(t.experienceMatrix, z.experience ?? {}, t.experienceJobOrAcademicTitle);
  if (!passesSuitability(score, t.experienceThreshold)) e.experience = zeichnungTexts.tooLittleExperience;
}

function overview(t: ProductTerms, z: ZeichnungInput, e: Errors) {
  const needs2 = !t.withPrivatePlacement && !KINDS[t.kind].cooperative;
  for (const f of ['receipt1', ...(needs2 ? ['receipt2'] : []), 'receipt3'] as const) {
    if (z[f as keyof ZeichnungInput] !== true) e[f] = zeichnungTexts.confirm;
  }
  if (Object.keys(e).some((k) => k.startsWith('receipt'))) e._ = zeichnungTexts.confirmAll;
}

/** German field errors of one subscription step (empty = valid). */
export function validateZeichnungStep(
  step: SubscriptionStep,
  t: ProductTerms,
  z: ZeichnungInput,
  inv: InvestorData,
  ctx: ZeichnungContext,
): Errors {
  const e: Errors = {};
  if (step === 'personal') personal(t, z, inv, ctx.today, e);
  if (step === 'guidelines') guidelines(t, z, e);
  if (step === 'vib') vib(z, inv, e);
  if (step === 'details') details(t, z, ctx, e);
  if (step === 'bank') bank(t, inv, e, false);
  if (step === 'wallet') bank(t, inv, e, true);
  if (step === 'suitability') suitability(t, z, e);
  if (step === 'overview') overview(t, z, e);
  return e;
}

/** The step plan of a product (DECISIONS.md table); the VIB step only with VIB self-disclosure. */
export function subscriptionSteps(
  t: Pick<ProductTerms, 'kind' | 'withVibSelfDisclosure'>,
): SubscriptionStep[] {
  return KINDS[t.kind].plan.filter((s) => s !== 'vib' || t.withVibSelfDisclosure !== false);
}

/** Every step: what the final step (status F) requires. */
export function validateWholeZeichnung(
  t: ProductTerms,
  z: ZeichnungInput,
  inv: InvestorData,
  ctx: ZeichnungContext,
): Errors {
  const e: Errors = {};
  for (const step of subscriptionSteps(t)) Object.assign(e, validateZeichnungStep(step, t, z, inv, ctx));
  return e;
}
