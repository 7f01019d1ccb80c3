import { formatEuro } from '../format/format.ts';
import { paymentAccountErrors } from '../payments/account.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { productTexts } from '../texts/de/products.ts';
import { PRODUCT_DOCUMENTS, type ProductDocumentType, requiredDocuments } from './documents.ts';
import {
  fixedSecurityType,
  KINDS,
  MIN_VOLUME,
  MIN_VOLUME_100K,
  type ProductKind,
  type ProductWizardStep,
  productWizardSteps,
} from './kinds.ts';

/** The product as the rules see it (euros, ISO dates); missing values are null or undefined. */
export interface ProductState {
  kind: ProductKind;
  issuer?: number | null;
  name?: string | null;
  description?: string | null;
  securityType?: number | null;
  wkn?: string | null;
  volume?: number | null;
  volumeInterval?: number | null;
  minInvestment?: number | null;
  minMonthlyInstallment?: number | null;
  maxMonthlyInstallment?: number | null;
  contractStart?: string | null;
  contractEnd?: string | null;
  initialDistribution?: string | null;
  duration?: string | null;
  paybackDate?: string | null;
  installmentEndDate?: string | null;
  withPrivatePlacement?: boolean | null;
  with100kProcess?: boolean | null;
  withInstallments?: boolean | null;
  experienceThreshold?: number | null;
  tokenName?: string | null;
  symbol?: string | null;
  owner?: string | null;
  [key: string]: unknown;
}

type Errors = Record<string, string>;
const missing = (v: unknown) => v === null || v === undefined || v === '';

function general(p: ProductState, e: Errors) {
  for (const f of ['issuer', 'name', 'description', 'volume', 'minInvestment', 'volumeInterval'] as const) {
    if (missing(p[f])) e[f] = fieldTexts.required;
  }
  if (!p.withPrivatePlacement && missing(p.wkn)) e.wkn = fieldTexts.required;
  const fixed = fixedSecurityType(p.kind);
  if (fixed !== null && p.securityType != null && p.securityType !== fixed)
    e.securityType = fieldTexts.badFormat;
  if (fixed === null && missing(p.securityType)) e.securityType = fieldTexts.required;
  const max = KINDS[p.kind].maxVolume;
  const minVolume = p.with100kProcess ? MIN_VOLUME_100K : MIN_VOLUME;
  if (p.volume != null) {
    if (p.volume < minVolume) e.volume = fieldTexts.numberMin(minVolume);
    else if (!p.withPrivatePlacement && max !== null && p.volume > max)
      e.volume = productTexts.volumeOverMax(formatEuro(max));
  }
  if (p.minInvestment != null) {
    if (p.with100kProcess && p.minInvestment < 100000) e.minInvestment = fieldTexts.numberMin(100000);
    else if (p.volume != null && p.minInvestment > p.volume)
      e.minInvestment = productTexts.minInvestmentOverVolume;
  }
  if (KINDS[p.kind].tokenized) {
    for (const f of ['owner', 'tokenName', 'symbol'] as const) if (missing(p[f])) e[f] = fieldTexts.required;
  }
}

/** Payment options (instalments) sit on Allgemeines (spec 000 §2), so their rules belong to that step. */
function installments(p: ProductState, e: Errors) {
  if (!p.withInstallments) return;
  if (missing(p.minMonthlyInstallment)) e.minMonthlyInstallment = fieldTexts.required;
  if (missing(p.maxMonthlyInstallment)) e.maxMonthlyInstallment = fieldTexts.required;
  if (
    p.minMonthlyInstallment != null &&
    p.maxMonthlyInstallment != null &&
    p.minMonthlyInstallment > p.maxMonthlyInstallment
  ) {
    e.minMonthlyInstallment = productTexts.minOverMaxInstallment;
  }
}

