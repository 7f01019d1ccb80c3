// What the products endpoints answer: a product as its operators see it, and its promotional public data.
import { z } from 'zod';
import { imageSetAnswer } from '../files/image-set.answer.ts';
import { PRODUCT_DOCUMENT_TYPES, PRODUCT_IMAGES, type ProductDocumentType } from './documents.ts';
import { PRODUCT_KINDS, type ProductKind, WIZARD_STEP_LABELS } from './kinds.ts';
import { COST_FIELDS, MARKETING_FIELDS, PRODUCT_FLAGS, QA_FIELDS } from './product.schemas.ts';

const str = z.string().nullable();
const num = z.number().nullable();
const fieldsOf = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;
const TEXT_FIELDS = [...MARKETING_FIELDS, ...QA_FIELDS] as const;
const kindAnswer = z.literal([...PRODUCT_KINDS] as ProductKind[]);
const documentType = z.enum(PRODUCT_DOCUMENT_TYPES as [ProductDocumentType, ...ProductDocumentType[]]);
const imageLinks = z.record(z.enum(PRODUCT_IMAGES), str);
const wizardStep = z.enum(
  Object.keys(WIZARD_STEP_LABELS) as [
    keyof typeof WIZARD_STEP_LABELS,
    ...(keyof typeof WIZARD_STEP_LABELS)[],
  ],
);

/**
 * The product's terms as every answer names them (euros, ISO dates): the product detail and the terms a
 * subscription carries (subscriptions contract) both spread them.
 */
export const productTermFields = {
  name: str,
  description: str,
  securityType: num,
  wkn: str,
  link: str,
  country: str,
  volume: num,
  volumeInterval: num,
  minInvestment: num,
  minMonthlyInstallment: num,
  maxMonthlyInstallment: num,
  monthlyVolumeInterval: num,
  minVolumeWithInstallments: num,
  minFirstPayment: num,
  maxFirstPayment: num,
  installmentEndDate: str,
  interest: num,
  paymentsPerYear: num,
  agio: num,
  profitSharingPercentage: num,
  forcastedProjectInterest: num,
  realizedProjectInterest: num,
  contractStart: str,
  contractEnd: str,
  paybackDate: str,
  initialDistribution: str,
  duration: str,
  numberOfInvestorsGermany: num,
  numberOfInvestorsAustria: num,
  experienceMatrix: str,
  experienceThreshold: num,
  experienceJobOrAcademicTitle: num,
  marketplaceDescription: str,
  tokenName: str,
  symbol: str,
  owner: str,
  ...fieldsOf(COST_FIELDS, num),
  ...fieldsOf(PRODUCT_FLAGS, z.boolean()),
  ...fieldsOf(TEXT_FIELDS, str),
};

/** A product as `GET /product/{id}` answers it: every field of the wizard plus what the server derives. */
export const productAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  superuserId: z.number(),
  issuerId: z.number(),
  issuer: z.number(),
  issuerName: z.string(),
  copyOfProductId: num,
  kind: kindAnswer,
  kindLabel: z.string(),
  status: z.enum(['O', 'F']),
  isTokenized: z.boolean(),
  isZeichnable: z.boolean(),
  /** Since when new subscriptions are paused ("Zeichnung pausieren", issue 16); null while open. */
  pausedAt: str,
  ...productTermFields,
  investedVolume: z.number(),
  /** The product's own receiving account (issue 16); null fields = the issuer's account applies. */
  paymentAccountHolder: str,
  paymentIban: str,
  paymentBic: str,
  paymentBankName: str,
  /** The account investors are shown: the product's, else the issuer's (null when neither has one). */
  effectivePaymentAccount: z
    .object({
      source: z.enum(['product', 'issuer']),
      accountHolder: z.string(),
      iban: z.string(),
      bic: z.string(),
      bankName: str,
    })
    .nullable(),
  activeStep: z.number(),
  dateOfCreation: z.string(),
  /** Document type → its download path, null while missing. */
  documents: z.record(documentType, str),
  requiredDocuments: z.array(documentType),
  /** Image name → its public URL, null while missing. */
  images: imageLinks,
  wizardSteps: z.array(wizardStep),
  editable: z.boolean(),
  hasZeichnungs: z.boolean(),
  /** The product's smart contract in short (tokenized kinds), null without one. */
  smartContract: z
    .object({
      id: z.number(),
      status: z.enum(['C', 'D']),
      deployState: str,
      ethAddress: str,
    })
    .nullable(),
});

export type ProductAnswer = z.output<typeof productAnswer>;

/** Promotional data only (no personal data, no documents): public page, portal and marketplace cards. */
export const publicProductAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  kind: kindAnswer,
  kindLabel: z.string(),
  issuerName: z.string(),
  /** The issuer's address in one line ("Beispielallee 5, 04109 Leipzig"); empty when not given. */
  issuerAddress: z.string(),
  providerName: z.string(),
  /** The §12 VermAnlG warning for a Vermögensanlage, else null. */
  riskWarning: z.string().nullable(),
  description: str,
  volume: z.number(),
  investedVolume: z.number(),
  minInvestment: z.number(),
  interest: num,
  isTokenized: z.boolean(),
  /** New subscriptions are paused (issue 16). */
  isPaused: z.boolean(),
  marketplaceDescription: str,
  ...fieldsOf(TEXT_FIELDS, str),
  images: imageLinks,
  /** Image name → its sizes and resized AVIF/WebP copies for `srcset` (decision 038), null while missing. */
  imageSets: z.record(z.enum(PRODUCT_IMAGES), imageSetAnswer.nullable()),
});

export type PublicProductAnswer = z.output<typeof publicProductAnswer>;
