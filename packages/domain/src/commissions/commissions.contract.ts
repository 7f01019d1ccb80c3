// The commissions area (issue 17, spec 001 §7 `/zeichnung/commission/`): affiliate commission records per partner and
// level of a paid subscription. A partner reads its own, a superuser its tenant's, the operator all.
import { z } from 'zod';
import { getById, listOf, pageQuery, rowId } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { isIsoDate } from '../validation/fields.ts';
import { COMMISSION_STATUSES } from './calc.ts';

export * from './calc.ts';
export * from './inducements.ts';

const tags = ['commissions'];
const isoDate = z.string().refine(isIsoDate, fieldTexts.invalidDate);

/** One commission record (a clawback has a negative amount and names the record it reverses). */
export const commissionSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  zeichnungId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  salesrepId: z.number().int(),
  salesrepName: z.string().nullable(),
  level: z.number().int(),
  rateType: z.enum(['first', 'follow']),
  source: z.enum(['subscription', 'installment']),
  percentage: z.number(),
  baseCents: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(COMMISSION_STATUSES),
  reversesCommissionId: z.number().int().nullable(),
  commissionInvoiceId: z.number().int().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The provider's (superuser's) e-mail: the operator's column; null for everybody else. */
  superuserEmail: z.string().nullable(),
});
export type CommissionDto = z.infer<typeof commissionSchema>;

/** `GET /zeichnung/commission/` filters: status, creation date range (Berlin days), product. */
export const commissionListQuery = z.object({
  ...pageQuery,
  status: z.enum(COMMISSION_STATUSES).optional(),
  'start-date': isoDate.optional(),
  'end-date': isoDate.optional(),
  'product-id': rowId.optional(),
});

/** `GET /zeichnung/commission/` */
export const listCommissions = listOf(
  {
    path: '/zeichnung/commission/',
    summary: "Commissions: a partner its own, a superuser its tenant's, the operator every one",
    tags,
  },
  commissionListQuery,
  commissionSchema,
);

/** The inducement disclosure of one subscription (§ 17 FinVermV, docs/decisions/019): a preview, nothing is written. */
export const inducementsSchema = z.object({
  zeichnungId: z.number().int(),
  /** null: no commission is paid (no brokering partner, no plan or only zero rates). */
  rateType: z.enum(['first', 'follow']).nullable(),
  baseCents: z.number().int(),
  rows: z.array(
    z.object({
      level: z.number().int(),
      label: z.string(),
      partnerName: z.string().nullable(),
      role: z.string().nullable(),
      percentage: z.number(),
      amountCents: z.number().int(),
    }),
  ),
  totalPercentage: z.number(),
  totalCents: z.number().int(),
});
export type InducementsDto = z.infer<typeof inducementsSchema>;

/** `GET /zeichnung/{id}/inducements` — whoever may read the subscription (investor owner, operator side). */
export const getInducements = getById(
  {
    path: '/zeichnung/:id/inducements',
    summary:
      'Commissions this subscription would pay to partners (own + upline), for the § 17 FinVermV disclosure',
    tags,
  },
  inducementsSchema,
);
