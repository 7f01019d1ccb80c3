// The subscription area's endpoints (spec contract-subscriptions.md): paths below /api, input schemas and every
// answer's schema. The server registers its routes from these; the web derives its types from them.
import { z } from 'zod';
import {
  actionById,
  deleteById,
  detailAnswer,
  endpoint,
  fileAnswer,
  getById,
  idParams,
  listOf,
  pageQuery,
  rowId,
  updateById,
} from '../contract/endpoint.ts';
import { paymentAnswerSchema } from '../payments/payment.answer.ts';
import { productTermFields } from '../products/product.answers.ts';
import { zeichnungTexts } from '../texts/de/subscriptions.ts';
import {
  createBodySchema,
  createExternalBodySchema,
  experienceSchema,
  listQuerySchema,
  updateSchema,
  ZEICHNUNG_STATUSES,
  ZEICHNUNG_STEPS,
} from './zeichnung.schemas.ts';

export * from './zeichnung.intents.ts';
export * from './zeichnung.schemas.ts';

const tags = ['subscriptions'];
const text = z.string().nullable();
const num = z.number().nullable();

/**
 * The product's terms a subscription carries (GET /zeichnung/{id}, the wizard's source of truth): the product's
 * fields (euros, ISO dates) plus what the wizard derives (remaining volume, tokenized).
 */
export const zeichnungProductSchema = z.object({
  issuer: z.number().nullable(),
  kind: z.number().int(),
  ...productTermFields,
  activeStep: num,
  isTokenized: z.boolean(),
  remainingVolume: z.number(),
});

/** What the investor answered in the wizard (`data`); keys of older data are kept as they are. */
export const zeichnungDataSchema = z.looseObject({
  agbAccepted: z.boolean().optional(),
  dataPrivacyAccepted: z.boolean().optional(),
  notLivingInUsaAccepted: z.boolean().optional(),
  liveInGermanyAccepted: z.boolean().optional(),
  connectionContractAccepted: z.boolean().optional(),
  kwgAccepted: z.boolean().optional(),
  investOnOwnAccepted: z.boolean().optional(),
  enoughMoneyToInvestCashAccepted: z.boolean().optional(),
  enoughMoneyToInvestMonthlyAccepted: z.boolean().optional(),
  withThesaurierung: z.boolean().optional(),
  selfDisclosureAssets: z.boolean().optional(),
  selfDisclosureIncome: z.boolean().optional(),
  selfDisclosureMonthlyIncome: z.number().nullable().optional(),
  vibConfirmationAccepted: z.boolean().optional(),
  vibName: text.optional(),
  vibBirthDate: text.optional(),
  vibAddress: text.optional(),
  vibEmail: text.optional(),
  vibIdDocument: text.optional(),
  vibIdNumber: text.optional(),
  vibIdOffice: text.optional(),
  vibConfirmationDate: text.optional(),
  vibConfirmationCity: text.optional(),
  isExposed: z.boolean().nullable().optional(),
  exposedPersonsOffice: text.optional(),
  experience: experienceSchema,
  iDoNotWantTo: z.boolean().optional(),
  iAmSure: z.boolean().optional(),
  receipt1: z.boolean().optional(),
  receipt2: z.boolean().optional(),
  receipt3: z.boolean().optional(),
});

const iso = z.string().describe('ISO 8601 timestamp');

/** A row of `GET /zeichnung/`: the detail's fields without the wizard data, product terms, token fields. */
export const zeichnungListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(ZEICHNUNG_STATUSES),
  productId: z.number().int(),
  productName: z.string(),
  productKind: z.number().int(),
  investorId: z.number().int().nullable(),
  investorName: z.string(),
  investorEmail: text,
  salesrepId: z.number().int().nullable(),
  superuserId: z.number().int(),
  volume: z.number(),
  shares: z.number().int().nullable(),
  monthlyInstallment: num,
  transferDate: text,
  accruedInterest: z.number(),
  agio: z.number(),
  installmentTotal: z.number(),
  totalAmount: z.number(),
  isPaid: z.boolean(),
  transferAcceptor: text,
  transferAcceptedAt: iso.nullable(),
  tokensTransfered: z.boolean(),
  tokensAcceptor: text,
  tokensAcceptedAt: iso.nullable(),
  commissionApproved: z.boolean(),
  commissionPaid: z.boolean(),
  acceptor: text,
  acceptedAt: iso.nullable(),
  isExternal: z.boolean(),
  externalId: text,
  activeStep: z.number().int(),
  steps: z.array(z.enum(ZEICHNUNG_STEPS)),
  zeichnungsscheinUrl: text,
  dateOfCreation: iso,
  /** Always null in list rows (GET /zeichnung/{id} has the terms). */
  product: zeichnungProductSchema.nullable(),
});

