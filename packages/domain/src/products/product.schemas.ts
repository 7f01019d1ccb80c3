import { z } from 'zod';
import { paymentAccountFields } from '../payments/account.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { dateField, ETH_ADDRESS } from '../validation/fields.ts';
import { PRODUCT_KINDS } from './kinds.ts';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const num = (min: number, max?: number) => {
  let s = z.coerce.number({ error: fieldTexts.decimalOnly }).min(min, fieldTexts.numberMin(min));
  if (max !== undefined) s = s.max(max, fieldTexts.numberMax(max));
  return z.preprocess(blank, s.nullable().optional());
};
const int = (min: number, max?: number) => {
  let s = z.coerce
    .number({ error: fieldTexts.integerOnly })
    .int(fieldTexts.integerOnly)
    .min(min, fieldTexts.numberMin(min));
  if (max !== undefined) s = s.max(max, fieldTexts.numberMax(max));
  return z.preprocess(blank, s.nullable().optional());
};
/** Euro amounts: at most two decimals. */
const euro = (min: number, max?: number) =>
  num(min, max).refine(
    (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    fieldTexts.decimalOnly,
  );
const text = (min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .min(min, fieldTexts.textMin(min))
      .max(max, fieldTexts.textMax(max))
      .nullable()
      .optional(),
  );
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());
const date = z.preprocess(blank, dateField.nullable().optional());

export const PRODUCT_FLAGS = [
  'withAgio',
  'withAccruedInterest',
  'withInterest',
  'withInstallments',
  'withFirstPayment',
  'withDepot',
  'withExposedPerson',
  'withSelfDisclosure',
  'withVibSelfDisclosure',
  'withThesaurierung',
  'withPrivatePlacement',
  'withPrivatePlacementGermany',
  'withPrivatePlacementAustria',
  'with149Process',
  'with100kProcess',
  'withZeichnungSummary',
  'withProfitSharing',
  'withTerminationRight',
  'hasToBeIdentfied',
  'notInUSA',
  'isShown',
  'showAsFirst',
  'isShownOnMarketplace',
  'isProjectDivident',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const COST_FIELDS = [
  'monetaryBenefits',
  'salesCost',
  'tipsterCost',
  'agentCost',
  'marketingCost',
  'depotCost',
  'monetaryBenefitsRunning',
  'salesCostRunning',
  'tipsterCostRunning',
  'agentCostRunning',
  'marketingCostRunning',
  'depotCostRunning',
] as const;

export const MARKETING_FIELDS = [
  'welcome',
  'managementTeamDescription',
  'legalNotice',
  'buisnessModel',
  'marketDescription',
  'participationOffer',
  'useOfCapital',
  'zeichnungsProcedure',
] as const;

export const QA_FIELDS = Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, `a${i + 1}`] as const).flat();

/** Every editable product field with its own rule (spec 000 §5); all optional so steps can save partially. */
export const productFieldsSchema = z.object({
  kind: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((v) => (PRODUCT_KINDS as readonly number[]).includes(v), fieldTexts.badFormat)
      .optional(),
  ),
  issuer: z.preprocess(blank, z.coerce.number().int().min(1, fieldTexts.required).optional()),
  name: text(2, 50),
  description: text(2, 300),
  securityType: int(0, 4),
  wkn: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v.length === 6, fieldTexts.exactLength(6))
      .refine((v) => /^[A-Z0-9]+$/.test(v), fieldTexts.lettersAndDigits)
      .nullable()
      .optional(),
  ),
  link: z.preprocess(blank, z.string().trim().max(500, fieldTexts.textMax(500)).nullable().optional()),
  country: text(2, 60),
  volume: euro(1),
  volumeInterval: int(1),
  minInvestment: euro(10, 100000),
  minMonthlyInstallment: euro(1),
  maxMonthlyInstallment: euro(1),
  monthlyVolumeInterval: int(1),
  minVolumeWithInstallments: euro(0),
  minFirstPayment: euro(0),
  maxFirstPayment: euro(0),
  installmentEndDate: date,
  interest: num(0, 50),
  paymentsPerYear: z.preprocess(
    blank,
    z.coerce
      .number()
      .refine((v) => [12, 4, 2, 1, 0].includes(v), fieldTexts.badFormat)
      .nullable()
      .optional(),
  ),
  agio: num(0, 1000),
  profitSharingPercentage: num(0, 50),
  forcastedProjectInterest: num(0, 100),
  realizedProjectInterest: num(0, 100),
  ...Object.fromEntries(COST_FIELDS.map((f) => [f, num(0, 100)])),
  contractStart: date,
  contractEnd: date,
  paybackDate: date,
  initialDistribution: date,
  duration: date,
  numberOfInvestorsGermany: int(0),
  numberOfInvestorsAustria: int(0),
  experienceMatrix: z.preprocess(
    blank,
    z
      .string()
      .regex(/^-?\d+(\*-?\d+){199}$/, fieldTexts.badFormat)
      .nullable()
      .optional(),
  ),
  experienceThreshold: int(0),
  experienceJobOrAcademicTitle: int(0),
  activeStep: int(0, 10),
  marketplaceDescription: text(2, 2000),
  ...Object.fromEntries(MARKETING_FIELDS.map((f) => [f, text(2, 5000)])),
  ...Object.fromEntries(QA_FIELDS.map((f) => [f, text(2, 2000)])),
  ...Object.fromEntries(PRODUCT_FLAGS.map((f) => [f, flag])),
  tokenName: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(20, fieldTexts.textMax(20))
      .regex(/^[A-Za-z0-9]+$/, fieldTexts.lettersAndDigits)
      .nullable()
      .optional(),
  ),
  symbol: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .min(1, fieldTexts.required)
      .max(5, fieldTexts.textMax(5))
      .regex(/^[A-Za-z0-9]+$/, fieldTexts.lettersAndDigits)
      .nullable()
      .optional(),
  ),
  owner: z.preprocess(
    blank,
    z.string().trim().regex(ETH_ADDRESS, fieldTexts.badFormat).nullable().optional(),
  ),
  /** The receiving account (issue 16, step Zahlungen); blank = the issuer's account applies. */
  ...paymentAccountFields,
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export const PRODUCT_FIELD_NAMES = Object.keys(productFieldsSchema.shape) as (keyof ProductFields)[];
