// Reseller commissions, payout requests and reseller credit notes (spec 001 §3, §7 `/reseller/commission…`,
// `/reseller/commissions-invoice…`; issue 19, decision 032). The operator reads every row, a reseller its own.
import { z } from 'zod';
import { endpoint, fileById, getById, idParams, listOf, pageQuery, rowId } from '../contract/endpoint.ts';
import { RESELLER_COMMISSION_STATUSES } from './commissions.ts';

export * from './commissions.ts';

const tags = ['reseller-commissions'];
const tier = z.enum(['S', 'G', 'P']);
const party = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One commission (spec 001 §3 Reseller commission: uuid, superuser with user e-mail, amount, status). */
export const resellerCommissionSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The provider whose paid invoice it comes from, with its account's e-mail. */
  superuser: party,
  reseller: party,
  providerInvoiceId: z.number().int(),
  providerInvoiceNumber: z.string(),
  /** 0 Eigen, 1 Ebene 1, 2 Ebene 2. */
  level: z.number().int(),
  tier,
  percentage: z.number(),
  baseCents: z.number().int(),
  amountCents: z.number().int(),
  /** The amount in euros. */
  amount: z.number(),
  status: z.enum(RESELLER_COMMISSION_STATUSES),
  statusLabel: z.string(),
  resellerInvoiceId: z.number().int().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type ResellerCommissionDto = z.infer<typeof resellerCommissionSchema>;

/** `GET /reseller/commission?page=&status=` (the operator may narrow to one reseller). */
export const listResellerCommissions = listOf(
  {
    path: '/reseller/commission',
    summary: 'Reseller commissions: the operator all, a reseller its own',
    tags,
    permission: 'resellerCommission.view',
  },
  z.object({
    ...pageQuery,
    status: z.enum(RESELLER_COMMISSION_STATUSES).optional(),
    reseller: rowId.optional(),
  }),
  resellerCommissionSchema,
);

/** `POST /reseller/commission/{id}/approve`: the operator approves an open commission (O → A). */
export const approveResellerCommission = endpoint({
  method: 'POST',
  path: '/reseller/commission/:id/approve',
  summary: 'Approve an open reseller commission (operator)',
  tags,
  permission: 'resellerCommission.approve',
  params: idParams,
  response: { 200: resellerCommissionSchema },
});

/** The commission account (spec 001 §3: open, approved, requested, paid), in euros and cents. */
export const commissionAccountSchema = z.object({
  /** The reseller it is about; null for the operator's totals over all resellers. */
  resellerId: z.number().int().nullable(),
  open: z.number(),
  approved: z.number(),
  requested: z.number(),
  paid: z.number(),
  openCents: z.number().int(),
  approvedCents: z.number().int(),
  requestedCents: z.number().int(),
  paidCents: z.number().int(),
  thresholdCents: z.number().int(),
  /** Whether the approved amount is above the threshold (a reseller may request its payout). */
  canRequestPayment: z.boolean(),
});
export type CommissionAccountDto = z.infer<typeof commissionAccountSchema>;

/** `GET /reseller/commission-account` (operator: `?reseller=` one reseller, else the totals). */
export const getCommissionAccount = endpoint({
  method: 'GET',
  path: '/reseller/commission-account',
  summary: "A reseller's commission account (open, approved, requested, paid)",
  tags,
  permission: 'resellerCommission.view',
  querystring: z.object({ reseller: rowId.optional() }),
  response: { 200: commissionAccountSchema },
});

/** One frozen line of a reseller credit note: a commission with the provider invoice it comes from. */
export const resellerInvoiceLine = z.object({
  commissionId: z.number().int(),
  superuserId: z.number().int(),
  provider: z.string(),
  providerInvoiceId: z.number().int(),
  providerInvoiceNumber: z.string(),
  level: z.number().int(),
  tier,
  percentage: z.number(),
  baseCents: z.number().int(),
  amountCents: z.number().int(),
});
export type ResellerInvoiceLine = z.infer<typeof resellerInvoiceLine>;

/** A reseller credit note in lists (spec 001: ID, Ausgezahlt, Betrag, Erstellungsdatum; reseller, created_at). */
export const resellerInvoiceSummary = z.object({
  id: z.number().int(),
  uuid: z.string(),
  number: z.string(),
  /** The credit note's date, YYYY-MM-DD (Berlin). */
  dateOfCreation: z.string(),
  createdAt: z.string(),
  reseller: party,
  isSubjectToVat: z.boolean(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** The amount paid out (gross), in euros. */
  amount: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
});
export type ResellerInvoiceSummary = z.infer<typeof resellerInvoiceSummary>;

export const resellerInvoiceAnswer = resellerInvoiceSummary.extend({
  lines: z.array(resellerInvoiceLine),
  hasPdf: z.boolean(),
});
export type ResellerInvoiceAnswer = z.infer<typeof resellerInvoiceAnswer>;

/** `POST /reseller/commission/request-payment`: the reseller's payout request (one credit note). */
export const requestResellerPayment = endpoint({
  method: 'POST',
  path: '/reseller/commission/request-payment',
  summary: 'Request the payout of every approved commission (reseller; above 100,00 €)',
  tags,
  permission: 'resellerCommission.requestPayment',
  response: { 201: z.object({ detail: z.string(), invoice: resellerInvoiceAnswer }) },
});

/** `GET /reseller/commissions-invoices?page=` */
export const listResellerInvoices = listOf(
  {
    path: '/reseller/commissions-invoices',
    summary: 'Reseller credit notes: the operator all, a reseller its own',
    tags,
    permission: 'resellerInvoice.view',
  },
  z.object({ ...pageQuery, isPaid: z.enum(['true', 'false']).optional() }),
  resellerInvoiceSummary,
);

/** `GET /reseller/commissions-invoice/{id}` */
export const getResellerInvoice = getById(
  {
    path: '/reseller/commissions-invoice/:id',
    summary: 'One reseller credit note with its lines',
    tags,
    permission: 'resellerInvoice.view',
  },
  resellerInvoiceAnswer,
);

/** `GET /reseller/commissions-invoice/{id}/pdf` (409 while the PDF is being made). */
export const getResellerInvoicePdf = fileById(
  {
    path: '/reseller/commissions-invoice/:id/pdf',
    summary: 'The reseller credit note (PDF)',
    tags,
    permission: 'resellerInvoice.view',
  },
  'application/pdf',
);

/** `POST /reseller/commissions-invoice/{id} {isPaid: true}`: the operator marks it paid; its commissions become P. */
export const updateResellerInvoice = endpoint({
  method: 'POST',
  path: '/reseller/commissions-invoice/:id',
  summary: 'Mark a reseller credit note paid (operator, once)',
  tags,
  permission: 'resellerInvoice.markPaid',
  params: idParams,
  body: z.object({ isPaid: z.boolean() }),
  response: { 200: resellerInvoiceAnswer },
});
