// The monthly credit notes' endpoints (spec 001 §7 `/zeichnung/commissions-invoice/…`; issue 17, decision 018):
// the list and detail of a partner's, a provider's or every credit note, its PDF, the operator's "paid" tick,
// the exists check of the Provisionsrechnungen tab and the operator's manual run of a month.
import { z } from 'zod';
import { endpoint, fileById, getById, idParams, listOf, pageQuery } from '../contract/endpoint.ts';
import { creditNoteTexts } from '../texts/de/credit-notes.ts';

const tags = ['credit-notes'];
const base = '/zeichnung/commissions-invoice';

/** One frozen line of a credit note: a subscription (and level) with its commission. */
export const creditNoteLine = z.object({
  zeichnungId: z.number(),
  /** Date of the subscription, YYYY-MM-DD. */
  date: z.string(),
  investor: z.string(),
  product: z.string(),
  level: z.number(),
  baseCents: z.number(),
  /** Rate in percent. */
  percentage: z.number(),
  amountCents: z.number(),
});
export type CreditNoteLine = z.infer<typeof creditNoteLine>;

/** A credit note in lists (spec 001 §3 Commission invoice: uuid, dateOfCreation, salesrep, isPaid, amount). */
export const creditNoteSummary = z.object({
  id: z.number(),
  uuid: z.string(),
  number: z.string(),
  /** Date of the credit note, YYYY-MM-DD. */
  dateOfCreation: z.string(),
  /** The month settled, YYYY-MM. */
  period: z.string(),
  salesrep: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  superuserId: z.number(),
  isSubjectToVat: z.boolean(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  /** The amount paid out (gross), in euros. */
  amount: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummary>;

export const creditNoteAnswer = creditNoteSummary.extend({
  providerName: z.string(),
  lines: z.array(creditNoteLine),
  hasPdf: z.boolean(),
});
export type CreditNoteAnswer = z.infer<typeof creditNoteAnswer>;

/** `GET /zeichnung/commissions-invoice/?page=`: the partner its own, the provider its tenant's, the operator all. */
export const listCreditNotes = listOf(
  {
    path: `${base}/`,
    summary: 'Credit notes (Provisionsrechnungen)',
    tags,
    permission: 'commissionInvoice.view',
  },
  z.object({ ...pageQuery, isPaid: z.enum(['true', 'false']).optional() }),
  creditNoteSummary,
);

/** `GET /zeichnung/commissions-invoice/exists`: whether the caller's tab shows (spec shape). */
export const creditNotesExist = endpoint({
  method: 'GET',
  path: `${base}/exists`,
  summary: 'Whether commissions exist for the caller (the Provisionsrechnungen tab)',
  tags,
  permission: 'commissionInvoice.view',
  response: { 200: z.object({ hasCommissions: z.object({ hasCommissions: z.boolean() }) }) },
});

/** `GET /zeichnung/commissions-invoice/{id}` */
export const getCreditNote = getById(
  {
    path: `${base}/:id`,
    summary: 'One credit note with its lines',
    tags,
    permission: 'commissionInvoice.view',
  },
  creditNoteAnswer,
);

/** `GET /zeichnung/commissions-invoice/{id}/pdf` */
export const getCreditNotePdf = fileById(
  { path: `${base}/:id/pdf`, summary: 'The credit note (PDF)', tags, permission: 'commissionInvoice.view' },
  'application/pdf',
);

/** `POST /zeichnung/commissions-invoice/{id}/update {isPaid}`: the operator ticks "Provision wurde überwiesen". */
export const updateCreditNote = endpoint({
  method: 'POST',
  path: `${base}/:id/update`,
  summary: 'Mark a credit note paid (operator); its commissions become P',
  tags,
  permission: 'commissionInvoice.markPaid',
  params: idParams,
  body: z.object({ isPaid: z.boolean() }),
  response: { 200: creditNoteAnswer },
});

/** `POST /zeichnung/commissions-invoice/run {period}`: the operator runs the monthly settlement of a month. */
export const runCreditNotes = endpoint({
  method: 'POST',
  path: `${base}/run`,
  summary: 'Create the credit notes of a month now (operator; idempotent)',
  tags,
  permission: 'commissionInvoice.run',
  body: z.object({
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, creditNoteTexts.periodInvalid),
  }),
  response: { 200: z.object({ created: z.number(), detail: z.string() }) },
});