function payments(p: ProductState, e: Errors) {
  if (p.withInterest && missing(p.interest)) e.interest = fieldTexts.required;
  if (p.withAgio && missing(p.agio)) e.agio = fieldTexts.required;
  if (p.withProfitSharing && missing(p.profitSharingPercentage))
    e.profitSharingPercentage = fieldTexts.required;
  // The receiving account: blank (the issuer's applies) or complete (issue 16).
  for (const [f, m] of Object.entries(paymentAccountErrors(p as Record<string, unknown>))) e[f] ??= m;
}

/** The four date rules of spec 000 §5 Termine; `today` is YYYY-MM-DD. */
function dates(p: ProductState, e: Errors, today: string) {
  if (missing(p.contractStart)) e.contractStart = fieldTexts.required;
  if (missing(p.contractEnd)) e.contractEnd = fieldTexts.required;
  for (const f of [
    'contractStart',
    'contractEnd',
    'initialDistribution',
    'duration',
    'paybackDate',
  ] as const) {
    const v = p[f];
    if (typeof v === 'string' && v < today) e[f] ??= productTexts.noPastDate;
  }
  if (p.contractStart && p.contractEnd && p.contractEnd <= p.contractStart)
    e.contractEnd ??= productTexts.endAfterStart;
  if (p.initialDistribution && p.duration && p.duration <= p.initialDistribution)
    e.duration ??= productTexts.lastAfterFirst;
  if (p.contractStart && p.initialDistribution && p.contractStart >= p.initialDistribution) {
    e.contractStart ??= productTexts.startBeforeFirst;
  }
}

function experience(p: ProductState, e: Errors) {
  if (missing(p.experienceThreshold)) e.experienceThreshold = fieldTexts.required;
}

function documents(p: ProductState, e: Errors, uploaded: readonly string[]) {
  for (const doc of requiredDocuments(p.kind, p.securityType ?? null)) {
    if (!uploaded.includes(doc)) e[doc] = productTexts.uploadRequired;
  }
}

export interface RuleContext {
  today: string;
  uploadedDocuments: readonly string[];
}

/** German field errors of one wizard step (empty = valid). */
export function validateProductStep(step: ProductWizardStep, p: ProductState, ctx: RuleContext): Errors {
  const e: Errors = {};
  if (step === 'general') {
    general(p, e);
    installments(p, e);
  }
  if (step === 'payments') payments(p, e);
  if (step === 'dates') dates(p, e, ctx.today);
  if (step === 'experience') experience(p, e);
  if (step === 'documents') documents(p, e, ctx.uploadedDocuments);
  return e;
}

/** Every step of the product's plan: what "Produkt Erstellen" (status F) requires. */
export function validateWholeProduct(p: ProductState, ctx: RuleContext): Errors {
  const e: Errors = {};
  for (const step of productWizardSteps(p.kind, Boolean(p.withPrivatePlacement))) {
    Object.assign(e, validateProductStep(step, p, ctx));
  }
  return e;
}

/** A warning, not an error: threshold 0 lets every investor pass the suitability check. */
export const experienceWarning = (p: ProductState): string | null =>
  p.experienceThreshold === 0 ? productTexts.thresholdZeroInfo : null;

export const documentLabel = (type: ProductDocumentType): string => PRODUCT_DOCUMENTS[type].label;

/** Economic terms: locked once a subscription beyond status O exists (DECISIONS.md editable rule). */
export const ECONOMIC_FIELDS = [
  'kind',
  'volume',
  'volumeInterval',
  'minInvestment',
  'minMonthlyInstallment',
  'maxMonthlyInstallment',
  'monthlyVolumeInterval',
  'minVolumeWithInstallments',
  'minFirstPayment',
  'maxFirstPayment',
  'installmentEndDate',
  'interest',
  'paymentsPerYear',
  'agio',
  'profitSharingPercentage',
  'contractStart',
  'contractEnd',
  'paybackDate',
  'initialDistribution',
  'duration',
  'withAgio',
  'withAccruedInterest',
  'withInterest',
  'withInstallments',
  'withFirstPayment',
  'with100kProcess',
  'tokenName',
  'symbol',
  'owner',
] as const;
