// The subscription area's input schemas (wizard data, the update body, the list filters): the server validates
// with them, the web derives its request types from them (subscriptions.contract.ts).
import { z } from 'zod';
import { rowId } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { smartContractTexts } from '../texts/de/smart-contracts.ts';
import { isIsoDate } from '../validation/fields.ts';

const bool = z.boolean().optional();
const str = (max: number) => z.string().trim().max(max).nullable().optional();
const answer = z.number().int().min(0).max(3).optional();

export const experienceSchema = z
  .object({
    forms: z.record(z.string(), z.object({ checked: answer, duration: answer, amount: answer })).optional(),
    avgNumberTxs: answer,
    avgTxVolume: answer,
    independentServices: answer,
    withInvestorAdvice: answer,
    withAssetManagment: answer,
    hasAcademicTitle: z.boolean().optional(),
  })
  .nullable()
  .optional();

/** Wizard data kept in `zeichnungen.data` (agreement flags, VIB data, experience answers, receipts). */
export const dataSchema = {
  agbAccepted: bool,
  dataPrivacyAccepted: bool,
  notLivingInUsaAccepted: bool,
  liveInGermanyAccepted: bool,
  connectionContractAccepted: bool,
  kwgAccepted: bool,
  investOnOwnAccepted: bool,
  enoughMoneyToInvestCashAccepted: bool,
  enoughMoneyToInvestMonthlyAccepted: bool,
  withThesaurierung: bool,
  selfDisclosureAssets: bool,
  selfDisclosureIncome: bool,
  /** Monthly net income in euros (with selfDisclosureIncome): the per-issuer limit is twice it (≤ 25 000 €). */
  selfDisclosureMonthlyIncome: z
    .number({ error: fieldTexts.decimalOnly })
    .min(0, fieldTexts.numberMin(0))
    .max(100_000_000)
    .nullable()
    .optional(),
  vibConfirmationAccepted: bool,
  vibName: str(100),
  vibBirthDate: str(10),
  vibAddress: str(300),
  vibEmail: str(254),
  vibIdDocument: str(50),
  vibIdNumber: str(50),
  vibIdOffice: str(255),
  vibConfirmationDate: str(10),
  vibConfirmationCity: str(255),
  isExposed: z.boolean().nullable().optional(),
  exposedPersonsOffice: z
    .string()
    .trim()
    .min(3, fieldTexts.textMin(3))
    .max(150, fieldTexts.textMax(150))
    .nullable()
    .optional(),
  experience: experienceSchema,
  iDoNotWantTo: bool,
  iAmSure: bool,
  receipt1: bool,
  receipt2: bool,
  receipt3: bool,
};
export const DATA_KEYS = Object.keys(dataSchema) as (keyof typeof dataSchema)[];

const euro = z.number({ error: fieldTexts.decimalOnly }).min(0, fieldTexts.numberMin(0)).max(100_000_000_000);
/** A real calendar day (2027-02-30 or 0000-01-01 would fail in the database). */
const isoDate = z.string().refine(isIsoDate, fieldTexts.invalidDate);

export const ZEICHNUNG_STEPS = [
  'personal',
  'guidelines',
  'vib',
  'details',
  'bank',
  'wallet',
  'suitability',
  'overview',
] as const;
export const ZEICHNUNG_STATUSES = ['O', 'F', 'A', 'W'] as const;
/** O = abgebrochen/unfertig, F = in Annahme, A = angenommen (spec 000 §3). */
export type ZeichnungStatus = (typeof ZEICHNUNG_STATUSES)[number];

/** `PUT /zeichnung/{id}/update`: the investor's wizard fields and the operator's flags (zeichnungUpdateIntents). */
export const updateSchema = z
  .object({
    ...dataSchema,
    volume: euro.optional(),
    shares: z.number().int().min(0).max(10_000_000).nullable().optional(),
    monthlyInstallment: euro.nullable().optional(),
    transferDate: isoDate.nullable().optional(),
    activeStep: z.number().int().min(0).max(10).optional(),
    step: z.enum(ZEICHNUNG_STEPS).optional(),
    status: z.enum(ZEICHNUNG_STATUSES).optional(),
    acceptor: z.string().trim().max(100).optional(),
    isPaid: z.boolean().optional(),
    transferAcceptor: z.string().trim().max(100).optional(),
    commissionApproved: z.boolean().optional(),
    commissionPaid: z.boolean().optional(),
    tokensTransfered: z.boolean().optional(),
    tokensTxHash: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{64}$/, smartContractTexts.tokensTxFormat)
      .optional(),
    tokensAcceptor: z.string().trim().max(100).optional(),
  })
  .strict();
export type UpdateInput = z.infer<typeof updateSchema>;

/** The filters of `GET /zeichnung/` (besides page, order and cursor). */
export const listQuerySchema = {
  uuid: z.string().uuid().optional(),
  email: z.string().max(254).optional(),
  company: z.string().max(100).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  'start-date': isoDate.optional(),
  'end-date': isoDate.optional(),
  status: z.enum(ZEICHNUNG_STATUSES).optional(),
  isPaid: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  'product-id': rowId.optional(),
};

/** `POST /zeichnung/create`. */
export const createBodySchema = z.object({ product: rowId, investor: rowId });

/** `POST /zeichnung/create-external`: the operator's external subscription. */
export const createExternalBodySchema = z.object({
  product: rowId,
  externalId: z.string().trim().min(1, fieldTexts.required).max(100),
  salesrep: rowId.nullable().optional(),
  volume: z
    .number()
    .min(1, fieldTexts.numberMin(1))
    .max(100_000_000_000, fieldTexts.numberMax(100_000_000_000)),
  isExternal: z.literal(true).optional(),
});
export type CreateExternalInput = z.infer<typeof createExternalBodySchema>;