/** The product's token in short, so that an investor can add it to the wallet (spec 000 §7). */
export const zeichnungTokenSchema = z.object({
  status: z.enum(['C', 'D']),
  ethAddress: text,
  symbol: z.string(),
});

/** The withdrawal right of a finished subscription (docs/decisions/012): null while the wizard is open. */
export const zeichnungWithdrawalSchema = z.object({
  /** The last day of the 14-day period (YYYY-MM-DD, Berlin). */
  endsOn: z.string(),
  /** The investor may withdraw today (own, F or A, within the period). */
  possible: z.boolean(),
  /** The period has ended: commissions may be approved, tokens transferred. */
  periodOver: z.boolean(),
  withdrawnAt: iso.nullable(),
});

/** The investor's limit with the product's issuer (§2a(3) VermAnlG), for products with self-disclosure. */
export const zeichnungIssuerLimitSchema = z.object({
  /** The sum of the investor's live subscriptions (F/A) with this issuer, this one excluded (euros). */
  subscribed: z.number(),
  /** The newest stored self-disclosure, reused by the wizard until renewed. */
  selfDisclosure: z
    .object({ assets: z.boolean(), monthlyIncome: z.number().nullable(), createdAt: iso })
    .nullable(),
});

/** The licensed partner that legally brokers a subscription (decision 017); `note` only with module 12. */
export const zeichnungBrokerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: text,
  ceo: text,
  address: z.string(),
  registrationNumber: text,
  kind: z.enum(['T', '34', '32']),
  /** Module 12 (Haftungsdach, spec 001 §2): the brokering agent's company, managing director, address, register number. */
  note: text,
});

/** `GET /zeichnung/{id}` and the answer of every change of one subscription. */
export const zeichnungSchema = zeichnungListItemSchema.extend({
  data: zeichnungDataSchema,
  smartContract: zeichnungTokenSchema.nullable(),
  /** The confirmed token transfer's transaction hash, null until confirmed. */
  tokensTxHash: text,
  withdrawal: zeichnungWithdrawalSchema.nullable().optional(),
  issuerLimit: zeichnungIssuerLimitSchema.nullable().optional(),
  /** Payment instructions (issue 16): null until accepted; status "paid" once the payment is recorded. */
  payment: paymentAnswerSchema.nullable(),
  /** The licensed partner set when a brokered subscription was finished (decision 017). */
  licensedSalesrep: zeichnungBrokerSchema.nullable().optional(),
});
/** A change that also says what happened (`detail`, German). */
export const zeichnungWithDetailSchema = zeichnungSchema.extend({ detail: z.string() });

export const listZeichnungenQuery = z
  .object({
    ...pageQuery,
    ...listQuerySchema,
    after: rowId
      .optional()
      .describe('From a `next` link: the page starts after this subscription (no OFFSET).'),
    before: rowId
      .optional()
      .describe('From a `previous` link: the page ends before this subscription (no OFFSET).'),
  })
  .refine((q) => q.after === undefined || q.before === undefined, {
    message: zeichnungTexts.cursorConflict,
    path: ['before'],
  });

/** Exact up to these counts (the list memo and the planner's estimate above, docs/decisions/004). */
export const ZEICHNUNG_LIST_QUICK_COUNT = 1_000;
export const ZEICHNUNG_LIST_EXACT_COUNT = 10_000;

export const createZeichnung = endpoint({
  method: 'POST',
  path: '/zeichnung/create',
  summary: 'Start (or continue) a subscription in status O',
  tags,
  permission: 'zeichnung.subscribe',
  body: createBodySchema,
  response: { 201: zeichnungSchema },
});

export const listZeichnungen = listOf(
  {
    path: '/zeichnung/',
    summary:
      'The subscriptions the caller sees, 10 per page, highest id first (isAscending: lowest); with a date range newest creation date first, then highest id',
    description:
      `\`count\` is exact up to ${ZEICHNUNG_LIST_QUICK_COUNT.toLocaleString('en-US')} matching subscriptions, ` +
      `and up to ${ZEICHNUNG_LIST_EXACT_COUNT.toLocaleString('en-US')} unless the database planner estimates ` +
      'more; above, it is that estimate (never below what the page shows), so that large lists stay fast. ' +
      'A short (last) page always carries the exact count; `next` is null exactly when nothing follows. ' +
      "Rows are the detail's fields without the wizard's `data` (GET /zeichnung/{id} has it).",
    tags,
  },
  listZeichnungenQuery,
  zeichnungListItemSchema,
);

