import { calendarDate, optionalText, userUpdateSchema } from '@zp/domain';
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.ts';
import { userDtoSchema, userSummarySchema } from './people.dto.ts';

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A real calendar day: 2024-02-30 or 9999-99-99 would fail in the database (a 500 before issue 15). */
const isoDate = calendarDate.optional();

export const personListQuery = z.object({
  ...pageQuery,
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  company: z.string().trim().max(100).optional(),
  'start-date': isoDate,
  'end-date': isoDate,
});
export type PersonListQuery = z.infer<typeof personListQuery>;

export const investorUpdateSchema = userUpdateSchema.extend({ isIdentified: z.boolean().optional() });

export const salesrepUpdateSchema = z
  .object({
    kind: z.enum(['T', '34', '32']).optional(),
    registrationNumber: optionalText(2, 50),
    isApproved: z.boolean().optional(),
  })
  .strict();

export const superuserDtoSchema = z.object({
  id: z.number(),
  user: userDtoSchema,
  resellerId: z.number().nullable(),
  booking: z.object({ status: z.string() }).nullable(),
});
export const superuserRowSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  bookingStatus: z.string().nullable(),
});
export const resellerDtoSchema = z.object({
  id: z.number(),
  user: userDtoSchema,
  parentId: z.number().nullable(),
});
export const resellerRowSchema = z.object({ id: z.number(), user: userSummarySchema });
export const investorDtoSchema = z.object({
  id: z.number(),
  user: userDtoSchema,
  superuserId: z.number(),
  salesrepId: z.number().nullable(),
});
export const investorRowSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  isIdentified: z.boolean(),
});
export const salesrepFields = {
  id: z.number(),
  superuserId: z.number(),
  headSalesrepId: z.number().nullable(),
  kind: z.enum(['T', '34', '32']),
  kindRequesting: z.enum(['34', '32']).nullable(),
  isRequesting: z.boolean(),
  isApproved: z.boolean(),
  registrationNumber: z.string().nullable(),
};
export const salesrepDtoSchema = z.object({ ...salesrepFields, user: userDtoSchema });
export const salesrepRowSchema = z.object({ ...salesrepFields, user: userSummarySchema });

export const countSchema = z
  .object({
    issuers: z.number(),
    products: z.number(),
    zeichnungs: z.number(),
    investors: z.number(),
    salesreps: z.number(),
    resellers: z.number(),
    superusers: z.number(),
  })
  .partial();
