// After the subscription (issue 18; spec 001 §3 Interest payment event and Installment, §7): the interest payment
// events of paid subscriptions and the monthly rates of instalment plans — lists, details and the update of the
// paid (and tokens transferred) flags. Rows are scoped: admin all, an issuer its products', an investor its own.
import { z } from 'zod';
import { endpoint, getById, idParams, listOf, pageQuery } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { scheduleTexts } from '../texts/de/schedules.ts';
import { isIsoDate } from '../validation/fields.ts';

const isoDate = z.string().refine(isIsoDate, fieldTexts.invalidDate);

/** open: not paid yet; paid: booked paid (by hand or by a payout run). */
export const SCHEDULE_STATUSES = ['open', 'paid'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/**
 * The interest payment events list's `count` is exact up to INTEREST_EVENT_LIST_QUICK_COUNT matching events, and up
 * to INTEREST_EVENT_LIST_EXACT_COUNT unless the database planner estimates more; above, it is the planner's estimate
 * (never below what the page shows): counting millions of events exactly per request is slow.
 */
export const INTEREST_EVENT_LIST_QUICK_COUNT = 1_000;
export const INTEREST_EVENT_LIST_EXACT_COUNT = 10_000;

/** The filters of both lists (spec 001 §7): uuid of the subscription, product and investor names, due dates. */
export const scheduleListQuery = z.object({
  ...pageQuery,
  uuid: z.string().trim().max(64).optional(),
  'product-name': z.string().trim().max(200).optional(),
  'first-name': z.string().trim().max(100).optional(),
  'last-name': z.string().trim().max(100).optional(),
  'start-date': isoDate.optional(),
  'end-date': isoDate.optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
  /** One subscription's rows (its detail page's schedule). */
  'zeichnung-id': z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** What a row says about its subscription, product and investor. */
const owner = {
  zeichnungId: z.number().int(),
  zeichnungUuid: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  investorId: z.number().int().nullable(),
  investorFirstName: z.string().nullable(),
  investorLastName: z.string().nullable(),
  /** The subscription's volume in cents (the base of the interest). */
  volumeCents: z.number().int(),
};

/** One interest payment event (spec 001 §3: uuid, zeichnung, interestPayment.startDate, isPaid). */
export const interestEventSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  ...owner,
  number: z.number().int(),
  interestPayment: z.object({ id: z.number().int(), startDate: z.string() }),
  /** Accrual period [periodStart, periodEnd), YYYY-MM-DD, and its days. */
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  days: z.number().int(),
  /** Interest rate of the product in percent. */
  interestRate: z.number().nullable(),
  /** Gross interest in cents (before withholding tax). */
  amountCents: z.number().int(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  payoutRunId: z.number().int().nullable(),
});
export type InterestEventDto = z.infer<typeof interestEventSchema>;

/** One monthly rate of an instalment plan (spec 001 §3: id, uuid, zeichnung, paymentDate, isPaid, tokensTransfered). */
export const installmentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  ...owner,
  number: z.number().int(),
  /** Of the plan's rates. */
  count: z.number().int(),
  paymentDate: z.string(),
  amountCents: z.number().int(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isTokenized: z.boolean(),
  tokensTransfered: z.boolean(),
  tokensTransferedAt: z.string().nullable(),
  tokenTxHash: z.string().nullable(),
});
export type InstallmentDto = z.infer<typeof installmentSchema>;

/** `GET /zeichnung/interest-payment-events/?page=` */
export const listInterestEvents = listOf(
  {
    path: '/zeichnung/interest-payment-events/',
    summary: "Interest payment events: admin all, an issuer its products', an investor its own",
    description:
      `\`count\` is exact up to ${INTEREST_EVENT_LIST_QUICK_COUNT.toLocaleString('en-US')} matching events, and up ` +
      `to ${INTEREST_EVENT_LIST_EXACT_COUNT.toLocaleString('en-US')} unless the database planner estimates more; ` +
      'above, it is that estimate (never below what the page shows), so that large lists stay fast. ' +
      'A short (last) page always carries the exact count; `next` is null exactly when nothing follows.',
    tags: ['interest'],
    permission: 'interestPayment.list',
  },
  scheduleListQuery,
  interestEventSchema,
);

/** `GET /zeichnung/interest-payment-event/{id}` */
export const getInterestEvent = getById(
  {
    path: '/zeichnung/interest-payment-event/:id',
    summary: 'One interest payment event with its period, amount and subscription',
    tags: ['interest'],
    permission: 'interestPayment.list',
  },
  interestEventSchema,
);

/** `POST /zeichnung/interest-payment-event/{id}/update {isPaid}` (admin, the product's issuer): "Zinszahlung wurde aktualisiert". */
export const updateInterestEvent = endpoint({
  method: 'POST',
  path: '/zeichnung/interest-payment-event/:id/update',
  summary: 'Book an interest payment event paid (once; admin and the issuer)',
  tags: ['interest'],
  permission: 'interestPayment.update',
  params: idParams,
  body: z.object({ isPaid: z.boolean() }),
  response: { 200: interestEventSchema },
});

/** `GET /zeichnung/installment/?page=` */
export const listInstallments = listOf(
  {
    path: '/zeichnung/installment/',
    summary: "Instalments: admin all, an issuer its products', an investor its own",
    tags: ['installments'],
    permission: 'installment.view',
  },
  scheduleListQuery,
  installmentSchema,
);

/** `GET /zeichnung/installment/exists`: whether the Ratenzahlungen tab shows (a product with instalments exists). */
export const installmentsExist = endpoint({
  method: 'GET',
  path: '/zeichnung/installment/exists',
  summary: 'Whether the caller sees a product with instalments (the Ratenzahlungen tab)',
  tags: ['installments'],
  permission: 'installment.list',
  response: { 200: z.object({ hasInstallments: z.boolean() }) },
});

/** `GET /zeichnung/installment/{id}` */
export const getInstallment = getById(
  {
    path: '/zeichnung/installment/:id',
    summary: 'One instalment with its subscription and investor',
    tags: ['installments'],
    permission: 'installment.view',
  },
  installmentSchema,
);

/**
 * `POST /zeichnung/installment/{id}/update {isPaid, tokensTransfered}` (admin, the product's issuer): paid once;
 * tokens only for a tokenized product, only after payment, irreversible, with the transaction that moved them.
 */
export const updateInstallment = endpoint({
  method: 'POST',
  path: '/zeichnung/installment/:id/update',
  summary: 'Book an instalment paid, or its tokens transferred (once each; admin and the issuer)',
  tags: ['installments'],
  permission: 'installment.update',
  params: idParams,
  body: z
    .object({
      isPaid: z.boolean().optional(),
      tokensTransfered: z.boolean().optional(),
      txHash: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, scheduleTexts.txHashFormat)
        .optional(),
    })
    .refine((b) => b.isPaid !== undefined || b.tokensTransfered !== undefined, {
      message: fieldTexts.required,
    }),
  response: { 200: installmentSchema },
});