export const getZeichnung = getById(
  { path: '/zeichnung/:id', summary: 'One subscription with its wizard data, product terms and token', tags },
  zeichnungSchema,
);

export const updateZeichnung = updateById(
  {
    path: '/zeichnung/:id/update',
    summary:
      'Investor: wizard step data (step validates; status F finishes). Operator: status A + acceptor, isPaid + transferAcceptor, commission flags, tokensTransfered + tokensTxHash (checked on chain)',
    description:
      'Which use case a body asks for is decided by `zeichnungUpdateIntents` (domain): any operator key makes it ' +
      'an operator change (accept, pay, commission approve/pay, then the token confirmation), else the wizard. ' +
      'A confirmed token transfer answers with `detail`.',
    tags,
  },
  updateSchema,
  z.union([zeichnungWithDetailSchema, zeichnungSchema]),
);

export const deleteZeichnung = deleteById({
  path: '/zeichnung/:id/delete',
  summary: 'Delete a subscription (never status A; a finished one gives its volume back)',
  tags,
});

export const withdrawZeichnung = endpoint({
  method: 'POST',
  path: '/zeichnung/:id/withdraw',
  summary:
    "The investor's withdrawal (Widerruf) within 14 days: status W, volume freed, investor and issuer mailed",
  tags,
  permission: 'zeichnung.withdraw',
  params: idParams,
  response: { 200: zeichnungWithDetailSchema },
});

export const createExternalZeichnung = endpoint({
  method: 'POST',
  path: '/zeichnung/create-external',
  summary: "The operator's external subscription (status A, counted in the product volume)",
  tags,
  permission: 'zeichnung.createExternal',
  body: createExternalBodySchema,
  response: { 201: zeichnungWithDetailSchema },
});

export const downloadZeichnungsschein = endpoint({
  method: 'GET',
  path: '/zeichnung/:id/zeichnungsschein',
  summary: 'The filled subscription document (.docx)',
  tags,
  params: idParams,
  response: {
    200: fileAnswer('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  },
});

export const sendDemoZeichnungsschein = actionById({
  path: '/zeichnung/demo-zeichnungsschein/:id',
  summary: 'Mail a demo subscription document with sample data to the caller (id: the product)',
  tags,
});

export const uploadLegitimation = endpoint({
  method: 'POST',
  path: '/investor/:id/legitimation',
  summary: 'Upload the scan of the ID document (multipart file idScan: pdf, png, jpg)',
  tags,
  permission: 'investor.legitimation',
  params: idParams,
  multipart: z.object({ idScan: z.string().meta({ format: 'binary' }).describe('pdf, png or jpg') }),
  response: { 200: detailAnswer },
});

export const identStartSchema = z.object({
  method: z.string(),
  /** Where the investor continues: the legitimation settings (manual) or the provider's URL. */
  next: z.enum(['legitimation', 'external']),
  url: z.string().optional(),
});

export const startIdentification = endpoint({
  method: 'POST',
  path: '/investor/:id/identification/start',
  summary:
    'Start identifying: manual (ID data + scan, checked by the provider) unless module 15 has a provider',
  tags,
  permission: 'investor.legitimation',
  params: idParams,
  response: { 200: identStartSchema },
});

const figure = { count: z.number(), volume: z.number() };
export const productStatisticsSchema = z.object({
  volume: z.number(),
  subscribed: z.number(),
  byStatus: z.array(z.object({ status: z.string(), ...figure })),
  overTime: z.array(z.object({ month: z.string(), ...figure })),
  byCountry: z.array(z.object({ country: z.string(), ...figure })),
});

export const getProductStatistics = getById(
  {
    path: '/product/:id/statistics',
    summary: 'Product Statistik tab: subscribed volume against target, over time, by status, by country',
    tags,
  },
  productStatisticsSchema,
);

export type Zeichnung = z.output<typeof zeichnungSchema>;
export type ZeichnungListItem = z.output<typeof zeichnungListItemSchema>;
export type ZeichnungProduct = z.output<typeof zeichnungProductSchema>;
export type ZeichnungData = z.output<typeof zeichnungDataSchema>;
export type ProductStatistics = z.output<typeof productStatisticsSchema>;
