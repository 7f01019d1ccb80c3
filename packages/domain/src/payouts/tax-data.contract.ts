// The investor's own tax data (issue 18, docs/decisions/027): tax profile (tax id, church membership, federal state,
// NV certificate), exemption orders per issuer and year, and the yearly tax certificates. Only the investor itself.
import { z } from 'zod';
import { endpoint, fileAnswer } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { taxDataTexts as T } from '../texts/de/tax-data.ts';
import { isIsoDate } from '../validation/fields.ts';
import { FEDERAL_STATES } from './federal-states.ts';
import { isGermanTaxId, normalizeTaxId } from './tax-data.rules.ts';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The investor's tax profile as stored (nothing stored yet: every field empty, updatedAt null). */
export const taxProfileSchema = z.object({
  taxId: z.string().nullable(),
  churchMember: z.boolean(),
  federalState: z.enum(FEDERAL_STATES).nullable(),
  nonAssessmentUntil: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TaxProfileDto = z.infer<typeof taxProfileSchema>;

/** What the form sends: blank fields are null; a church member needs its federal state (church tax 8 % or 9 %). */
export const taxProfileBody = z
  .object({
    taxId: z.preprocess(
      blankToNull,
      z
        .string({ error: T.taxIdInvalid })
        .max(20, T.taxIdInvalid)
        .refine(isGermanTaxId, T.taxIdInvalid)
        .transform(normalizeTaxId)
        .nullable(),
    ),
    churchMember: z.boolean({ error: fieldTexts.required }),
    federalState: z.preprocess(
      blankToNull,
      z.enum(FEDERAL_STATES, { error: T.federalStateUnknown }).nullable(),
    ),
    nonAssessmentUntil: z.preprocess(
      blankToNull,
      z.string({ error: fieldTexts.invalidDate }).refine(isIsoDate, fieldTexts.invalidDate).nullable(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.churchMember && !b.federalState)
      ctx.addIssue({ code: 'custom', path: ['federalState'], message: T.federalStateRequired });
  });
export type TaxProfileBody = z.input<typeof taxProfileBody>;

/** `GET /investor/tax-profile` */
export const getTaxProfile = endpoint({
  method: 'GET',
  path: '/investor/tax-profile',
  summary: "The signed-in investor's tax data",
  tags: ['tax'],
  permission: 'taxProfile.edit',
  response: { 200: taxProfileSchema },
});

/** `PUT /investor/tax-profile` (audited). */
export const updateTaxProfile = endpoint({
  method: 'PUT',
  path: '/investor/tax-profile',
  summary: "Sets the signed-in investor's tax data",
  tags: ['tax'],
  permission: 'taxProfile.edit',
  body: taxProfileBody,
  response: { 200: taxProfileSchema },
});

/** One issuer and year: the order (0 € when none was given or it was revoked), what payouts used of it. */
export const exemptionOrderSchema = z.object({
  issuerId: z.number().int(),
  issuerName: z.string(),
  year: z.number().int(),
  amountCents: z.number().int(),
  joint: z.boolean(),
  usedCents: z.number().int(),
  remainingCents: z.number().int(),
  /** Whether the year may still be changed (the current and the next year). */
  editable: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ExemptionOrderDto = z.infer<typeof exemptionOrderSchema>;

/** `GET /investor/exemption-orders`: per issuer the investor has subscriptions with, the editable years and stored ones. */
export const listExemptionOrders = endpoint({
  method: 'GET',
  path: '/investor/exemption-orders',
  summary: "The signed-in investor's exemption orders per issuer and year",
  tags: ['tax'],
  permission: 'exemptionOrder.edit',
  response: { 200: z.object({ years: z.array(z.number().int()), results: z.array(exemptionOrderSchema) }) },
});

const int = z.number({ error: fieldTexts.integerOnly }).int(fieldTexts.integerOnly);

/** `PUT /investor/exemption-orders`: sets one order (0 € revokes it); audited, never deleted. */
export const setExemptionOrder = endpoint({
  method: 'PUT',
  path: '/investor/exemption-orders',
  summary: 'Sets the exemption order with one issuer for one year (0 € revokes it)',
  tags: ['tax'],
  permission: 'exemptionOrder.edit',
  body: z.object({
    issuerId: int.min(1, fieldTexts.required).max(2_147_483_647, fieldTexts.numberMax(2_147_483_647)),
    year: int.min(2000, fieldTexts.numberMin(2000)).max(2100, fieldTexts.numberMax(2100)),
    amountCents: int.min(0, fieldTexts.numberMin(0)).max(200_000_00, fieldTexts.numberMax('200.000,00 €')),
    joint: z.boolean({ error: fieldTexts.required }),
  }),
  response: { 200: exemptionOrderSchema },
});

/** One year with payouts: its totals and whether (and when) its certificate can be downloaded. */
export const taxCertificateYearSchema = z.object({
  year: z.number().int(),
  available: z.boolean(),
  availableFrom: z.string(),
  /** When the certificate was issued (first download); null before. */
  issuedAt: z.string().nullable(),
  grossCents: z.number().int(),
  exemptionUsedCents: z.number().int(),
  kapitalertragsteuerCents: z.number().int(),
  solidaritaetszuschlagCents: z.number().int(),
  kirchensteuerCents: z.number().int(),
  netCents: z.number().int(),
});
export type TaxCertificateYearDto = z.infer<typeof taxCertificateYearSchema>;

/** `GET /investor/tax-certificates`: the years with payouts, newest first. */
export const listTaxCertificates = endpoint({
  method: 'GET',
  path: '/investor/tax-certificates',
  summary: "The years of the signed-in investor's payouts and their certificates",
  tags: ['tax'],
  permission: 'taxCertificate.view',
  response: { 200: z.object({ results: z.array(taxCertificateYearSchema) }) },
});

/** `GET /investor/tax-certificates/{year}/pdf`: issued once from the year's payout lines, then always the same file. */
export const getTaxCertificatePdf = endpoint({
  method: 'GET',
  path: '/investor/tax-certificates/:year/pdf',
  summary: 'The yearly tax certificate (Jahressteuerbescheinigung) as PDF',
  tags: ['tax'],
  permission: 'taxCertificate.view',
  params: z.object({
    year: z.coerce
      .number({ error: fieldTexts.integerOnly })
      .int(fieldTexts.integerOnly)
      .min(2000, fieldTexts.numberMin(2000))
      .max(2100, fieldTexts.numberMax(2100)),
  }),
  response: { 200: fileAnswer('application/pdf') },
});