/** `zeichnung-id`: one subscription's rows (its detail page); without it every row of the caller's scope. */
const oneSubscription = z.object({
  'zeichnung-id': z.coerce.number().int().min(1).max(2_147_483_647),
});

/** What the investor's home page and a subscription's schedule show above the rows (decision 028). */
export const interestSummarySchema = z.object({
  /** The Berlin calendar year of today. */
  year: z.number().int(),
  /** Interest booked paid this year (by the day it was booked, Berlin), in cents. */
  paidThisYearCents: z.number().int(),
  paidTotalCents: z.number().int(),
  openTotalCents: z.number().int(),
  /** The earliest open event due today or later. */
  next: z
    .object({
      id: z.number().int(),
      dueDate: z.string(),
      amountCents: z.number().int(),
      productName: z.string(),
    })
    .nullable(),
});
export type InterestSummaryDto = z.infer<typeof interestSummarySchema>;

/** `GET /zeichnung/interest-payment-events/summary[?zeichnung-id=]`: sums and the next due event of the caller's rows. */
export const interestEventsSummary = endpoint({
  method: 'GET',
  path: '/zeichnung/interest-payment-events/summary',
  summary:
    "The next due interest event and the sums paid (this year, in total) and open of the caller's rows",
  tags: ['interest'],
  permission: 'interestPayment.list',
  querystring: oneSubscription.partial(),
  response: { 200: interestSummarySchema },
});

/** The most events one subscription's schedule answers (50 years of monthly payments). */
export const SCHEDULE_MAX_EVENTS = 600;

/** `GET /zeichnung/interest-payment-events/schedule?zeichnung-id=`: every event of one subscription, oldest first. */
export const zeichnungInterestSchedule = endpoint({
  method: 'GET',
  path: '/zeichnung/interest-payment-events/schedule',
  summary: "One subscription's interest payment events in due order (the caller's scope; none outside it)",
  tags: ['interest'],
  permission: 'interestPayment.list',
  querystring: oneSubscription,
  response: { 200: z.object({ results: z.array(interestEventSchema) }) },
});
