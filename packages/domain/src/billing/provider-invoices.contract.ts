// The operator's monthly provider invoices (issue 19, decision 032): list and detail (the operator all, a provider
// its own), the PDF, the operator's "paid" tick (once; earns the reseller commissions), the open amounts and the
// manual run of a month.
import { z } from 'zod';
import { endpoint, fileById, getById, idParams, listOf, pageQuery } from '../contract/endpoint.ts';
import { providerInvoiceTexts } from '../texts/de/billing.ts';

const tags = ['provider-invoices'];
const base = '/provider-invoice';

/** A frozen fee line (setup or monthly module fees). */
export const providerInvoiceLine = z.object({
  kind: z.enum(['setup', 'monthly']),
  modules: z.array(z.number()),
  liveDays: z.number().optional(),
  days: z.number().optional(),
  amountCents: z.number(),
});

/** One processing fee billed on the invoice (a paid subscription of module 17). */
export const processingFeeLine = z.object({
  id: z.number(),
  /** The Berlin date the subscription was paid, YYYY-MM-DD. */
  paidOn: z.string(),
  zeichnungId: z.number(),
  product: z.string(),
  baseCents: z.number(),
  /** Rate in percent (spec 001 §9). */
  percentage: z.number(),
  amountCents: z.number(),
});
export type ProcessingFeeLine = z.infer<typeof processingFeeLine>;

export const providerInvoiceSummary = z.object({
  id: z.number(),
  uuid: z.string(),
  number: z.string(),
  /** Invoice date, YYYY-MM-DD. */
  invoiceDate: z.string(),
  /** The month billed, YYYY-MM. */
  period: z.string(),
  superuserId: z.number(),
  bookingId: z.number(),
  providerName: z.string(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  processingFeeCount: z.number(),
  processingFeeCents: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
});
export type ProviderInvoiceSummary = z.infer<typeof providerInvoiceSummary>;

/** Up to this many processing-fee lines come with the detail (the PDF lists all). */
export const PROCESSING_FEE_LINES_SHOWN = 200;

export const providerInvoiceAnswer = providerInvoiceSummary.extend({
  lines: z.array(providerInvoiceLine),
  /** The first PROCESSING_FEE_LINES_SHOWN processing fees, by date; `processingFeeCount` tells how many there are. */
  processingFees: z.array(processingFeeLine),
  hasPdf: z.boolean(),
});
export type ProviderInvoiceAnswer = z.infer<typeof providerInvoiceAnswer>;

/** `GET /provider-invoice/?page=&isPaid=`: the operator all, a provider its own. */
export const listProviderInvoices = listOf(
  {
    path: `${base}/`,
    summary: 'Provider invoices (Anbieterrechnungen)',
    tags,
    permission: 'providerInvoice.list',
  },
  z.object({ ...pageQuery, isPaid: z.enum(['true', 'false']).optional() }),
  providerInvoiceSummary,
);

/** `GET /provider-invoice/open-amounts`: count and gross sum of the unpaid invoices (operator). */
export const providerInvoiceOpenAmounts = endpoint({
  method: 'GET',
  path: `${base}/open-amounts`,
  summary: 'Count and gross sum of the unpaid provider invoices (operator)',
  tags,
  permission: 'providerInvoice.markPaid',
  response: { 200: z.object({ count: z.number(), grossCents: z.number() }) },
});

/** `GET /provider-invoice/{id}` */
export const getProviderInvoice = getById(
  {
    path: `${base}/:id`,
    summary: 'One provider invoice with its lines',
    tags,
    permission: 'providerInvoice.view',
  },
  providerInvoiceAnswer,
);

/** `GET /provider-invoice/{id}/pdf` (409 while the job renders it) */
export const getProviderInvoicePdf = fileById(
  {
    path: `${base}/:id/pdf`,
    summary: 'The provider invoice (PDF)',
    tags,
    permission: 'providerInvoice.view',
  },
  'application/pdf',
);

/** `POST /provider-invoice/{id}/update {isPaid: true}`: the operator marks the invoice paid (once, irreversible). */
export const updateProviderInvoice = endpoint({
  method: 'POST',
  path: `${base}/:id/update`,
  summary: 'Mark a provider invoice paid (operator; once); earns the reseller commissions',
  tags,
  permission: 'providerInvoice.markPaid',
  params: idParams,
  body: z.object({ isPaid: z.literal(true) }),
  response: { 200: providerInvoiceAnswer },
});

/** `POST /provider-invoice/run {period}`: the operator bills a month now (idempotent). */
export const runProviderInvoices = endpoint({
  method: 'POST',
  path: `${base}/run`,
  summary: 'Create the provider invoices of a month now (operator; idempotent)',
  tags,
  permission: 'providerInvoice.run',
  body: z.object({
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, providerInvoiceTexts.periodInvalid),
  }),
  response: { 200: z.object({ created: z.number(), detail: z.string() }) },
});
