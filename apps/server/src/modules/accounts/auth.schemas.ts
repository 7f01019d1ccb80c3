import { z } from 'zod';

const userInfo = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasLoggedin: z.boolean(),
});

const roleEntry = z.object({
  id: z.number(),
  user: userInfo,
  issuer: z
    .object({
      superuser: z.object({
        primaryColor: z.string().nullable(),
        secondaryColor: z.string().nullable(),
        logoFile: z.string().nullable(),
      }),
    })
    .optional(),
});

export const loginAnswerSchema = z
  .object({
    access: z.string(),
    refresh: z.string(),
    admin: roleEntry.optional(),
    superuser: roleEntry.optional(),
    reseller: roleEntry.optional(),
    issuer: roleEntry.optional(),
    investor: roleEntry.optional(),
    salesrep: roleEntry.optional(),
  })
  .describe('Tokens plus exactly one role key');

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const detailSchema = z.object({ detail: z.string() });
export const createdSchema = z.object({ id: z.number(), email: z.string() });
