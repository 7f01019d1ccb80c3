// Payout runs (issue 18, docs/decisions/026): the issuer picks a due interest payment date of a product, previews per
// investor gross interest, withholding tax and net, confirms once (events booked paid, SEPA file, a notice per
// investor). Admin and the product's issuer run them; an investor reads its own notices.
import { z } from 'zod';
import { endpoint, fileById, getById, idParams, listOf, pageQuery } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { isIsoDate } from '../validation/fields.ts';

const isoDate = z.string().refine(isIsoDate, fieldTexts.invalidDate);
const cents = z.number().int();

/** One interest payment date of a product with events not yet paid. */
export const payoutDateSchema = z.object({
  interestPaymentId: z.number().int(),
  /** The payment date (YYYY-MM-DD). */
  date: z.string(),
  /** Due today or earlier; otherwise within the 14 days a run may be prepared ahead. */
  isDue: z.boolean(),
  openEvents: z.number().int(),
  investors: z.number().int(),
  grossCents: cents,
});
export type PayoutDateDto = z.infer<typeof payoutDateSchema>;

/** The taxes of one line (per investor and payment date), integer cents, each tax rounded down (decision 023). */
const amounts = {
  grossCents: cents,
  exemptionUsedCents: cents,
  taxableCents: cents,
  kapitalertragsteuerCents: cents,
  solidaritaetszuschlagCents: cents,
  kirchensteuerCents: cents,
  netCents: cents,
};

/** One investor of a run: its events of the date summed, taxed once, paid in one transfer. */
export const payoutPreviewLineSchema = z.object({
  investorId: z.number().int().nullable(),
  name: z.string(),
  eventIds: z.array(z.number().int()),
  zeichnungIds: z.array(z.number().int()),
  ...amounts,
  /** The remaining exemption order with this issuer in the payment's year before this line (null: none). */
  exemptionRemainingCents: cents.nullable(),
  churchTaxRate: z.number().int().nullable(),
  nonAssessment: z.boolean(),
  payeeName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  /** German reasons the run cannot be confirmed while this line is as it is (missing or wrong bank data …). */
  problems: z.array(z.string()),
});
export type PayoutPreviewLineDto = z.infer<typeof payoutPreviewLineSchema>;

const totals = z.object({ count: z.number().int(), ...amounts });

export const payoutPreviewSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  interestPaymentId: z.number().int(),
  date: z.string(),
  executionDate: z.string(),
  debtor: z.object({ name: z.string(), iban: z.string(), bic: z.string() }),
  totals,
  lines: z.array(payoutPreviewLineSchema),
  /** Every reason (German) the run cannot be confirmed now; empty: it can. */
  problems: z.array(z.string()),
  canConfirm: z.boolean(),
});
export type PayoutPreviewDto = z.infer<typeof payoutPreviewSchema>;

export const payoutRunSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  interestPaymentId: z.number().int(),
  date: z.string(),
  executionDate: z.string(),
  messageId: z.string(),
  hasSepaFile: z.boolean(),
  createdAt: z.string(),
  count: z.number().int(),
  grossCents: cents,
  kapitalertragsteuerCents: cents,
  solidaritaetszuschlagCents: cents,
  kirchensteuerCents: cents,
  netCents: cents,
});
export type PayoutRunDto = z.infer<typeof payoutRunSchema>;

export const payoutLineSchema = z.object({
  id: z.number().int(),
  payoutRunId: z.number().int(),
  investorId: z.number().int().nullable(),
  zeichnungId: z.number().int(),
  year: z.number().int(),
  payeeName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  endToEndId: z.string(),
  ...amounts,
  hasNotice: z.boolean(),
});
export type PayoutLineDto = z.infer<typeof payoutLineSchema>;

export const payoutRunDetailSchema = payoutRunSchema.extend({ lines: z.array(payoutLineSchema) });
export type PayoutRunDetailDto = z.infer<typeof payoutRunDetailSchema>;

/** A payout notice (Zinsabrechnung) as the investor's list shows it. */
export const payoutNoticeSchema = payoutLineSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  date: z.string(),
  executionDate: z.string(),
});
export type PayoutNoticeDto = z.infer<typeof payoutNoticeSchema>;

const dateQuery = z.object({ date: isoDate });

/** `GET /product/{id}/payout-dates`: the product's payment dates with unpaid events, due or within 14 days. */
export const listPayoutDates = endpoint({
  method: 'GET',
  path: '/product/:id/payout-dates',
  summary: 'Interest payment dates of a product with unpaid events (to start a payout run)',
  tags: ['payouts'],
  permission: 'payoutRun.list',
  params: idParams,
  response: { 200: z.array(payoutDateSchema) },
});

/** `GET /product/{id}/payout-run/preview?date=`: the run's table; nothing is written. */
export const previewPayoutRun = endpoint({
  method: 'GET',
  path: '/product/:id/payout-run/preview',
  summary: 'Preview a payout run: per investor gross interest, withholding tax and net',
  tags: ['payouts'],
  permission: 'payoutRun.preview',
  params: idParams,
  querystring: dateQuery,
  response: { 200: payoutPreviewSchema },
});

/** `POST /product/{id}/payout-run {date}`: confirm once (409 when confirmed already or blocked). */
export const confirmPayoutRun = endpoint({
  method: 'POST',
  path: '/product/:id/payout-run',
  summary: 'Confirm a payout run: events paid, SEPA file, a notice per investor (once per payment date)',
  tags: ['payouts'],
  permission: 'payoutRun.confirm',
  params: idParams,
  body: dateQuery,
  response: { 201: payoutRunDetailSchema.extend({ detail: z.string() }) },
});

export const payoutRunListQuery = z.object({
  ...pageQuery,
  'product-id': z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** `GET /payout-run/?page=`: admin all runs, an issuer its products'. */
export const listPayoutRuns = listOf(
  {
    path: '/payout-run/',
    summary: "Confirmed payout runs: admin all, an issuer its products'",
    tags: ['payouts'],
    permission: 'payoutRun.list',
  },
  payoutRunListQuery,
  payoutRunSchema,
);

/** `GET /payout-run/{id}`: the run with its lines. */
export const getPayoutRun = getById(
  {
    path: '/payout-run/:id',
    summary: 'One payout run with its lines',
    tags: ['payouts'],
    permission: 'payoutRun.list',
  },
  payoutRunDetailSchema,
);

/** `GET /payout-run/{id}/sepa`: the pain.001 credit transfer file. */
export const getPayoutRunSepa = fileById(
  {
    path: '/payout-run/:id/sepa',
    summary: 'The SEPA credit transfer file (pain.001.001.09) of a payout run',
    tags: ['payouts'],
    permission: 'payoutRun.list',
  },
  'application/xml',
);

/** `GET /payout-notice/?page=`: an investor's notices (admin all, an issuer its products'). */
export const listPayoutNotices = listOf(
  {
    path: '/payout-notice/',
    summary: "Payout notices (Zinsabrechnungen): an investor its own, an issuer its products', admin all",
    tags: ['payouts'],
    permission: 'payoutNotice.list',
  },
  z.object({ ...pageQuery }),
  payoutNoticeSchema,
);

/** `GET /payout-notice/{id}/pdf`: one notice (the payout line's id). */
export const getPayoutNoticePdf = fileById(
  {
    path: '/payout-notice/:id/pdf',
    summary: 'The payout notice PDF of one payout line',
    tags: ['payouts'],
    permission: 'payoutNotice.list',
  },
  'application/pdf',
);
